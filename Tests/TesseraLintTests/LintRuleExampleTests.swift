import Testing
import TesseraCore
@testable import TesseraLint

/// One example of one rule, as a test argument.
struct LintExampleCase: CustomTestStringConvertible, Sendable {
    var rule: any LintRule.Type
    var example: LintExample
    var triggering: Bool
    var number: Int

    var testDescription: String { "\(rule.id) \(triggering ? "triggering" : "non-triggering") #\(number + 1)" }

    static let all: [LintExampleCase] = LintRuleRegistry.all.flatMap { rule in
        rule.examples.triggering.enumerated().map { LintExampleCase(rule: rule, example: $1, triggering: true, number: $0) }
            + rule.examples.nonTriggering.enumerated().map { LintExampleCase(rule: rule, example: $1, triggering: false, number: $0) }
    }

    static let triggering = all.filter(\.triggering)

    /// The rule's findings on `code`, linted alone against the example's system.
    func findings(_ code: String) -> [Diagnostic] {
        let linter = Linter(system: .example(example.system), registry: [rule])
        return linter.lint(path: "Example.swift", text: code)
    }
}

/// Every rule's examples are tests: a triggering example's findings are exactly at its markers,
/// a non-triggering example has none, and every example parses.
@Suite struct LintRuleExampleTests {
    @Test(arguments: LintExampleCase.all)
    func findingsAreAtTheMarkers(_ testCase: LintExampleCase) {
        let (code, offsets) = testCase.example.stripped
        #expect(testCase.triggering == !offsets.isEmpty, "a triggering example marks its findings with 1️⃣…; a non-triggering one has no marker")
        let file = SourceFile(path: "Example.swift", text: code)
        let expected = offsets.map { file.location(ofOffset: $0) }
        let findings = testCase.findings(code)
        #expect(!findings.contains { $0.code == "lint-parse-error" }, "the example does not parse: \(code)")
        let found = findings.filter { $0.code == testCase.rule.id }
        #expect(found.compactMap(\.location) == expected, "\(code)\n\(found.map(\.description).joined(separator: "\n"))")
        #expect(found.allSatisfy { !$0.message.isEmpty })
    }

    /// SwiftLint's check: the same code silenced by a file suppression, or turned into comments,
    /// triggers nothing.
    @Test(arguments: LintExampleCase.triggering)
    func suppressedOrCommentedOutTriggersNothing(_ testCase: LintExampleCase) {
        let code = testCase.example.stripped.code
        let suppressed = testCase.findings("// tessera:disable \(testCase.rule.id) — an example\n" + code)
        #expect(suppressed.filter { $0.code == testCase.rule.id }.isEmpty)
        let commented = code.split(separator: "\n", omittingEmptySubsequences: false).map { "// " + $0 }.joined(separator: "\n")
        #expect(testCase.findings(commented).isEmpty)
    }

    /// Each finding prints as `Example.swift:line:col: severity: message [rule-id]`.
    @Test(arguments: LintExampleCase.triggering)
    func findingsPrintInTheXcodeShape(_ testCase: LintExampleCase) {
        for finding in testCase.findings(testCase.example.stripped.code) where finding.code == testCase.rule.id {
            #expect(finding.description.hasPrefix("Example.swift:"))
            #expect(finding.description.contains(": \(finding.severity.rawValue): "))
            #expect(finding.description.hasSuffix("[\(testCase.rule.id)]") || !finding.notes.isEmpty)
        }
    }
}
