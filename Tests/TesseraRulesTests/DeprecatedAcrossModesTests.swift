import Testing
import TesseraCore
@testable import TesseraRules

/// deprecated-reference looks at a later permutation only where it changes tokens when the first
/// has no deprecated token; a mode that deprecates one must still be reported, as in full.
@Suite struct DeprecatedAcrossModesTests {
    static let base = ##"{"c": {"$type": "color", "a": {"$value": "#111111"}, "b": {"$value": "{c.a}"}, "page": {"$value": "#ffffff"}}}"##
    static let config = ##"{"usage": [{"name": "Body", "foreground": "c.a", "background": "c.page", "size": 16}]}"##

    private func bothWays(_ modes: [RuleExample.Mode]) throws -> (changes: [String], full: [String]) {
        let input = try RuleHarness.input(tokens: Self.base, config: Self.config, modes: modes)
        let rules: [any Rule.Type] = [DeprecatedReferenceRule.self]
        return (Checker.check(input, rules: rules).map(\.description), Checker.check(input, rules: rules, usingChanges: false).map(\.description))
    }

    @Test func aModeThatDeprecatesATokenIsReportedForThatMode() throws {
        let dark = ##"{"c": {"$type": "color", "a": {"$value": "#222222", "$deprecated": "use ink"}, "b": {"$value": "{c.a}"}, "page": {"$value": "#ffffff"}}}"##
        let result = try bothWays([.init("mode", "dark", tokens: dark), .init("mode", "dim", tokens: Self.base)])
        #expect(result.changes == result.full)
        #expect(result.changes.count == 2)
        #expect(result.changes.allSatisfy { $0.contains("which is deprecated: use ink (when mode=dark)") })
    }

    @Test func modesThatDeprecateNothingFindNothing() throws {
        let dim = ##"{"c": {"$type": "color", "a": {"$value": "#333333"}, "b": {"$value": "{c.a}"}, "page": {"$value": "#ffffff"}}}"##
        let result = try bothWays([.init("mode", "dim", tokens: dim)])
        #expect(result.changes.isEmpty)
        #expect(result.full.isEmpty)
    }
}
