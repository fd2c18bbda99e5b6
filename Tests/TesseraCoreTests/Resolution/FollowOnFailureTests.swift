@testable import TesseraCore
import Testing

/// A token dropped because it is invalid is reported once; the tokens that reference it, or that
/// have no type because of its group's `$type`, are one note on that error (issue 24).
@Suite struct FollowOnFailureTests {
    /// `{"name": {"$value": …}, …}` members, one per line, so each is at line `index + first`.
    func members(_ count: Int, _ member: (Int) -> String) -> String {
        (0..<count).map(member).joined(separator: ",\n")
    }

    @Test func aBrokenGroupTypeIsOneErrorWithOneNote() {
        let json = """
            {"broken": {
            "$type": "colour",
            \(members(50) { "\"t\($0)\": {\"$value\": 1}" })
            }}
            """
        let (set, diagnostics) = resolve(json)
        #expect(set.count == 0)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.code == "invalid-type")
        #expect(diagnostics.first?.notes.map(\.message) == [
            "50 tokens in this group have no type because of it; the first is 'broken.t0' at tokens.json:3:1",
        ])
    }

    @Test func anInvalidTokenUsedByThirtyAliasesIsOneErrorWithOneNote() {
        let json = """
            {"bad": {"$type": "color", "$value": "#ff0000"},
            "alias": {
            \(members(30) { "\"a\($0)\": {\"$value\": \"{bad}\"}" })
            }}
            """
        let (set, diagnostics) = resolve(json)
        #expect(set.count == 0)
        #expect(diagnostics.codes == ["invalid-color"])
        #expect(diagnostics.first?.notes.map(\.message) == [
            "used by 30 tokens, which fail with it; the first is 'alias.a0' at tokens.json:3:1",
        ])
    }

    @Test func aDroppedTokenIsNotReportedAsMissing() {
        // Both $ref and $value: the walk reports it and leaves it out, so it matches no token.
        let json = """
            {"bad": {"$type": "number", "$value": 1, "$ref": "#/other/$value"},
            "one": {"$value": "{bad}"},
            "two": {"$type": "border", "$value": {"color": "{nowhere}", "width": "{bad}", "style": "solid"}}}
            """
        let (_, diagnostics) = resolve(json)
        #expect(diagnostics.codes == ["ref-and-value", "unresolved-reference"])
        #expect(diagnostics.first?.notes.map(\.message) == ["used by 1 token, which fails with it: 'one' at tokens.json:2:1"])
        #expect(diagnostics.last?.message.contains("'{nowhere}'") == true, "a reference to nothing is still reported")
    }

    @Test func tokensFailingThroughAChainCountAgainstTheFirstError() {
        let json = """
            {"bad": {"$type": "dimension", "$value": {"value": 1, "unit": "em"}},
            "a": {"$value": "{bad}"}, "b": {"$value": "{a}"}, "c": {"$value": "{b}"}}
            """
        let (_, diagnostics) = resolve(json)
        #expect(diagnostics.codes == ["invalid-dimension"])
        #expect(diagnostics.first?.notes.map(\.message) == ["used by 3 tokens, which fail with it; the first is 'a' at tokens.json:2:1"])
    }

    @Test func twoDifferentCausesStayTwoErrorsEachWithItsOwnNote() {
        let json = """
            {"g1": {"$type": "colour", "x": {"$value": 1}},
            "g2": {"$type": "size", "y": {"$value": 1}, "z": {"$value": 2}},
            "bad": {"$type": "number", "$value": "1"}, "alias": {"$value": "{bad}"}}
            """
        let (_, diagnostics) = resolve(json)
        #expect(diagnostics.codes == ["invalid-type", "invalid-type", "invalid-number"])
        #expect(diagnostics.map { $0.notes.map(\.message) } == [
            ["1 token in this group has no type because of it: 'g1.x' at tokens.json:1:28"],
            ["2 tokens in this group have no type because of it; the first is 'g2.y' at tokens.json:2:25"],
            ["used by 1 token, which fails with it: 'alias' at tokens.json:3:44"],
        ])
    }

    @Test func aTokenWithoutAnyTypeIsStillReported() {
        let (_, diagnostics) = resolve(#"{"g": {"a": {"$value": 1}}}"#)
        #expect(diagnostics.codes == ["missing-type"])
        #expect(diagnostics.first?.notes.isEmpty == true)
    }

    @Test func tokensReferencingACycleAreANoteOnIt() {
        let json = """
            {"a": {"$value": "{b}"}, "b": {"$value": "{a}"},
            "c": {"$value": "{a}"}}
            """
        let (_, diagnostics) = resolve(json)
        #expect(diagnostics.codes == ["reference-cycle"])
        #expect(diagnostics.first?.notes.map(\.message) == ["used by 1 token, which fails with it: 'c' at tokens.json:2:1"])
    }
}
