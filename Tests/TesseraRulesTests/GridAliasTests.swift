import Testing
import TesseraCore
@testable import TesseraRules

/// The grid rule tells which tokens break before it writes any finding, so that an alias whose
/// value breaks is folded into the finding of the token it names without one of its own.
@Suite struct GridAliasTests {
    private static let prohibition = ##"{"prohibitions": [{"id": "grid-8", "says": "strict 8pt grid", "rule": "grid", "base": 8, "tokens": "space.*", "exceptions": ["space.hair"]}]}"##

    /// The findings about tokens (the exception naming no token in some documents is left out).
    private func check(_ tokens: String) throws -> [Diagnostic] {
        try RuleHarness.check(GridRule.self, tokens: tokens, config: Self.prohibition).filter { !$0.message.hasPrefix("the pattern") }
    }

    @Test func aChainOfAliasesBreaksWithTheTokenHoldingTheValue() throws {
        let diagnostics = try check(##"{"space": {"$type": "dimension", "m": {"$value": {"value": 12, "unit": "px"}}, "alias": {"$value": "{space.m}"}, "chain": {"$value": "{space.alias}"}}}"##)
        try #require(diagnostics.count == 1, "\(diagnostics.map(\.description))")
        #expect(diagnostics[0].message.hasPrefix("space.m is 12 px; needs a multiple of 8 pt"))
        #expect(RuleMessage.fixes(diagnostics[0]) == ["fix: 8 px or 16 px", "space.alias, space.chain name it by alias and break with it"])
    }

    @Test func anAliasOfATokenOutsideThePatternsIsReportedItself() throws {
        let diagnostics = try check(##"{"base": {"$type": "dimension", "m": {"$value": {"value": 20, "unit": "px"}}}, "space": {"$type": "dimension", "free": {"$value": "{base.m}"}}}"##)
        try #require(diagnostics.count == 1, "\(diagnostics.map(\.description))")
        #expect(diagnostics[0].message.hasPrefix("space.free is 20 px"))
        #expect(RuleMessage.fixes(diagnostics[0]) == ["fix: 16 px or 24 px"])
    }

    @Test func anAliasOfAnExceptionIsReportedItself() throws {
        let diagnostics = try check(##"{"space": {"$type": "dimension", "hair": {"$value": {"value": 1, "unit": "px"}}, "line": {"$value": "{space.hair}"}}}"##)
        try #require(diagnostics.count == 1, "\(diagnostics.map(\.description))")
        #expect(diagnostics[0].message.hasPrefix("space.line is 1 px"))
        #expect(RuleMessage.fixes(diagnostics[0]) == ["fix: 8 px"])
    }

    @Test func zeroIsOfferedOnlyWhenItIsTheOnlyMultiple() {
        #expect(GridRule.neighbours(of: 3, base: 8) == [8])
        #expect(GridRule.neighbours(of: -3, base: 8) == [-8])
        #expect(GridRule.neighbours(of: 28, base: 8) == [24, 32])
        #expect(GridRule.neighbours(of: 24.0005, base: 8) == [])
        #expect(GridRule.isOff(.nan, base: 8))
    }
}
