import Testing
import TesseraCore
@testable import TesseraRules

/// Contrast is split into parts that run in parallel; the checker must report exactly what one
/// pass over every pair reports, in the same order.
@Suite struct PartitionedRuleTests {
    /// 300 pairs of 20 greys on 15 greys: enough pairs for several parts, many failing.
    static func input() throws -> CheckInput {
        let greys = (0..<20).map { index -> String in
            let level = String(0x20 + index * 11, radix: 16)
            return "\"g\(index)\": {\"$value\": \"#\(level)\(level)\(level)\"}"
        }
        let tokens = "{\"c\": {\"$type\": \"color\", \(greys.joined(separator: ", "))}}"
        let pairs = (0..<300).map { index in
            "{\"name\": \"P\(index)\", \"foreground\": \"c.g\(index % 20)\", \"background\": \"c.g\(index % 15)\", \"size\": 16}"
        }
        return try RuleHarness.input(tokens: tokens, config: "{\"usage\": [\(pairs.joined(separator: ", "))]}")
    }

    @Test func contrastIsSplitIntoParts() throws {
        let input = try Self.input()
        #expect(RuleWork.plan([ContrastRule.self], for: input).count > 1)
    }

    @Test func partsReportWhatOnePassReports() throws {
        let input = try Self.input()
        var whole = Findings(ruleID: ContrastRule.id)
        ContrastRule().check(input, items: 0..<input.usage.count, into: &whole)
        var joined = Findings(ruleID: ContrastRule.id)
        for part in RuleWork.plan([ContrastRule.self], for: input) {
            var findings = Findings(ruleID: ContrastRule.id)
            part.run(input, into: &findings)
            joined.append(contentsOf: findings)
        }
        #expect(!whole.items.isEmpty)
        #expect(joined.items.map(\.finding.message) == whole.items.map(\.finding.message))
        let checked = Checker.check(input, rules: [ContrastRule.self])
        #expect(checked.count == whole.items.count)
    }
}
