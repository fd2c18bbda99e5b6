import Testing
@testable import TesseraCore

@Suite("LegacyImport: colour strings")
struct LegacyColorTests {
    @Test("hex strings of 3, 4, 6 and 8 digits", arguments: [
        ("#ff8800", ##"{"colorSpace": "srgb", "components": [1, 0.5333, 0], "hex": "#ff8800"}"##),
        ("#FF8800", ##"{"colorSpace": "srgb", "components": [1, 0.5333, 0], "hex": "#ff8800"}"##),
        ("#f80", ##"{"colorSpace": "srgb", "components": [1, 0.5333, 0], "hex": "#ff8800"}"##),
        ("#f808", ##"{"colorSpace": "srgb", "components": [1, 0.5333, 0], "alpha": 0.5333, "hex": "#ff8800"}"##),
        ("#ff000080", ##"{"colorSpace": "srgb", "components": [1, 0, 0], "alpha": 0.502, "hex": "#ff0000"}"##),
        ("#000000ff", ##"{"colorSpace": "srgb", "components": [0, 0, 0], "hex": "#000000"}"##),
    ])
    func hex(_ input: String, _ expected: String) throws {
        let normalized = try normalize("\"\(input)\"", as: .color)
        #expect(normalized.text == expected)
        #expect(normalized.log.isEmpty)
        #expect(normalized.report.count(of: .colorString) == 1)
    }

    @Test("hex components are exact fractions of 255")
    func hexPrecision() throws {
        let normalized = try normalize(##""#336699""##, as: .color)
        let components = normalized.result.value?.object?["components"]?.array?.compactMap(\.number)
        let expected: [Double] = [51.0 / 255, 102.0 / 255, 153.0 / 255]
        #expect(components == expected)
        #expect(normalized.result.value?.position?.offset == 0, "the object takes the string's position")
    }

    @Test("CSS colour functions", arguments: [
        ("rgb(255, 136, 0)", ##"{"colorSpace": "srgb", "components": [1, 0.5333, 0], "hex": "#ff8800"}"##),
        ("rgba(255, 0, 0, 0.5)", ##"{"colorSpace": "srgb", "components": [1, 0, 0], "alpha": 0.5, "hex": "#ff0000"}"##),
        ("rgb(255 0 0 / 25%)", ##"{"colorSpace": "srgb", "components": [1, 0, 0], "alpha": 0.25, "hex": "#ff0000"}"##),
        ("rgb(100%, 50%, 0%)", ##"{"colorSpace": "srgb", "components": [1, 0.5, 0], "hex": "#ff8000"}"##),
        ("RGB(300 -5 none)", ##"{"colorSpace": "srgb", "components": [1, 0, "none"]}"##),
        ("hsl(30, 100%, 50%)", #"{"colorSpace": "hsl", "components": [30, 100, 50]}"#),
        ("hsla(390deg 100% 50% / .5)", #"{"colorSpace": "hsl", "components": [30, 100, 50], "alpha": 0.5}"#),
        ("hsl(-0.25turn 50 120%)", #"{"colorSpace": "hsl", "components": [270, 50, 100]}"#),
        ("hsl(none 0% 100%)", #"{"colorSpace": "hsl", "components": ["none", 0, 100]}"#),
        ("hwb(120 20% 30%)", #"{"colorSpace": "hwb", "components": [120, 20, 30]}"#),
        ("lab(60.17 93.54 -60.5)", #"{"colorSpace": "lab", "components": [60.17, 93.54, -60.5]}"#),
        ("lab(50% 100% -100%)", #"{"colorSpace": "lab", "components": [50, 125, -125]}"#),
        ("lch(60 111.4 327.11)", #"{"colorSpace": "lch", "components": [60, 111.4, 327.11]}"#),
        ("oklab(0.7 0.27 -0.17)", #"{"colorSpace": "oklab", "components": [0.7, 0.27, -0.17]}"#),
        ("oklch(70% 0.32 328 / 0.8)", #"{"colorSpace": "oklch", "components": [0.7, 0.32, 328], "alpha": 0.8}"#),
        ("oklch(0.5 100% 360)", #"{"colorSpace": "oklch", "components": [0.5, 0.4, 0]}"#),
        ("color(display-p3 1 0.5 0)", #"{"colorSpace": "display-p3", "components": [1, 0.5, 0]}"#),
        ("color(rec2020 50% 0.2 none / 50%)", #"{"colorSpace": "rec2020", "components": [0.5, 0.2, "none"], "alpha": 0.5}"#),
        ("color(xyz 0.2 0.3 0.4)", #"{"colorSpace": "xyz-d65", "components": [0.2, 0.3, 0.4]}"#),
        ("color(a98-rgb 0.8 0.2 0.6)", #"{"colorSpace": "a98-rgb", "components": [0.8, 0.2, 0.6]}"#),
    ])
    func functions(_ input: String, _ expected: String) throws {
        let normalized = try normalize("\"\(input)\"", as: .color)
        #expect(normalized.text == expected)
        #expect(normalized.log.isEmpty, "\(normalized.messages)")
        // Every converted colour must satisfy the strict parser.
        var log = DiagnosticLog()
        #expect(normalized.result.value.flatMap { ValueParser.parse($0, as: .color, log: &log) } != nil, "\(log.all)")
    }

    @Test("named colours", arguments: [
        ("red", ##"{"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#ff0000"}"##),
        ("RebeccaPurple", ##"{"colorSpace": "srgb", "components": [0.4, 0.2, 0.6], "hex": "#663399"}"##),
        (" white ", ##"{"colorSpace": "srgb", "components": [1, 1, 1], "hex": "#ffffff"}"##),
        ("transparent", ##"{"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0, "hex": "#000000"}"##),
    ])
    func named(_ input: String, _ expected: String) throws {
        #expect(try normalize("\"\(input)\"", as: .color).text == expected)
    }

    @Test("every named colour converts", arguments: CSSNamedColors.table.keys.sorted())
    func allNamed(_ name: String) throws {
        let normalized = try normalize("\"\(name)\"", as: .color)
        #expect(normalized.result.value?.object?["hex"]?.string?.count == 7)
    }

    @Test("unconvertible colour strings are errors", arguments: [
        ("blurple", "is not a colour this importer understands"),
        ("#ff00f", "is not a colour this importer understands"),
        ("#ggg", "is not a colour this importer understands"),
        ("rgb(1, 2)", "rgb() is not well formed"),
        ("rgb(1 2 3 4)", "rgb() needs 3 components"),
        ("hsl(10px 50% 50%)", "hsl() has a component of the wrong kind"),
        ("color(p3 1 0 0)", #"does not know the colour space "p3""#),
        ("currentColor", "currentColor depends on where the colour is used"),
        ("rgb(1 2 3 / )", "rgb() is not well formed"),
    ])
    func invalid(_ input: String, _ expected: String) throws {
        let normalized = try normalize("\"\(input)\"", as: .color)
        #expect(normalized.result.value == nil)
        #expect(normalized.errorCodes == ["invalid-color"])
        #expect(normalized.messages.first?.hasPrefix("color \"\(input)\"") == true)
        #expect(normalized.messages.first?.contains(expected) == true, "\(normalized.messages)")
        #expect(normalized.report.isEmpty)
    }

    @Test("references and 2025.10 colours are left alone")
    func untouched() throws {
        for json in [#""{color.brand}""#, #""{color.brand.$root}""#, ##"{"$ref": "#/color/brand/$value"}"##,
                     #"{"colorSpace": "srgb", "components": [1, 0, 0]}"#, "12"] {
            let normalized = try normalize(json, as: .color)
            let original = try JSONReader.read(SourceFile(path: "x.json", text: json))
            #expect(normalized.text == original.compactText, "\(json)")
            #expect(normalized.report.isEmpty && normalized.log.isEmpty)
        }
    }
}
