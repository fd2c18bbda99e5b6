import Testing
import TesseraCore

@Suite("LegacyImport: numbers, font weights, font families, cubic Béziers")
struct LegacyScalarTests {
    @Test("numbers and percentages", arguments: [
        (#""1.5""#, nil as String?, "1.5", LegacyReport.Kind.numberString),
        (#""50%""#, "opacity", "0.5", .percentage),
        (#""150%""#, "lineHeights", "1.5", .percentage),
        (#""1.25em""#, "lineHeights", "1.25", .lineHeightLength),
        (#""AUTO""#, "lineHeights", "1.2", .lineHeightAuto),
    ])
    func numbers(_ json: String, _ legacyName: String?, _ expected: String, _ kind: LegacyReport.Kind) throws {
        let normalized = try normalize(json, as: .number, legacyName: legacyName)
        #expect(normalized.text == expected)
        #expect(normalized.report.count(of: kind) == 1)
        #expect(normalized.log.isEmpty)
    }

    @Test("number strings that cannot be converted")
    func badNumbers() throws {
        let length = try normalize(#""24px""#, as: .number, legacyName: "lineHeights")
        #expect(length.errorCodes == ["legacy-unsupported-unit"])
        #expect(length.messages.first?.hasPrefix(#"line height "24px" is a length, and 2025.10 line heights are multipliers"#) == true)
        #expect(try normalize(#""4px""#, as: .number).errorCodes == ["legacy-unsupported-unit"])
        #expect(try normalize(#""auto""#, as: .number).errorCodes == ["invalid-number"], "auto only for line heights")
        #expect(try normalize(#""{opacity.half}""#, as: .number).log.isEmpty)
        #expect(try normalize("0.5", as: .number).report.isEmpty)
    }

    @Test("font weight names and numeric strings", arguments: [
        (#""700""#, "700", LegacyReport.Kind.numberString),
        (#""Bold""#, "700", .fontWeightName),
        (#""Semi Bold""#, "600", .fontWeightName),
        (#""SemiBold""#, "600", .fontWeightName),
        (#""Regular""#, "400", .fontWeightName),
        (#""ExtraLight""#, "200", .fontWeightName),
        (#""ultra_bold""#, "800", .fontWeightName),
        (#""Extra Black""#, "950", .fontWeightName),
        (#""HEAVY""#, "900", .fontWeightName),
    ])
    func fontWeights(_ json: String, _ expected: String, _ kind: LegacyReport.Kind) throws {
        let normalized = try normalize(json, as: .fontWeight, legacyName: "fontWeights")
        #expect(normalized.text == expected)
        #expect(normalized.report.count(of: kind) == 1)
        #expect(normalized.result.extensions.isEmpty)
    }

    @Test("a style inside a weight name moves to $extensions")
    func italic() throws {
        let normalized = try normalize(#""Bold Italic""#, as: .fontWeight)
        #expect(normalized.text == "700")
        #expect(normalized.extensionsText == #"{"studio.tokens": {"fontStyle": "italic"}}"#)
        #expect(normalized.report.count(of: .fontStyleInWeight) == 1)
        #expect(try normalize(#""Italic""#, as: .fontWeight).text == "400")
    }

    @Test("2025.10 weights stay; unknown names are errors")
    func weightEdges() throws {
        for json in [#""semi-bold""#, #""bold""#, "450", #""{font.weight.body}""#] {
            let normalized = try normalize(json, as: .fontWeight)
            #expect(normalized.report.isEmpty && normalized.log.isEmpty, "\(json)")
            #expect(normalized.result.value != nil)
        }
        let unknown = try normalize(#""Super Bold""#, as: .fontWeight)
        #expect(unknown.errorCodes == ["invalid-font-weight"])
        #expect(unknown.messages.first?.hasPrefix(#"fontWeight "Super Bold" is not a font weight name this importer knows"#) == true)
    }

    @Test("comma-separated font families become arrays")
    func fontFamilies() throws {
        let normalized = try normalize(#""Inter, 'Helvetica Neue', \"Segoe UI\" , sans-serif""#, as: .fontFamily)
        #expect(normalized.text == #"["Inter", "Helvetica Neue", "Segoe UI", "sans-serif"]"#)
        #expect(normalized.report.count(of: .fontFamilyString) == 1)
        for json in [#""Inter""#, #"["Inter", "sans-serif"]"#, #""{font.family.base}""#] {
            let unchanged = try normalize(json, as: .fontFamily)
            #expect(unchanged.report.isEmpty && unchanged.log.isEmpty)
        }
    }

    @Test("cubic Bézier strings and string arrays", arguments: [
        (#""cubic-bezier(0.4, 0, 0.2, 1)""#, "[0.4, 0, 0.2, 1]"),
        (#"" cubic-bezier(0.5 -0.5 .5 1.5) ""#, "[0.5, -0.5, 0.5, 1.5]"),
        (#""ease-in-out""#, "[0.42, 0, 0.58, 1]"),
        (#""linear""#, "[0, 0, 1, 1]"),
        (#"["0.4", "0", 0.2, "1"]"#, "[0.4, 0, 0.2, 1]"),
    ])
    func cubicBeziers(_ json: String, _ expected: String) throws {
        let normalized = try normalize(json, as: .cubicBezier)
        #expect(normalized.text == expected)
        #expect(normalized.report.count(of: .cubicBezierString) == 1)
    }

    @Test("bad cubic Béziers are errors; 2025.10 arrays stay")
    func cubicBezierEdges() throws {
        #expect(try normalize(#""cubic-bezier(1, 2, 3)""#, as: .cubicBezier).errorCodes == ["invalid-cubic-bezier"])
        #expect(try normalize(#""bouncy""#, as: .cubicBezier).errorCodes == ["invalid-cubic-bezier"])
        #expect(try normalize(#"["a", 0, 1, 1]"#, as: .cubicBezier).errorCodes == ["invalid-cubic-bezier"])
        let plain = try normalize("[0.4, 0, 0.2, 1]", as: .cubicBezier)
        #expect(plain.report.isEmpty && plain.log.isEmpty)
        #expect(try normalize(#"["{ease.x}", 0, 1, 1]"#, as: .cubicBezier).report.isEmpty)
    }
}
