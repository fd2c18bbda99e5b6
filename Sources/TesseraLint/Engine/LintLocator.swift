import TesseraCore

/// Turns the offsets a file's findings are reported at into `line:column`, for all the rules
/// linting that file on one thread. Findings come in document order, so each lookup starts from
/// the line of the one before (`SourceLocator`), and takes no lock: `SourceFile.location(ofOffset:)`
/// takes two and searches every line for each.
final class LintLocator {
    private let file: SourceFile
    private var locator = SourceLocator()

    init(_ file: SourceFile) {
        self.file = file
    }

    func location(ofOffset offset: Int) -> Diagnostic.Location {
        locator.location(of: SourcePosition(file: file, offset: max(0, offset)))
    }
}
