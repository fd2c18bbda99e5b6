import Testing
@testable import TesseraCLI
import TesseraCore

/// A file's text lines, written where it is linted, are the lines the whole sorted report gives it.
@Suite struct LintTextLinesTests {
    static func finding(_ file: String?, _ line: Int, _ column: Int, _ code: String, _ severity: Diagnostic.Severity = .warning) -> Diagnostic {
        Diagnostic(
            severity, code: code, message: "\(code) at \(line)",
            location: file.map { Diagnostic.Location(file: $0, line: line, column: column) })
    }

    private func text(_ findings: [Diagnostic]) -> String {
        var bytes: [UInt8] = []
        LintTextLines.write(findings, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func twoSortedRunsAndAnUnlocatedFindingGiveTheSortedLines() {
        // A fix's notes, then the findings left: two sorted runs, and a failure with no location.
        let findings = [
            Self.finding("A.swift", 3, 1, "fixed", .note), Self.finding("A.swift", 9, 2, "fixed", .note),
            Self.finding(nil, 0, 0, "lint-fix-not-written"),
            Self.finding("A.swift", 1, 5, "spacing-literal", .error), Self.finding("A.swift", 9, 2, "hardcoded-color"),
        ]
        let lines = text(findings)
        #expect(lines == Diagnostic.lines(findings.sorted()))
        #expect(lines.hasPrefix("warning: lint-fix-not-written at 0 [lint-fix-not-written]\nA.swift:1:5: error:"))
        #expect(LintTextLines.counts(findings) == (errors: 1, warnings: 2))
    }

    @Test func sortedFindingsAreWrittenAsTheyCome() {
        let findings = [Self.finding("A.swift", 1, 1, "b"), Self.finding("A.swift", 1, 1, "c"), Self.finding("A.swift", 2, 7, "a", .error)]
        #expect(text(findings) == Diagnostic.lines(findings))
        #expect(text([]) == "")
    }
}
