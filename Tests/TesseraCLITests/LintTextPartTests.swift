import Testing
@testable import TesseraCLI
import TesseraCore

/// A file's text lines, written where it is linted, are the lines the whole sorted report gives it.
@Suite struct LintTextPartTests {
    static func finding(_ file: String?, _ line: Int, _ column: Int, _ code: String, _ severity: Diagnostic.Severity = .warning) -> Diagnostic {
        Diagnostic(
            severity, code: code, message: "\(code) at \(line)",
            location: file.map { Diagnostic.Location(file: $0, line: line, column: column) })
    }

    @Test func twoSortedRunsAndAnUnlocatedFindingGiveTheSortedReportsLines() throws {
        // A fix's notes, then the findings left: two sorted runs, and a failure with no location.
        let findings = [
            Self.finding(nil, 0, 0, "lint-fix-not-written"),
            Self.finding("A.swift", 3, 1, "fixed", .note), Self.finding("A.swift", 9, 2, "fixed", .note),
            Self.finding("A.swift", 1, 5, "spacing-literal", .error), Self.finding("A.swift", 9, 2, "hardcoded-color"),
        ]
        let part = try #require(LintTextPart(path: "A.swift", findings: findings))
        let sorted = findings.sorted()
        #expect(part.unlocated == [findings[0]])
        #expect(String(decoding: part.bytes, as: UTF8.self) == Diagnostic.lines(Array(sorted.dropFirst())))
        #expect(part.errors == 1 && part.warnings == 1)
    }

    @Test func aFindingInAnotherFileLeavesTheReportToTheWholeSort() {
        #expect(LintTextPart(path: "A.swift", findings: [Self.finding("B.swift", 1, 1, "x")]) == nil)
    }
}
