import Testing
@testable import TesseraCore

/// Shapes that real token files use and lenient reading converts (issue 24), each read as a whole
/// file through `TokenResolution`, as `tessera resolve --lenient` reads it: the value it resolves to
/// and the one warning per kind that says what was converted.
@Suite struct RealWorldShapeTests {
    struct Outcome {
        var set: ResolvedTokenSet
        var log: DiagnosticLog
        var codes: [String] { log.all.filter { $0.severity != .note }.map(\.code) }
        var errors: [Diagnostic] { log.all.filter { $0.severity == .error } }
        func json(_ path: String) -> String { set[path].map { $0.value.jsonNode.compactText } ?? "missing" }
    }

    func read(_ json: String, mode: ImportMode = .lenient) throws -> Outcome {
        var log = DiagnosticLog()
        let root = try JSONReader.read(SourceFile(path: "shapes.json", text: json))
        let set = TokenResolution.resolve(root.object ?? JSONObject(), mode: mode, log: &log)
        return Outcome(set: set, log: log)
    }

    @Test func tokensStudioAndFigmaTypeNames() throws {
        let outcome = try read(#"{"a": {"$type": "fontSize", "$value": "16"}, "b": {"$type": "size", "$value": 4}, "c": {"$type": "lineHeight", "$value": 1.5}, "d": {"$type": "float", "$value": 2}}"#)
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        #expect(outcome.json("a") == #"{"value": 16, "unit": "px"}"#)
        #expect(outcome.json("b") == #"{"value": 4, "unit": "px"}"#)
        #expect(outcome.json("c") == "1.5")
        #expect(outcome.codes.filter { $0 == "legacy-type-name" }.count == 1)
    }

    @Test func shortAndLongHexFallbacks() throws {
        let outcome = try read(##"{"c": {"$type": "color", "a": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#f00"}}, "b": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#ff000080"}}}}"##)
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        #expect(outcome.json("c.a").contains(##""hex": "#ff0000""##), "\(outcome.json("c.a"))")
        #expect(outcome.json("c.b").contains(#""alpha": 0.502"#), "\(outcome.json("c.b"))")
        #expect(outcome.codes == ["legacy-color-hex"])
    }

    @Test func deviceUnitsAndEmptyUnits() throws {
        let outcome = try read(#"{"d": {"$type": "dimension", "a": {"$value": "4dp"}, "b": {"$value": "6pt"}, "c": {"$value": {"value": 0, "unit": ""}}, "e": {"$value": {"value": 8, "unit": "dp"}}}}"#)
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        #expect(["d.a", "d.b", "d.c", "d.e"].map(outcome.json) == [
            #"{"value": 4, "unit": "px"}"#, #"{"value": 6, "unit": "px"}"#, #"{"value": 0, "unit": "px"}"#, #"{"value": 8, "unit": "px"}"#,
        ])
        #expect(outcome.codes.sorted() == ["legacy-dimension-unit", "legacy-dimension-unitless"])
    }

    @Test func nullDescriptionsAndUnknownProperties() throws {
        let outcome = try read(#"{"a": {"$type": "number", "$value": 1, "$description": null, "$figmaId": "12:34"}}"#)
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        #expect(outcome.set["a"]?.description == nil)
        #expect(outcome.set["a"]?.extensions?.compactText == #"{"org.tessera.legacy": {"$figmaId": "12:34"}}"#)
        #expect(outcome.codes.sorted() == ["legacy-null-description", "legacy-unknown-property"])
        let strict = try read(#"{"a": {"$type": "number", "$value": 1, "$description": null, "$figmaId": "x"}}"#, mode: .strict)
        #expect(strict.errors.count == 2)
        #expect(strict.errors.allSatisfy { $0.message.contains("`--lenient` (or `import: lenient`)") }, "\(strict.errors.map(\.message))")
    }

    @Test func untypedTokensTakeTheirTypeFromTheValue() throws {
        let outcome = try read(##"{"brand": {"$value": "#3366ff"}, "gap": {"$value": "16px"}, "fast": {"$value": "200ms"}, "ratio": {"$value": 1.5}, "link": {"$value": "{brand}"}}"##)
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        #expect(outcome.set["brand"]?.type == .color)
        #expect(outcome.set["gap"]?.type == .dimension)
        #expect(outcome.set["fast"]?.type == .duration)
        #expect(outcome.set["ratio"]?.type == .number)
        #expect(outcome.set["link"]?.type == .color)
        #expect(outcome.codes.filter { $0 == "legacy-inferred-type" }.count == 1)
    }

    /// Style Dictionary v3, as its documentation lays a project out: categories for types, values
    /// without `$`, `.value` references, unitless sizes, comments.
    @Test func styleDictionaryVersion3() throws {
        let outcome = try read(#"""
            {"color": {"base": {"red": {"value": "#ff0000"}, "gray": {"light": {"value": "#cccccc"}}},
                       "font": {"base": {"value": "{color.base.red.value}", "comment": "the main text colour"}}},
             "size": {"font": {"small": {"value": "0.75"}, "base": {"value": "1"}}, "padding": {"value": 16}},
             "time": {"fast": {"value": 150}}}
            """#)
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        #expect(outcome.set["color.font.base"]?.type == .color)
        #expect(outcome.set["color.font.base"]?.description == "the main text colour")
        #expect(outcome.json("color.font.base") == outcome.json("color.base.red"))
        #expect(outcome.json("size.font.small") == #"{"value": 0.75, "unit": "rem"}"#)
        #expect(outcome.json("size.padding") == #"{"value": 16, "unit": "rem"}"#)
        #expect(outcome.json("time.fast") == #"{"value": 150, "unit": "ms"}"#)
        #expect(Set(outcome.codes) == ["legacy-unprefixed-keys", "legacy-category-type", "legacy-value-reference", "legacy-color-string", "legacy-duration-unitless"])
    }

    @Test func tokensStudioMath() throws {
        let outcome = try read(#"""
            {"space": {"$type": "spacing", "base": {"$value": "4"}, "double": {"$value": "{space.base} * 2"},
                       "mean": {"$value": "({space.base} + {space.double}) / 2"}, "third": {"$value": "roundTo({space.base} / 3, 2)"},
                       "neg": {"$value": "-{space.base}"}},
             "ratio": {"$type": "number", "$value": "{space.double} / {space.base}"}}
            """#)
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        #expect(outcome.json("space.double") == #"{"value": 8, "unit": "px"}"#)
        #expect(outcome.json("space.mean") == #"{"value": 6, "unit": "px"}"#)
        #expect(outcome.json("space.third") == #"{"value": 1.33, "unit": "px"}"#)
        #expect(outcome.json("space.neg") == #"{"value": -4, "unit": "px"}"#)
        #expect(outcome.json("ratio") == "2")
        #expect(outcome.codes.filter { $0 == "legacy-math" }.count == 1)
    }

    @Test func mathThatCannotBeComputedIsOneErrorEach() throws {
        let outcome = try read(#"{"s": {"$type": "dimension", "a": {"$value": "{s.missing} * 2"}, "b": {"$value": "{s.c} + 1"}, "c": {"$value": "{s.b} + 1"}, "d": {"$value": "1px + 1rem"}}}"#)
        #expect(outcome.errors.map(\.code) == ["legacy-math", "legacy-math", "legacy-math", "legacy-math"])
        #expect(outcome.errors.first?.message.contains("'{s.missing}' does not match any token") == true)
        #expect(outcome.errors.dropFirst().first?.message.contains("come back to it") == true)
        #expect(outcome.errors.last?.message.contains("cannot add px and rem") == true, "\(outcome.errors.map(\.message))")
    }

    /// Bug: math was reported as a reference without its closing brace.
    @Test func strictModeNamesMathAsMath() throws {
        let outcome = try read(#"{"s": {"$type": "dimension", "a": {"$value": {"value": 4, "unit": "px"}}, "b": {"$value": "{s.a} * 2"}, "c": {"$value": "2 * {s.a}"}}}"#, mode: .strict)
        #expect(outcome.errors.count == 2)
        #expect(outcome.errors.allSatisfy { $0.message.contains("math on references") && $0.message.contains("--lenient") }, "\(outcome.errors.map(\.message))")
    }

    /// Bug: the message said "2% of 16px" whatever the value was.
    @Test func relativeLetterSpacingKeepsItsSign() throws {
        let outcome = try read(#"{"t": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": "16px", "fontWeight": 400, "lineHeight": 1.5, "letterSpacing": "-2%"}}}"#)
        #expect(outcome.json("t").contains(#""letterSpacing": {"value": -0.32, "unit": "px"}"#), "\(outcome.json("t"))")
        let warning = outcome.log.all.first { $0.code == "legacy-letter-spacing" }
        #expect(warning?.message.contains(#""-2%" became {"value": -0.32, "unit": "px"}"#) == true, "\(warning?.message ?? "none")")
    }

    /// Every strict error for a shape lenient reading converts names the flag and the exact value.
    @Test func strictErrorsSayWhatLenientReadingWouldRead() throws {
        let outcome = try read(##"""
            {"gap": {"$type": "dimension", "$value": "16px"}, "device": {"$type": "dimension", "$value": {"value": 4, "unit": "dp"}},
             "red": {"$type": "color", "$value": "#ff0000"},
             "short": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#f00"}},
             "size": {"$type": "fontSize", "$value": {"value": 16, "unit": "px"}}}
            """##, mode: .strict)
        let messages = outcome.errors.map(\.message)
        #expect(messages.count == 5, "\(messages)")
        #expect(messages.allSatisfy { $0.contains("`--lenient` (or `import: lenient`)") || $0.contains("import: lenient") }, "\(messages)")
        #expect(messages.contains { $0.contains(#"reads this as {"value": 16, "unit": "px"}"#) })
        #expect(messages.contains { $0.contains("reads dp as px") })
        #expect(messages.contains { $0.contains(##"reads this as {"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#ff0000"}"##) })
        #expect(messages.contains { $0.contains(##"rewrites it as "#ff0000""##) })
    }

    /// Figma variables' string and boolean types: typed pass-through tokens in lenient mode, unknown
    /// types in strict mode.
    @Test func stringAndBooleanTokens() throws {
        let json = #"{"label": {"$type": "string", "$value": "Save"}, "on": {"$type": "boolean", "$value": true}, "bad": {"$type": "boolean", "$value": "yes"}, "ref": {"$value": "{label}"}}"#
        let outcome = try read(json)
        #expect(outcome.set["label"]?.value == .string("Save"))
        #expect(outcome.set["on"]?.value == .boolean(true))
        #expect(outcome.set["ref"]?.value == .string("Save"))
        #expect(outcome.errors.map(\.code) == ["invalid-boolean"])
        #expect(outcome.codes.contains("legacy-pass-through-type"))
        let strict = try read(json, mode: .strict)
        #expect(strict.errors.filter { $0.code == "invalid-type" }.count == 3)
    }

    /// Tokens Studio colour modifiers, applied with Tessera's documented formulas; an alias of a
    /// modified token gets the modified colour.
    @Test func tokensStudioColorModifiers() throws {
        func modify(_ type: String, _ value: Double, space: String, color: String? = nil) -> String {
            let mix = color.map { #", "color": "\#($0)""# } ?? ""
            return #"{"studio.tokens": {"modify": {"type": "\#(type)", "value": \#(value), "space": "\#(space)"\#(mix)}}}"#
        }
        let outcome = try read(##"""
            {"c": {"$type": "color",
              "base": {"$value": "#808080"},
              "lighter": {"$value": "{c.base}", "$extensions": \##(modify("lighten", 0.5, space: "srgb"))},
              "darker": {"$value": "{c.base}", "$extensions": \##(modify("darken", 0.5, space: "srgb"))},
              "mixed": {"$value": "#000000", "$extensions": \##(modify("mix", 0.5, space: "srgb", color: "#ffffff"))},
              "faded": {"$value": "#ff0000", "$extensions": \##(modify("alpha", 0.25, space: "srgb"))},
              "hsl": {"$value": "#ff0000", "$extensions": \##(modify("lighten", 0.5, space: "hsl"))},
              "link": {"$value": "{c.lighter}"}}}
            """##)
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        func hex(_ path: String) -> String? {
            guard case .color(let color)? = outcome.set[path]?.value else { return nil }
            return color.srgbHexWithAlpha
        }
        #expect(hex("c.lighter") == "#c0c0c0")
        #expect(hex("c.darker") == "#404040")
        #expect(hex("c.mixed") == "#808080")
        #expect(hex("c.faded") == "#ff000040")
        #expect(hex("c.hsl") == "#ff8080")
        #expect(hex("c.link") == "#c0c0c0", "an alias gets the modified colour")
        #expect(outcome.codes.filter { $0 == "legacy-color-modifier" }.count == 1)
    }
}
