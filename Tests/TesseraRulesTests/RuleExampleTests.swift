import Testing
import TesseraCore
@testable import TesseraRules

/// Each rule's documented examples are its first tests: the systems that break it report exactly
/// the stated number of findings, the ones that keep it report none.
@Suite struct RuleExampleTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var rule: String
        var index: Int
        var testDescription: String { "\(rule) #\(index + 1): \(example.summary)" }
        var example: RuleExample { RuleRegistry.rule(id: rule)!.examples[index] }
    }

    static let cases: [Case] = RuleRegistry.all.flatMap { rule in
        rule.examples.indices.map { Case(rule: rule.id, index: $0) }
    }

    @Test func everyRuleHasExamplesBothWays() {
        for rule in RuleRegistry.all {
            #expect(rule.examples.contains { $0.findings > 0 }, "\(rule.id) has no example that breaks it")
            #expect(rule.examples.contains { $0.findings == 0 }, "\(rule.id) has no example that keeps it")
        }
    }

    @Test func idsAreUniqueAndKebabCase() {
        let ids = RuleRegistry.all.map { $0.id }
        #expect(Set(ids).count == ids.count)
        for id in ids { #expect(id.allSatisfy { $0.isLowercase || $0 == "-" || $0.isNumber }, "\(id)") }
    }

    @Test(arguments: cases)
    func example(_ test: Case) throws {
        let rule = try #require(RuleRegistry.rule(id: test.rule))
        let diagnostics = try RuleHarness.check(rule, tokens: test.example.tokens, config: test.example.config, context: test.example.defaultContext, modes: test.example.modes)
        let findings = diagnostics.filter { $0.code == rule.id }
        #expect(findings.count == test.example.findings, "\(diagnostics.map(\.description).joined(separator: "\n"))")
    }
}
