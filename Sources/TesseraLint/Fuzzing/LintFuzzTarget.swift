import TesseraCore

/// The linter as the fuzzing harness drives it (`Sources/tessera-lint-fuzz`, Documentation/Development.md):
/// any bytes as a Swift source, linted with every rule against both example systems (between them
/// every rule is active), then fixed as `tessera lint --fix` fixes, and the fixed text linted and
/// fixed again. Nothing may crash, hang or grow without bound, and a second fix must change
/// nothing (Documentation/Lint.md promises it): a fix that does is a failed precondition, which
/// libFuzzer reports as a crash. The unit tests replay `Fuzz/Seeds/lint` through the same function.
public enum LintFuzzTarget {
    private static let linters = ExampleSystem.allCases.map { Linter(system: .example($0)) }

    /// Runs `bytes` through the linter and its fixes; the findings and fixes it printed, for the tests.
    @discardableResult
    public static func run(_ bytes: [UInt8]) -> String {
        var printed = ""
        for linter in linters {
            let file = SourceFile(path: "Fuzz.swift", bytes: bytes)
            printed += Diagnostic.lines(linter.lint(file))
            let fixed = linter.fix(file)
            // Kept, each input would grow the process by its size, run after run.
            file.forget()
            guard let fixed else { continue }
            printed += Diagnostic.lines(fixed.applied)
            let fixedFile = SourceFile(path: "Fuzz.swift", bytes: fixed.bytes)
            printed += Diagnostic.lines(linter.lint(fixedFile))
            if let again = linter.fix(fixedFile) {
                let changed = Diagnostic.lines(again.applied)
                preconditionFailure("a second fix changed the fixed file:\n\(changed)")
            }
            fixedFile.forget()
        }
        return printed
    }
}
