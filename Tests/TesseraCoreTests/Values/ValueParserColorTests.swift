import Testing
import TesseraCore

@Suite("ValueParser: color")
struct ValueParserColorTests {
    @Test("valid colours in every space and shape", arguments: [
        #"{"colorSpace": "srgb", "components": [1, 0.5, 0]}"#,
        ##"{"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0, "hex": "#000000"}"##,
        ##"{"colorSpace": "srgb-linear", "components": [0.5, 0.5, 0.5], "hex": "#BCBCBC"}"##,
        #"{"colorSpace": "hsl", "components": ["none", 0, 100]}"#,
        #"{"colorSpace": "hsl", "components": [359.99, 100, 0]}"#,
        #"{"colorSpace": "hwb", "components": [120, 20, 30]}"#,
        #"{"colorSpace": "lab", "components": [100, -160, 200]}"#,
        #"{"colorSpace": "lch", "components": [0, 0, 0]}"#,
        #"{"colorSpace": "oklab", "components": [1, -0.4, 0.4]}"#,
        #"{"colorSpace": "oklch", "components": [0.7, 0.3225, 328.363], "alpha": 1}"#,
        #"{"colorSpace": "display-p3", "components": [1, 0.5, 0]}"#,
        #"{"colorSpace": "a98-rgb", "components": [0.8, 0.2, 0.6]}"#,
        #"{"colorSpace": "prophoto-rgb", "components": [0.7, 0.3, 0.9]}"#,
        #"{"colorSpace": "rec2020", "components": [0.6, 0.8, 0.4]}"#,
        #"{"colorSpace": "xyz-d65", "components": [0.95, 1, 1]}"#,
        #"{"colorSpace": "xyz-d50", "components": [0, 0, "none"]}"#,
    ])
    func valid(_ json: String) throws {
        let parsed = try parseValue(json, as: .color)
        #expect(parsed.log.isEmpty, "\(parsed.messages)")
        #expect(parsed.value?.type == .color)
    }

    @Test("typed result keeps none, alpha and hex")
    func typedResult() throws {
        let parsed = try parseValue(##"{"colorSpace": "hsl", "components": ["none", 50, 25], "alpha": 0.25, "hex": "#604020"}"##, as: .color)
        #expect(parsed.value == .color(ColorValue(space: .hsl, components: [nil, 50, 25], alpha: 0.25, hex: "#604020")))
        let plain = try parseValue(Snippet.red, as: .color)
        #expect(plain.value == .color(ColorValue(space: .srgb, components: [1, 0, 0], alpha: 1, hex: nil)))
    }

    @Test("component ranges name the component and the space")
    func componentRanges() throws {
        let saturation = try parseValue(#"{"colorSpace": "hsl", "components": [120, 120, 50]}"#, as: .color)
        #expect(saturation.value == nil)
        #expect(saturation.codes == ["invalid-color"])
        #expect(saturation.messages == ["color component 1 of an hsl colour (saturation) must be in [0, 100], found 120"])
        #expect(saturation.lineColumns == ["1:43"])

        let cases: [(String, String)] = [
            (#"{"colorSpace": "hsl", "components": [360, 50, 50]}"#, "component 0 of an hsl colour (hue) must be in [0, 360), found 360"),
            (#"{"colorSpace": "oklch", "components": [0.5, 0.1, 360]}"#, "(hue) must be in [0, 360), found 360"),
            (#"{"colorSpace": "srgb", "components": [1, 0, 2]}"#, "component 2 of an srgb colour (blue) must be in [0, 1], found 2"),
            (#"{"colorSpace": "srgb", "components": [-0.1, 0, 0]}"#, "found -0.1"),
            (#"{"colorSpace": "lab", "components": [100.5, 0, 0]}"#, "a lab colour (lightness) must be in [0, 100]"),
            (#"{"colorSpace": "lch", "components": [50, -1, 0]}"#, "(chroma) must be 0 or more, found -1"),
            (#"{"colorSpace": "oklab", "components": [1.2, 0, 0]}"#, "an oklab colour (lightness) must be in [0, 1], found 1.2"),
            (#"{"colorSpace": "hwb", "components": [0, 101, 0]}"#, "(whiteness) must be in [0, 100]"),
            (#"{"colorSpace": "xyz-d65", "components": [0, 1.5, 0]}"#, "(Y) must be in [0, 1]"),
            (#"{"colorSpace": "hsl", "components": [0, -5, 50]}"#, "(saturation) must be in [0, 100], found -5"),
        ]
        for (json, expected) in cases {
            let parsed = try parseValue(json, as: .color)
            #expect(parsed.value == nil, "\(json)")
            #expect(parsed.messages.count == 1 && parsed.messages[0].contains(expected), "\(json): \(parsed.messages)")
        }
    }

    @Test("shape errors", arguments: [
        (#"{"colorSpace": "srgb", "components": [1, 0, 0], "alpha": 1.5}"#, "color alpha must be a number in [0, 1], found 1.5"),
        (#"{"colorSpace": "srgb", "components": [1, 0, 0], "alpha": -0.5}"#, "found -0.5"),
        (##"{"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#ff000080"}"##, "the hex fallback has no alpha"),
        (##"{"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#f00"}"##, ##"color hex must be a 6-digit "#rrggbb" string, found "#f00""##),
        (#"{"colorSpace": "srgb", "components": [1, 0, 0], "hex": 16711680}"#, "found 16711680"),
        (##"{"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#gg0000"}"##, "6-digit"),
        (#"{"components": [1, 0, 0]}"#, #"color is missing the required key "colorSpace""#),
        (#"{"colorSpace": "srgb"}"#, #"missing the required key "components""#),
        (#"{"colorSpace": "srgb", "components": [1, 0, 0], "opacity": 1}"#, #"unexpected key "opacity""#),
        (#"{"colorSpace": "rgb", "components": [1, 0, 0]}"#, #"did you mean "srgb"?"#),
        (#"{"colorSpace": "p3", "components": [1, 0, 0]}"#, #"did you mean "display-p3"?"#),
        (#"{"colorSpace": "srgb", "components": [1, 0, 0, 1]}"#, "exactly 3 numbers or \"none\", found 4 items"),
        (#"{"colorSpace": "srgb", "components": {"red": 1}}"#, "found an object"),
        (#"{"colorSpace": "hsl", "components": [0, "50%", 50]}"#, #"color component 1 must be a number or "none", found "50%""#),
        (#"{"colorSpace": "hsl", "components": ["none", "invalid", 50]}"#, #"found "invalid""#),
        (##""#ff0000""##, ##"color must be an object {"colorSpace""##),
        ("null", "found null"),
    ])
    func shapeErrors(_ json: String, _ expected: String) throws {
        let parsed = try parseValue(json, as: .color)
        #expect(parsed.value == nil)
        #expect(parsed.codes.allSatisfy { $0 == "invalid-color" } && !parsed.codes.isEmpty)
        #expect(parsed.messages.contains { $0.contains(expected) }, "\(parsed.messages)")
    }

    @Test("every problem in one colour is reported")
    func reportsAll() throws {
        let parsed = try parseValue(#"{"colorSpace": "srgb", "components": [2, 0, 3], "alpha": 2, "hex": "red"}"#, as: .color)
        #expect(parsed.errors.count == 4)
    }

    @Test("synthesized sub-values fall back to the parent's position")
    func fallbackPosition() throws {
        let file = SourceFile(path: "tokens.json", text: "\n  \"#fff\"")
        let position = SourcePosition(file: file, offset: 3)
        let components = JSONNode(.array([JSONNode(.number(1)), JSONNode(.number(7)), JSONNode(.number(1))]))
        let node = JSONNode(.object(JSONObject([
            JSONMember(key: "colorSpace", value: JSONNode(.string("srgb"))),
            JSONMember(key: "components", value: components),
        ])), at: position)
        var log = DiagnosticLog()
        #expect(ValueParser.parse(node, as: .color, log: &log) == nil)
        #expect(log.all.first?.location == Diagnostic.Location(file: "tokens.json", line: 2, column: 3))
    }
}
