import Testing
@testable import TesseraCore

@Suite struct ReferenceTests {
    @Test func aliasesFollowChainsAndKeepTheDirectTarget() throws {
        let (set, diagnostics) = resolve("""
            {"size": {"$type": "dimension", "a": {"$value": \(px(4))}, "b": {"$value": "{size.a}"}, "c": {"$value": "{size.b}"}}}
            """)
        #expect(diagnostics.isEmpty)
        let c = try #require(set["size.c"])
        #expect(c.value == .dimension(Dimension(4, .px)))
        #expect(c.aliasOf == TokenPath("size.b"))
        #expect(c.rawValue.string == "{size.b}")
    }

    @Test func aThousandStepChainResolves() throws {
        var members = ["\"t0\": {\"$value\": 1}"]
        for index in 1...1000 { members.append("\"t\(index)\": {\"$value\": \"{n.t\(index - 1)}\"}") }
        let (set, diagnostics) = resolve("{\"n\": {\"$type\": \"number\", \(members.joined(separator: ","))}}")
        #expect(diagnostics.isEmpty)
        #expect(set["n.t1000"]?.value == .number(1))
    }

    @Test func aHundredThousandStepChainDoesNotOverflowTheStack() throws {
        var members = ["\"t0\": {\"$value\": 1}"]
        for index in 1...100_000 { members.append("\"t\(index)\": {\"$value\": \"{n.t\(index - 1)}\"}") }
        let (set, diagnostics) = resolve("{\"n\": {\"$type\": \"number\", \(members.joined(separator: ","))}}")
        #expect(diagnostics.isEmpty)
        #expect(set["n.t100000"]?.value == .number(1))
    }

    @Test func aThreeCycleIsReportedOnceWithTheChain() throws {
        let (set, diagnostics) = resolve("""
            {"c": {"$type": "number",
              "a": {"$value": "{c.b}"},
              "b": {"$value": "{c.c}"},
              "c": {"$value": "{c.a}"},
              "d": {"$value": "{c.a}"}}}
            """)
        let cycles = diagnostics.filter { $0.code == "reference-cycle" }
        #expect(cycles.count == 1, "one error per cycle, at its first token")
        #expect(cycles.compactMap { $0.location?.line } == [2])
        #expect(cycles.allSatisfy { $0.message.contains("c.a → c.b → c.c → c.a") })
        #expect(set.count == 0, "no member of a cycle, nor what depends on one, is output")
        #expect(diagnostics.count == 1, "a token that depends on a cycle is not reported again")
    }

    @Test func selfReferenceIsACycle() {
        let (_, diagnostics) = resolve(#"{"a": {"$type": "number", "$value": "{a}"}}"#)
        #expect(diagnostics.codes == ["reference-cycle"])
    }

    @Test func typeMismatchIsAnError() {
        let (_, diagnostics) = resolve("""
            {"n": {"$type": "number", "$value": 2}, "d": {"$type": "dimension", "$value": "{n}"}}
            """)
        #expect(diagnostics.codes == ["reference-type-mismatch"])
        #expect(diagnostics.first?.message.contains("dimension") == true)
    }

    @Test func aliasWithoutTypeTakesTheTargetsType() throws {
        let (set, diagnostics) = resolve("""
            {"n": {"$type": "number", "$value": 2}, "g": {"$type": "color", "alias": {"$value": "{n}"}}}
            """)
        #expect(diagnostics.isEmpty)
        #expect(set["g.alias"]?.type == .number)
    }

    @Test func compositePartsAreCheckedAgainstTheirSlot() {
        let (_, diagnostics) = resolve("""
            {"n": {"$type": "number", "$value": 2},
             "b": {"$type": "border", "$value": {"color": {"colorSpace": "srgb", "components": [0, 0, 0]}, "width": "{n}", "style": "solid"}}}
            """)
        #expect(diagnostics.codes == ["reference-type-mismatch"])
        #expect(diagnostics.first?.location?.line == 2)
    }

    @Test func unresolvedReferenceSuggestsTheClosestToken() {
        let (_, diagnostics) = resolve("""
            {"space": {"$type": "number", "medium": {"$value": 2}, "x": {"$value": "{space.meduim}"}}}
            """)
        #expect(diagnostics.codes == ["unresolved-reference"])
        #expect(diagnostics.first?.message.contains("did you mean '{space.medium}'") == true)
    }

    @Test func referenceToAGroupExplainsRoot() {
        let (_, diagnostics) = resolve("""
            {"accent": {"$type": "number", "$root": {"$value": 1}, "soft": {"$value": 2}}, "x": {"$type": "number", "$value": "{accent}"}}
            """)
        #expect(diagnostics.codes == ["reference-to-group"])
        #expect(diagnostics.first?.message.contains("{accent.$root}") == true)
    }

    @Test func rootTokensAreReferencedByTheirPath() throws {
        let (set, diagnostics) = resolve("""
            {"accent": {"$type": "number", "$root": {"$value": 1}}, "x": {"$type": "number", "$value": "{accent.$root}"}}
            """)
        #expect(diagnostics.isEmpty)
        #expect(set["x"]?.value == .number(1))
    }

    @Test(arguments: ["{a.b", "{}", "{a} * 2", "{a..b}", "{a.$value}"])
    func malformedCurlyReferences(_ text: String) {
        let (_, diagnostics) = resolve("{\"a\": {\"b\": {\"$type\": \"number\", \"$value\": 1}}, \"x\": {\"$type\": \"fontFamily\", \"$value\": \"\(text)\"}}")
        #expect(diagnostics.codes == ["malformed-reference"])
    }

    @Test func gradientReferenceIsSplicedWithAWarning() throws {
        let stop = #"{"color": {"colorSpace": "srgb", "components": [1, 0, 0]}, "position": 0}"#
        let (set, diagnostics) = resolve("""
            {"g": {"$type": "gradient", "base": {"$value": [\(stop)]}, "more": {"$value": ["{g.base}", \(stop)]}}}
            """)
        #expect(diagnostics.codes == ["reference-spliced"])
        guard case .gradient(let stops)? = set["g.more"]?.value else {
            Issue.record("expected a gradient")
            return
        }
        #expect(stops.count == 2)
    }
}
