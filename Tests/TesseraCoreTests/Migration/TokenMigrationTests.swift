import Testing
@testable import TesseraCore

/// `TokenMigration.plan` on small inputs: what a migrated file holds and where.
@Suite("TokenMigration: rewriting one file")
struct TokenMigrationTests {
    static func input(_ text: String, _ path: String = "tokens.json") throws -> MigrationInput {
        let tree = try #require(try JSONReader.read(SourceFile(path: path, text: text)).object)
        return MigrationInput(relativePath: path, tree: tree)
    }

    static func migrated(_ texts: String...) throws -> (texts: [String], plan: MigrationPlan) {
        let plan = TokenMigration.plan(try texts.enumerated().map { try input($0.element, "f\($0.offset).json") })
        return (plan.files.map { String(decoding: $0.bytes, as: UTF8.self) }, plan)
    }

    /// The compact form of a migrated file, for short expectations.
    static func compact(_ text: String) throws -> String {
        try JSONReader.read(SourceFile(path: "", text: text)).compactText
    }

    @Test("keys keep their order; value, type and description take their $")
    func keyOrder() throws {
        let (texts, _) = try Self.migrated(#"{"a": {"description": "A.", "type": "number", "value": "2", "extra": {"x": 1}}}"#)
        #expect(try Self.compact(texts[0]) == #"{"a": {"$description": "A.", "$type": "number", "$value": 2}}"#)
    }

    @Test("a type lenient reading infers is written before the value; an alias keeps none")
    func inferredType() throws {
        let (texts, plan) = try Self.migrated(##"{"color": {"red": {"value": "#ff0000"}, "alias": {"value": "{color.red.value}"}}}"##)
        #expect(try Self.compact(texts[0]) == ##"{"color": {"red": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#ff0000"}}, "alias": {"$value": "{color.red}"}}}"##)
        #expect(plan.files[0].conversions == [
            "2 keys given their $", "1 colour string", "1 type from its Style Dictionary category", "1 reference ending in .value",
        ])
    }

    @Test("a 2025.10 file comes back as JSONWriter writes it, with no conversions")
    func alreadyCurrent() throws {
        let text = "{\n  \"n\": {\n    \"$type\": \"number\",\n    \"$value\": 1.5\n  }\n}\n"
        let (texts, plan) = try Self.migrated(text)
        #expect(texts == [text])
        #expect(plan.files[0].summaryLine(from: "a.json", to: "a.json", unchanged: true) == "a.json: already DTCG 2025.10, unchanged")
    }

    @Test("Tokens Studio math is written as its result, and the summary says the relation is lost")
    func math() throws {
        let (texts, plan) = try Self.migrated(#"{"s": {"base": {"value": "4px", "type": "spacing"}, "lg": {"value": "{s.base} * 3", "type": "spacing"}}}"#)
        #expect(try Self.compact(texts[0]).contains(#""lg": {"$value": {"value": 12, "unit": "px"}, "$type": "dimension"}"#))
        #expect(plan.files[0].conversions.contains { $0.hasPrefix("1 Tokens Studio math expression written as the computed value (the relation") })
    }

    @Test("an older value with children becomes a group with a $root token, and the group takes its type")
    func valueAndChildren() throws {
        let (texts, _) = try Self.migrated(##"{"accent": {"value": "#ff6600", "type": "color", "dark": {"value": "#cc5200"}}}"##)
        let text = try Self.compact(texts[0])
        #expect(text.hasPrefix(#"{"accent": {"$type": "color", "$root": {"$value": {"colorSpace""#), "\(text)")
        #expect(text.contains(#""dark": {"$value": {"#))
    }

    @Test("a token with no DTCG type is left out, as lenient reading leaves it out")
    func unsupportedType() throws {
        let (texts, plan) = try Self.migrated(#"{"t": {"value": "Hello", "type": "text"}, "n": {"value": 1, "type": "number"}}"#)
        #expect(try Self.compact(texts[0]) == #"{"n": {"$value": 1, "$type": "number"}}"#)
        #expect(plan.files[0].conversions.last == "1 token with no DTCG type left out (t)")
    }

    @Test("per-token modes become a resolver: one set of the files, a modifier whose contexts hold the mode values")
    func modes() throws {
        let (texts, plan) = try Self.migrated(
            #"{"bg": {"$type": "color", "$value": "{c.white}", "$extensions": {"mode": {"light": "{c.white}", "dark": "{c.black}"}}}}"#,
            ##"{"c": {"$type": "color", "white": {"$value": "#ffffff"}, "black": {"$value": "#000000"}}}"##)
        #expect(plan.hasResolver)
        #expect(plan.resolver?.relativePath == "tokens.resolver.json")
        #expect(try Self.compact(texts[0]) == #"{"bg": {"$type": "color", "$value": "{c.white}"}}"#)
        let resolver = try Self.compact(texts[2])
        #expect(resolver.contains(#""sets": {"tokens": {"sources": [{"$ref": "f0.json"}, {"$ref": "f1.json"}]}}"#), "\(resolver)")
        // Light and dark modes are an appearance: light is the default context (no `default`).
        #expect(resolver.contains(#""contexts": {"light": [{"bg": {"$type": "color", "$value": "{c.white}"}}], "dark": [{"bg": {"$type": "color", "$value": "{c.black}"}}]}, "default": "light""#), "\(resolver)")
        #expect(plan.permutations.map(\.description) == ["mode=light", "mode=dark"])
    }

    @Test("math whose result depends on the mode is written in that mode's context too")
    func mathPerMode() throws {
        let (texts, _) = try Self.migrated(
            #"{"s": {"$type": "dimension", "base": {"$value": "4px", "$extensions": {"mode": {"compact": "2px"}}}, "lg": {"value": "{s.base} * 2"}}}"#)
        #expect(try Self.compact(texts[0]).contains(#""lg": {"$value": {"value": 8, "unit": "px"}}"#))
        let resolver = try Self.compact(texts[1])
        #expect(resolver.contains(#""compact": [{"s": {"base": {"$value": {"value": 2, "unit": "px"}}, "lg": {"$value": {"value": 4, "unit": "px"}}}}]"#), "\(resolver)")
    }

    @Test("the resolver of one file is named after it")
    func resolverName() throws {
        let input = try Self.input(#"{"a": {"$type": "number", "$value": 1, "$extensions": {"mode": {"x": 2}}}}"#, "sub/colors.tokens.json")
        #expect(MigrationResolver.fileName(for: [input]) == "colors.resolver.json")
    }
}
