import Testing
import TesseraCore
@testable import TesseraLint

/// The registry is the one list of rules: ids unique, sorted, kebab-case; each rule documented
/// and with examples of both kinds.
@Suite struct LintRuleRegistryTests {
    static let ids = LintRuleRegistry.all.map { $0.id }

    @Test func idsAreUniqueSortedAndKebabCase() {
        #expect(Set(Self.ids).count == Self.ids.count)
        #expect(Self.ids == Self.ids.sorted(), "keep LintRuleRegistry.all sorted by id")
        for id in Self.ids {
            let kebab = id.split(separator: "-", omittingEmptySubsequences: false).allSatisfy { part in
                !part.isEmpty && part.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber) } && part.first!.isLetter
            }
            #expect(kebab, "'\(id)' is not kebab-case")
        }
    }

    @Test func idsDoNotClashWithTheLintersOwnCodes() {
        for id in Self.ids { #expect(!id.hasPrefix("lint-") && !id.hasPrefix("config-")) }
    }

    @Test(arguments: LintRuleRegistry.all.map(RuleBox.init))
    func everyRuleHasASummaryAndExamplesOfEachKind(_ box: RuleBox) {
        let rule = box.rule
        #expect(!rule.summary.isEmpty)
        #expect(!rule.examples.triggering.isEmpty, "\(rule.id) has no triggering example")
        #expect(!rule.examples.nonTriggering.isEmpty, "\(rule.id) has no non-triggering example")
        #expect(rule.examples.triggering.allSatisfy { !$0.stripped.offsets.isEmpty }, "\(rule.id): a triggering example marks its findings")
        #expect(rule.examples.nonTriggering.allSatisfy { $0.stripped.offsets.isEmpty })
        #expect(LintRuleRegistry.rule(id: rule.id) != nil)
    }

    @Test func theExampleSystemsReadTheirProhibitions() {
        let standard = LintSystem.example(.standard)
        #expect(standard.grid?.value == 8)
        #expect(standard.minimumHitTarget?.value == 44)
        #expect(standard.maximumCornerRadius?.value == 4)
        #expect(standard.springOnly?.id == "springs")
        #expect(standard.linearOnly == nil)
        #expect(standard.forbiddenColors.map(\.value) == ["#000000", "#ffffff"])
        #expect(standard.minimumFontSize(family: "EB Garamond")?.value == 16)
        #expect(standard.minimumFontSize(family: "SF Mono")?.value == 12)
        #expect(standard.minimumFontSize(family: nil)?.value == 12)
        let linear = LintSystem.example(.linear)
        #expect(linear.linearOnly != nil && linear.springOnly == nil && linear.grid == nil)
        #expect(linear.codeCheck("no-hardcoded-font-size") != nil)
    }
}

struct RuleBox: CustomTestStringConvertible, Sendable {
    var rule: any LintRule.Type
    var testDescription: String { rule.id }
}
