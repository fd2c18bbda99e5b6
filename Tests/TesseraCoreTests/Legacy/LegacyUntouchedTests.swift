import Testing
@testable import TesseraCore

@Suite("LegacyImport: 2025.10 values and references pass through")
struct LegacyUntouchedTests {
    static let color = #"{"colorSpace": "oklch", "components": [0.7, 0.1, "none"], "alpha": 0.5}"#
    static let px = #"{"value": 2, "unit": "px"}"#
    static let ms = #"{"value": 100, "unit": "ms"}"#
    static let shadow = #"{"color": \#(color), "offsetX": \#(px), "offsetY": \#(px), "blur": \#(px), "spread": \#(px), "inset": true}"#

    static let valid: [(TokenType, String)] = [
        (.color, color), (.dimension, px), (.fontFamily, #"["Inter", "sans-serif"]"#), (.fontWeight, #""extra-bold""#),
        (.duration, ms), (.cubicBezier, "[0.4, 0, 0.2, 1]"), (.number, "1.5"),
        (.strokeStyle, #"{"dashArray": [\#(px), "{space.1}"], "lineCap": "butt"}"#),
        (.border, #"{"color": \#(color), "width": \#(px), "style": "solid"}"#),
        (.transition, #"{"duration": \#(ms), "delay": \#(ms), "timingFunction": [0, 0, 1, 1]}"#),
        (.shadow, "[\(shadow), \"{shadow.base}\"]"),
        (.gradient, #"[{"color": \#(color), "position": 0}, {"color": "{color.end}", "position": "{stops.end}"}]"#),
        (.typography, #"{"fontFamily": "Inter", "fontSize": \#(px), "fontWeight": 400, "letterSpacing": \#(px), "lineHeight": 1.2}"#),
    ]

    @Test("2025.10 values of every type come back unchanged, without warnings", arguments: valid.map { $0.0 })
    func unchanged(_ type: TokenType) throws {
        let json = try #require(Self.valid.first { $0.0 == type }?.1)
        let normalized = try normalize(json, as: type)
        #expect(normalized.text == (try JSONReader.read(SourceFile(path: "x", text: json))).compactText)
        #expect(normalized.report.isEmpty)
        #expect(normalized.log.isEmpty)
        #expect(normalized.result.extensions.isEmpty)
    }

    @Test("whole-value references and pointers of every type are left alone", arguments: TokenType.allCases)
    func references(_ type: TokenType) throws {
        for json in [#""{alias.target}""#, ##"{"$ref": "#/alias/target/$value"}"##] {
            let normalized = try normalize(json, as: type)
            #expect(normalized.text == (try JSONReader.read(SourceFile(path: "x", text: json))).compactText)
            #expect(normalized.report.isEmpty && normalized.log.isEmpty)
        }
    }
}
