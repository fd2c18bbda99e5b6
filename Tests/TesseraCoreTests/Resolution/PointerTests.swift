import Testing
@testable import TesseraCore

@Suite struct PointerTests {
    static let colors = """
        "colors": {"$type": "color", "blue": {"$value": {"colorSpace": "srgb", "components": [0.2, 0.4, 0.8]}},
                   "a/b~c": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}
        """

    @Test func propertyLevelPointerReadsOneComponent() throws {
        let (set, diagnostics) = resolve("{\(Self.colors), \"x\": {\"$type\": \"number\", \"$ref\": \"#/colors/blue/$value/components/1\"}}")
        #expect(diagnostics.isEmpty)
        #expect(set["x"]?.value == .number(0.4))
    }

    @Test func tokenLevelPointerToValueIsAnAlias() throws {
        let (set, diagnostics) = resolve("{\(Self.colors), \"x\": {\"$ref\": \"#/colors/blue/$value\"}}")
        #expect(diagnostics.isEmpty)
        #expect(set["x"]?.type == .color)
        #expect(set["x"]?.aliasOf == TokenPath("colors.blue"))
    }

    @Test func escapedSegmentsAreDecoded() throws {
        let (set, diagnostics) = resolve("{\(Self.colors), \"x\": {\"$ref\": \"#/colors/a~1b~0c/$value\"}}")
        #expect(diagnostics.isEmpty)
        #expect(set["x"] != nil)
    }

    @Test(arguments: [
        ("colors/blue/$value", "malformed-reference"), ("#/colors//blue/$value", "malformed-reference"),
        ("#/colors/blue/$value/", "malformed-reference"), ("#/colors/blue/$value/components/3", "unresolved-reference"),
        ("#/colors/blue/$value/components/-1", "unresolved-reference"), ("#/colors/blue/$description", "invalid-reference-target"),
        ("#/colors", "reference-to-group"), ("#/colors/$type", "invalid-reference-target"), ("#/nope/$value", "unresolved-reference"),
        ("#/colors/blue", "invalid-reference-target"),
    ])
    func badPointersAreErrors(_ pointer: String, _ code: String) {
        let (_, diagnostics) = resolve("{\(Self.colors), \"x\": {\"$type\": \"color\", \"$ref\": \"\(pointer)\"}}")
        #expect(diagnostics.codes == [code], "\(diagnostics)")
    }

    @Test func pointerCyclesAreFound() {
        let (_, diagnostics) = resolve("""
            {"a": {"$type": "number", "$ref": "#/b/$value"}, "b": {"$type": "number", "$ref": "#/a/$value"}}
            """)
        #expect(diagnostics.codes == ["reference-cycle"], "one error per cycle")
    }

    @Test func bothRefAndValueIsAnError() {
        let (_, diagnostics) = resolve(##"{"a": {"$type": "number", "$value": 1, "$ref": "#/b/$value"}, "b": {"$type": "number", "$value": 2}}"##)
        #expect(diagnostics.codes == ["ref-and-value"])
    }
}
