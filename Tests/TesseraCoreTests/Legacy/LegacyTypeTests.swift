import Testing
import TesseraCore

@Suite("LegacyImport: type names")
struct LegacyTypeTests {
    @Test("older names map to 2025.10 types", arguments: [
        ("font", TokenType.fontFamily, LegacyType.Origin.firstDraft), ("cubic-bezier", .cubicBezier, .firstDraft),
        ("sizing", .dimension, .tokensStudio), ("spacing", .dimension, .tokensStudio),
        ("borderRadius", .dimension, .tokensStudio), ("borderWidth", .dimension, .tokensStudio),
        ("fontSizes", .dimension, .tokensStudio), ("letterSpacing", .dimension, .tokensStudio),
        ("paragraphSpacing", .dimension, .tokensStudio), ("paragraphIndent", .dimension, .tokensStudio),
        ("fontFamilies", .fontFamily, .tokensStudio), ("fontWeights", .fontWeight, .tokensStudio),
        ("lineHeights", .number, .tokensStudio), ("opacity", .number, .tokensStudio),
        ("boxShadow", .shadow, .tokensStudio),
    ])
    func mapped(_ name: String, _ type: TokenType, _ origin: LegacyType.Origin) {
        let mapped = LegacyImport.tokenType(forLegacyName: name)
        #expect(mapped == LegacyType(legacyName: name, type: type, origin: origin))
        #expect(mapped?.isSupported == true)
    }

    @Test("types without a DTCG equivalent are unsupported", arguments: ["composition", "asset", "text", "other", "textCase", "textDecoration"])
    func unsupported(_ name: String) {
        let mapped = LegacyImport.tokenType(forLegacyName: name)
        #expect(mapped?.legacyName == name)
        #expect(mapped?.type == nil)
        #expect(mapped?.isSupported == false)
    }

    @Test("2025.10 names and unknown names are not legacy")
    func notLegacy() {
        for type in TokenType.dtcg { #expect(LegacyImport.tokenType(forLegacyName: type.rawValue) == nil) }
        // string and boolean are not 2025.10 types: lenient reading maps them to pass-through types.
        #expect(LegacyImport.tokenType(forLegacyName: "string")?.type == .string)
        #expect(LegacyImport.tokenType(forLegacyName: "Sizing") == nil, "case-sensitive")
        #expect(LegacyImport.tokenType(forLegacyName: "gizmo") == nil)
    }
}
