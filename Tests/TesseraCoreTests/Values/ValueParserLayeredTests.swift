import Testing
import TesseraCore

@Suite("ValueParser: shadow, gradient, typography")
struct ValueParserLayeredTests {
    static let shadowBlack = ColorValue(space: .srgb, components: [0, 0, 0], alpha: 0.5)

    @Test("a shadow object and an array of them")
    func shadows() throws {
        let single = try parseValue(Snippet.shadow(), as: .shadow)
        let expected = Shadow(color: Self.shadowBlack, offsetX: Dimension(0, .px), offsetY: Dimension(2, .px),
                              blur: Dimension(4, .px), spread: Dimension(0, .px), inset: false)
        #expect(single.value == .shadow([expected]))

        let layered = try parseValue("[\(Snippet.shadow()), \(Snippet.shadow(extra: #", "inset": true"#))]", as: .shadow)
        var inner = expected
        inner.inset = true
        #expect(layered.value == .shadow([expected, inner]))
    }

    @Test("shadow errors", arguments: [
        ("[]", "shadow must be a shadow object or a non-empty array of them, found an empty array"),
        (#""0 2px 4px black""#, #"found "0 2px 4px black""#),
        (#"{"color": {"colorSpace": "srgb", "components": [0, 0, 0]}, "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 0, "unit": "px"}, "blur": {"value": 0, "unit": "px"}}"#,
         #"shadow is missing the required key "spread""#),
        ("[\(Snippet.shadow()), \"none\"]", #"shadow layer 2: each shadow layer must be a shadow object"#),
        ("[\(Snippet.shadow()), \(Snippet.shadow(x: #"{"value": 1, "unit": "pt"}"#))]", #"shadow layer 2 offsetX: dimension unit must be "px" or "rem", found "pt""#),
        (Snippet.shadow(extra: #", "inset": "true""#), #"shadow inset must be true or false, found "true""#),
        (Snippet.shadow(extra: #", "type": "dropShadow""#), #"shadow has an unexpected key "type""#),
    ])
    func shadowErrors(_ json: String, _ expected: String) throws {
        let parsed = try parseValue(json, as: .shadow)
        #expect(parsed.value == nil)
        #expect(!parsed.codes.isEmpty && parsed.codes.allSatisfy { $0 == "invalid-shadow" })
        #expect(parsed.messages.contains { $0.hasPrefix(expected) || $0.contains(expected) }, "\(parsed.messages)")
    }

    @Test("gradients, with out-of-range positions clamped and warned about")
    func gradients() throws {
        let valid = try parseValue(#"[{"color": \#(Snippet.red), "position": 0}, {"color": \#(Snippet.black), "position": 1}]"#, as: .gradient)
        #expect(valid.log.isEmpty)
        #expect(valid.value == .gradient([
            GradientStop(color: ColorValue(space: .srgb, components: [1, 0, 0]), position: 0),
            GradientStop(color: Self.shadowBlack, position: 1),
        ]))

        let clamped = try parseValue(#"[{"color": \#(Snippet.red), "position": -0.5}, {"color": \#(Snippet.red), "position": 1.25}]"#, as: .gradient)
        #expect(clamped.value.map { if case .gradient(let stops) = $0 { stops.map(\.position) } else { [] } } == [0, 1])
        #expect(clamped.errors.isEmpty)
        #expect(clamped.codes == ["gradient-position-clamped", "gradient-position-clamped"])
        #expect(clamped.messages == [
            "gradient stop 1: gradient stop position -0.5 is outside [0, 1]; clamped to 0",
            "gradient stop 2: gradient stop position 1.25 is outside [0, 1]; clamped to 1",
        ])
    }

    @Test("gradient errors", arguments: [
        ("[]", "gradient must be a non-empty array of stops"),
        (#"{"color": {"colorSpace": "srgb", "components": [1, 0, 0]}, "position": 0}"#, "found an object"),
        (#"[{"position": 0}]"#, #"gradient stop 1: gradient stop is missing the required key "color""#),
        (#"[{"color": {"colorSpace": "srgb", "components": [1, 0, 0]}}]"#, #"missing the required key "position""#),
        (#"[{"color": {"colorSpace": "srgb", "components": [1, 0, 0]}, "position": "50%"}]"#, #"gradient stop 1: gradient stop position must be a number in [0, 1], found "50%""#),
        (##"[{"color": "#ff0000", "position": 0}]"##, "gradient stop 1 color: color must be an object"),
    ])
    func gradientErrors(_ json: String, _ expected: String) throws {
        let parsed = try parseValue(json, as: .gradient)
        #expect(parsed.value == nil)
        #expect(parsed.codes.allSatisfy { $0 == "invalid-gradient" } && !parsed.codes.isEmpty)
        #expect(parsed.messages.contains { $0.contains(expected) }, "\(parsed.messages)")
    }

    static let typography = #"{"fontFamily": ["Inter", "sans-serif"], "fontSize": {"value": 1, "unit": "rem"}, "fontWeight": "semi-bold", "letterSpacing": {"value": -0.5, "unit": "px"}, "lineHeight": 1.4}"#

    @Test("typography")
    func typography() throws {
        let parsed = try parseValue(Self.typography, as: .typography)
        #expect(parsed.value == .typography(Typography(
            fontFamily: ["Inter", "sans-serif"], fontSize: Dimension(1, .rem), fontWeight: 600,
            letterSpacing: Dimension(-0.5, .px), lineHeight: 1.4)))
    }

    @Test("typography errors", arguments: [
        ("fontFamily", #"typography is missing the required key "fontFamily""#),
        ("letterSpacing", #"typography is missing the required key "letterSpacing""#),
        ("lineHeight", #"typography is missing the required key "lineHeight""#),
    ])
    func typographyMissing(_ key: String, _ expected: String) throws {
        var object = try JSONReader.read(SourceFile(path: "t.json", text: Self.typography)).object ?? JSONObject()
        object[key] = nil
        var log = DiagnosticLog()
        #expect(ValueParser.parse(JSONNode(.object(object)), as: .typography, log: &log) == nil)
        #expect(log.all.map(\.code) == ["invalid-typography"])
        #expect(log.all.first?.message.hasPrefix(expected) == true)
    }

    @Test("typography sub-value errors")
    func typographySubValues() throws {
        let json = #"{"fontFamily": "Inter", "fontSize": 16, "fontWeight": 1200, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": {"value": 24, "unit": "px"}}"#
        let parsed = try parseValue(json, as: .typography)
        #expect(parsed.value == nil)
        #expect(parsed.codes == ["invalid-typography", "invalid-typography", "invalid-typography"])
        #expect(parsed.messages[0].hasPrefix("typography fontSize: dimension must be an object"))
        #expect(parsed.messages[1] == "typography fontWeight: fontWeight must be in [1, 1000], found 1200")
        #expect(parsed.messages[2] == "typography lineHeight: lineHeight must be a number (a multiplier of fontSize, such as 1.5), found an object; a dimension is not allowed here: divide it by the font size")
    }
}
