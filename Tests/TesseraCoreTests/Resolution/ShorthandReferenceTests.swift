import Testing
@testable import TesseraCore

/// Legacy shorthands are parsed straight to values without their 2025.10 JSON; references that
/// need that JSON (pointers into the value, composites that embed it, aliases of aliases) must see
/// exactly what the general conversion would have given them.
@Suite struct ShorthandReferenceTests {
    static let tokens = """
        {
          "color": {"brand": {"value": "#336699", "type": "color"}, "veil": {"value": "#33669980", "type": "color"}},
          "size": {"gap": {"value": "1.5rem", "type": "dimension"}},
          "alias": {"value": "{color.brand}", "type": "color"},
          "aliasOfAlias": {"value": "{alias}", "type": "color"},
          "green": {"$type": "number", "$ref": "#/color/brand/value/components/1"},
          "opacity": {"$type": "number", "$ref": "#/color/veil/$value/alpha"},
          "hex": {"$type": "color", "$ref": "#/color/brand/$value"},
          "card": {"type": "shadow", "value": {
            "color": "{aliasOfAlias}", "offsetX": "{size.gap}", "offsetY": "0px", "blur": "4px", "spread": "0px"}}
        }
        """

    @Test func referencesSeeTheConvertedValues() throws {
        let (set, diagnostics) = resolve(Self.tokens, mode: .lenient)
        #expect(diagnostics.errors.isEmpty, "\(diagnostics)")
        let brand = ColorValue(space: .srgb, components: [0.2, 0.4, 0.6], hex: "#336699")
        #expect(set["color.brand"]?.value == .color(brand))
        #expect(set["aliasOfAlias"]?.value == .color(brand))
        #expect(set["green"]?.value == .number(0.4))
        #expect(set["opacity"]?.value == .number(128.0 / 255))
        #expect(set["hex"]?.value == .color(brand))
        guard case .shadow(let layers)? = set["card"]?.value else {
            Issue.record("card is not a shadow")
            return
        }
        #expect(layers.first?.color == brand)
        #expect(layers.first?.offsetX == Dimension(1.5, .rem))
    }

    @Test func pointersIntoAShorthandStillReportMissingMembers() {
        let json = """
            {"color": {"brand": {"value": "#336699", "type": "color"}},
             "x": {"$type": "number", "$ref": "#/color/brand/$value/alpha"}}
            """
        let (_, diagnostics) = resolve(json, mode: .lenient)
        #expect(diagnostics.errors.codes == ["unresolved-reference"], "\(diagnostics)")
    }
}
