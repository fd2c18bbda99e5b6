import Testing
@testable import TesseraCore

@Suite struct GroupTests {
    @Test func extendsDeepMergesAndLocalTokensWin() throws {
        let (set, diagnostics) = resolve("""
            {"base": {"$type": "number", "a": {"$value": 1}, "nested": {"b": {"$value": 2}, "c": {"$value": 3}}},
             "child": {"$extends": "{base}", "a": {"$value": 10}, "nested": {"c": {"$value": 30}}}}
            """)
        #expect(diagnostics.isEmpty)
        #expect(set["child.a"]?.value == .number(10))
        #expect(set["child.nested.b"]?.value == .number(2))
        #expect(set["child.nested.c"]?.value == .number(30))
        #expect(set["child.nested.b"]?.type == .number, "the inherited $type comes along")
    }

    @Test func extendsCyclesAreReportedOnEveryGroup() {
        let (_, diagnostics) = resolve("""
            {"a": {"$extends": "{b}", "x": {"$type": "number", "$value": 1}},
             "b": {"$extends": "{a}", "y": {"$type": "number", "$value": 1}}}
            """)
        #expect(diagnostics.filter { $0.code == "extends-cycle" }.count == 2)
    }

    @Test func extendingAnAncestorIsACycle() {
        let (_, diagnostics) = resolve(#"{"button": {"secondary": {"$extends": "{button}"}}}"#)
        #expect(diagnostics.codes == ["extends-cycle"])
    }

    @Test(arguments: [("{nope}", "extends-not-found"), ("{t}", "extends-not-group"), ("button", "invalid-extends")])
    func badExtendsTargets(_ target: String, _ code: String) {
        let (_, diagnostics) = resolve("{\"t\": {\"$type\": \"number\", \"$value\": 1}, \"g\": {\"$extends\": \"\(target)\"}}")
        #expect(diagnostics.codes == [code])
    }

    @Test func deprecationIsInheritedAndCanBeLifted() throws {
        let (set, _) = resolve("""
            {"old": {"$type": "number", "$deprecated": "use new", "a": {"$value": 1}, "b": {"$value": 2, "$deprecated": false}}}
            """)
        #expect(set["old.a"]?.deprecated == .deprecated(reason: "use new"))
        #expect(set["old.b"]?.deprecated == nil)
    }

    @Test func extensionsAreKeptVerbatim() throws {
        let (set, _) = resolve(#"{"a": {"$type": "number", "$value": 1, "$extensions": {"com.x": {"k": [1, "two"]}}}}"#)
        let extensions = try #require(set["a"]?.extensions?.object)
        #expect(extensions["com.x"]?.object?["k"]?.array?.count == 2)
    }

    @Test func caseOnlyDifferencesWarn() {
        let (_, diagnostics) = resolve(#"{"g": {"$type": "number", "Primary": {"$value": 1}, "primary": {"$value": 2}}}"#)
        #expect(diagnostics.codes == ["case-only-name-difference"])
    }

    @Test func incompleteTokenWarns() {
        let (_, diagnostics) = resolve(#"{"g": {"$type": "number"}}"#)
        #expect(diagnostics.codes == ["incomplete-token"])
    }

    @Test(arguments: ["a.b", "{a}", "$a"])
    func invalidNames(_ name: String) {
        let (_, diagnostics) = resolve("{\"\(name)\": {\"$type\": \"number\", \"$value\": 1}}")
        #expect(diagnostics.codes == ["invalid-token-name"])
    }

    @Test func unknownTypeSuggestsTheRightCase() {
        let (_, diagnostics) = resolve(#"{"a": {"$type": "Color", "$value": 1}}"#)
        #expect(diagnostics.first?.code == "invalid-type")
        #expect(diagnostics.first?.message.contains("write \"color\"") == true)
    }

    @Test func missingTypeIsAnError() {
        let (_, diagnostics) = resolve(#"{"a": {"$value": 1}}"#)
        #expect(diagnostics.codes == ["missing-type"])
    }
}
