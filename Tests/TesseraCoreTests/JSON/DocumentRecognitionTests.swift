import Testing
@testable import TesseraCore

/// Resolver documents and files that are no token files at all, told from the root object alone.
@Suite struct DocumentRecognitionTests {
    func root(_ text: String) throws -> JSONObject {
        try #require(try JSONReader.read(SourceFile(path: "x.json", text: text)).object)
    }

    @Test(arguments: [
        ##"{"version": "2025.10", "resolutionOrder": []}"##,
        ##"{"resolutionOrder": [{"$ref": "#/sets/a"}]}"##,
        ##"{"version": "2025.10", "description": "no order yet"}"##,
        ##"{"version": "2025.10", "sets": {}, "modifiers": {}, "$schema": "https://www.designtokens.org/schemas/2025.10/resolver.json"}"##,
    ])
    func resolvers(_ text: String) throws {
        #expect(ResolverDocument.recognizes(try root(text)))
    }

    @Test(arguments: [
        ##"{"color": {"$type": "color"}}"##,
        ##"{"version": {"$value": 1, "$type": "number"}}"##,
        ##"{"version": "1.0", "color": {"red": {"$value": "#f00"}}}"##,
        ##"{}"##,
    ])
    func tokenFiles(_ text: String) throws {
        let object = try root(text)
        #expect(!ResolverDocument.recognizes(object))
        #expect(ForeignDocument.describe(object) == nil)
    }

    @Test(arguments: [
        (##"{"$schema": "http://json-schema.org/draft-07/schema#", "definitions": {}}"##, "a JSON Schema"),
        (##"{"name": "x", "version": "1.0.0", "dependencies": {}}"##, "an npm package.json"),
        (##"{"props": {"A": {"value": "#fff"}}}"##, "a Theo token file"),
        (##"{"props": [{"name": "a", "value": 1}], "global": {}}"##, "a Theo token file"),
        (##"{"document": {"id": "0:0"}, "schemaVersion": 0}"##, "a Figma REST API file"),
        (##"{"source": ["tokens/**/*.json"], "platforms": {"css": {}}}"##, "a Style Dictionary configuration"),
    ])
    func foreignFiles(_ text: String, _ kind: String) throws {
        let description = try #require(ForeignDocument.describe(try root(text)))
        #expect(description.hasPrefix(kind), "\(description)")
        #expect(!ForeignDocument.message(description).contains("\n"))
    }

    @Test func aDTCGGroupNamedPropsIsTokens() throws {
        let object = try root(##"{"props": {"gap": {"$value": {"value": 4, "unit": "px"}, "$type": "dimension"}}}"##)
        #expect(ForeignDocument.describe(object) == nil)
    }

    @Test func aDesignTokensSchemaIsNotJSONSchema() throws {
        let object = try root(##"{"$schema": "https://www.designtokens.org/schemas/2025.10/format.json", "properties": {"$type": "color", "x": {"$value": "#fff"}}}"##)
        #expect(ForeignDocument.describe(object) == nil)
    }
}
