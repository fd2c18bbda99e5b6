import Testing
@testable import TesseraCore

@Suite("LegacyImport: typography")
struct LegacyTypographyTests {
    @Test("a Tokens Studio typography value")
    func tokensStudio() throws {
        let json = """
            {"fontFamily": "Inter, sans-serif", "fontWeight": "Semi Bold", "fontSize": "16px", "lineHeight": "150%",
             "letterSpacing": "2%", "paragraphSpacing": "8", "textCase": "uppercase", "textDecoration": "none"}
            """
        let normalized = try normalize(json, as: .typography)
        #expect(normalized.log.isEmpty, "\(normalized.messages)")
        #expect(normalized.text == #"{"fontFamily": ["Inter", "sans-serif"], "fontWeight": 600, "fontSize": {"value": 16, "unit": "px"}, "lineHeight": 1.5, "letterSpacing": {"value": 0.32, "unit": "px"}}"#)
        #expect(normalized.extensionsText == #"{"studio.tokens": {"paragraphSpacing": "8", "textCase": "uppercase", "textDecoration": "none"}}"#)
        #expect(normalized.report.count(of: .typographyShape) == 3)
        #expect(normalized.report.count(of: .letterSpacingRelative) == 1)
        var log = DiagnosticLog()
        #expect(normalized.result.value.flatMap { ValueParser.parse($0, as: .typography, log: &log) } != nil)
    }

    @Test("line heights: multipliers, percentages, lengths divided by the font size, auto", arguments: [
        (#""1.5""#, #"{"value": 16, "unit": "px"}"#, "1.5"),
        (#""125%""#, #"{"value": 16, "unit": "px"}"#, "1.25"),
        (#""24px""#, #"{"value": 16, "unit": "px"}"#, "1.5"),
        (#""24px""#, #""1rem""#, "1.5"),
        (#""1.5rem""#, #""12px""#, "2"),
        (#"{"value": 20, "unit": "px"}"#, #""16px""#, "1.25"),
        (#""1.4em""#, #""16px""#, "1.4"),
        (#""AUTO""#, #""16px""#, "1.2"),
        ("1.3", #""{font.size.body}""#, "1.3"),
    ])
    func lineHeights(_ lineHeight: String, _ fontSize: String, _ expected: String) throws {
        let json = #"{"fontFamily": "Inter", "fontSize": \#(fontSize), "fontWeight": 400, "letterSpacing": "0px", "lineHeight": \#(lineHeight)}"#
        let normalized = try normalize(json, as: .typography)
        #expect(normalized.log.isEmpty, "\(normalized.messages)")
        #expect(normalized.result.value?.object?["lineHeight"]?.compactText == expected)
    }

    @Test("relative values need a literal font size")
    func needsFontSize() throws {
        let lineHeight = try normalize(#"{"fontFamily": "Inter", "fontSize": "{font.size.body}", "fontWeight": 400, "letterSpacing": "0px", "lineHeight": "24px"}"#, as: .typography)
        #expect(lineHeight.result.value == nil)
        #expect(lineHeight.errorCodes == ["legacy-unsupported-unit"])
        #expect(lineHeight.messages.first?.hasPrefix(#"typography lineHeight "24px" is a length, but 2025.10 line heights are multipliers of fontSize"#) == true)

        // A letter spacing needs a font size: a literal, or a reference (computed once the
        // tokens are known, as math on it), not none.
        let spacing = try normalize(#"{"fontFamily": "Inter", "fontWeight": 400, "letterSpacing": "5%", "lineHeight": 1.5}"#, as: .typography)
        #expect(spacing.errorCodes == ["legacy-unsupported-unit"])
        let referenced = try normalize(#"{"fontFamily": "Inter", "fontSize": "{font.size.body}", "fontWeight": 400, "letterSpacing": "5%", "lineHeight": 1.5}"#, as: .typography)
        #expect(referenced.log.isEmpty)
        #expect(referenced.result.value?.object?["letterSpacing"]?.string == "{font.size.body} * 0.05")
        #expect(referenced.report.count(of: .letterSpacingReference) == 1)
    }

    @Test("letter spacing relative to a rem font size stays in rem")
    func remLetterSpacing() throws {
        let normalized = try normalize(#"{"fontFamily": "Inter", "fontSize": "2rem", "fontWeight": "700", "letterSpacing": "-0.05em", "lineHeight": 1}"#, as: .typography)
        #expect(normalized.result.value?.object?["letterSpacing"]?.compactText == #"{"value": -0.1, "unit": "rem"}"#)
        #expect(normalized.result.value?.object?["fontWeight"]?.number == 700)
    }

    @Test("2025.10 typography and references are untouched")
    func untouched() throws {
        for json in [
            #"{"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": "bold", "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.5}"#,
            #"{"fontFamily": "{font.family}", "fontSize": "{font.size}", "fontWeight": "{font.weight}", "letterSpacing": "{font.tracking}", "lineHeight": "{font.leading}"}"#,
            #""{typography.body}""#,
        ] {
            let normalized = try normalize(json, as: .typography)
            #expect(normalized.report.isEmpty && normalized.log.isEmpty, "\(json): \(normalized.messages)")
            #expect(normalized.result.extensions.isEmpty)
        }
    }

    @Test("moved properties merge into existing $extensions without overwriting")
    func mergeExtensions() throws {
        let normalized = try normalize(#"{"fontFamily": "Inter", "fontSize": 16, "fontWeight": 400, "letterSpacing": 0, "lineHeight": 1.5, "textCase": "uppercase", "textDecoration": "underline"}"#, as: .typography)
        let existing = try JSONReader.read(SourceFile(path: "x", text: #"{"com.figma": {"id": 1}, "studio.tokens": {"textCase": "lowercase"}}"#))
        #expect(normalized.result.mergedExtensions(existing)?.compactText
            == #"{"com.figma": {"id": 1}, "studio.tokens": {"textCase": "lowercase", "textDecoration": "underline"}}"#)
        #expect(normalized.result.mergedExtensions(nil)?.compactText
            == #"{"studio.tokens": {"textCase": "uppercase", "textDecoration": "underline"}}"#)
        let plain = LegacyImport.Normalized(value: nil)
        #expect(plain.mergedExtensions(existing)?.compactText == existing.compactText)
    }
}
