import Foundation
import TesseraCore
import TesseraLint
import TesseraSystem

extension LintCommand {
    /// The text report, handed to `write` as the files are linted: paths that name nothing first,
    /// then each file's lines (`LintTextLines`) in the files' sorted order, then the summary line.
    /// Files are linted in parallel in small runs, and each run's lines are written out as soon as
    /// every run before it is, into buffers used again: the report's memory stays that of the
    /// files being linted, not of every finding of the code base, and its first lines are out
    /// while the rest are still being linted. Returns the counts, for the exit status.
    static func streamText(
        _ loaded: LintSystemLoader.Loaded, paths: [String], fix: Bool, parseOnly: Bool, write: @Sendable ([UInt8]) -> Void
    ) -> LintReport {
        let (list, linter) = prepare(loaded, paths: paths)
        let tally = LintTally()
        if !list.missing.isEmpty {
            tally.add(linted: false, list.missing)
            write(Array(Diagnostic.lines(list.missing.sorted()).utf8))
        }
        // One run per core would leave a core idle behind the slowest; one per file would hand
        // over thousands of buffers.
        list.files.streamTextParts(minimumPerChunk: 1, perCore: 32, { path, bytes in
            let (linted, findings) = lintFile(path, linter: linter, fix: fix, parseOnly: parseOnly)
            tally.add(linted: linted, findings)
            LintTextLines.write(findings, to: &bytes)
        }, deliver: write)
        let summary = LintReport(
            systemName: loaded.config.name, folder: loaded.config.directory, files: tally.files, rules: linter.rules, diagnostics: [],
            errors: tally.errors, warnings: tally.warnings)
        write(Array((summary.summaryLine + "\n").utf8))
        return summary
    }
}

/// The counts of a streamed report, added to by every thread that lints.
private final class LintTally: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var files = 0
    private(set) var errors = 0
    private(set) var warnings = 0

    func add(linted: Bool, _ findings: [Diagnostic]) {
        let counts = LintTextLines.counts(findings)
        lock.withLock {
            files += linted ? 1 : 0
            errors += counts.errors
            warnings += counts.warnings
        }
    }
}
