@testable import TesseraEmitters
import TesseraCore
import Testing

@Suite("xcassets colours")
struct AssetCatalogColorTests {
    private func entries(_ value: TokenValue) -> [String] {
        T.entries(T.catalog([T.set([T.token("c", value)])]).files["Tokens.xcassets/c.colorset/Contents.json"])
    }

    @Test("a colour inside sRGB is written in srgb, whatever space the token uses")
    func insideSRGB() {
        #expect(entries(T.srgb(0.961, 0.5, 0)) == ["any srgb 0.961 0.500 0.000 1.000"])
        #expect(entries(T.color(.displayP3, [0.5, 0.5, 0.5])) == ["any srgb 0.500 0.500 0.500 1.000"])
        #expect(entries(T.color(.hsl, [nil, 0, 100])) == ["any srgb 1.000 1.000 1.000 1.000"])
    }

    @Test("a colour outside sRGB is written in display-p3, gamut-mapped into it")
    func outsideSRGB() {
        #expect(entries(T.color(.displayP3, [1, 0, 0])) == ["any display-p3 1.000 0.000 0.000 1.000"])
        let mapped = entries(T.color(.oklch, [0.7, 0.5, 150]))
        #expect(mapped.count == 1)
        #expect(mapped[0].hasPrefix("any display-p3 "))
        let channels = mapped[0].split(separator: " ").dropFirst(2).compactMap { Double($0) }
        #expect(channels.count == 4 && channels.allSatisfy { (0...1).contains($0) })
    }

    @Test("alpha is written with three decimals, like the channels")
    func alpha() {
        #expect(entries(T.srgb(0, 0, 0, alpha: 0.25)) == ["any srgb 0.000 0.000 0.000 0.250"])
        #expect(entries(T.srgb(1, 1, 1, alpha: 1.0 / 3)) == ["any srgb 1.000 1.000 1.000 0.333"])
        #expect(entries(T.color(.displayP3, [0, 1, 0], alpha: 0.5)) == ["any display-p3 0.000 1.000 0.000 0.500"])
    }

    @Test("decimals: always three, rounded, clamped to 0…1")
    func decimals() {
        #expect(AssetCatalogColor.decimal(AssetCatalogColor.thousandths(0.9605)) == "0.961")
        #expect(AssetCatalogColor.decimal(AssetCatalogColor.thousandths(0.05)) == "0.050")
        #expect(AssetCatalogColor.decimal(AssetCatalogColor.thousandths(1.0000001)) == "1.000")
        #expect(AssetCatalogColor.decimal(AssetCatalogColor.thousandths(-0.0000001)) == "0.000")
        #expect(AssetCatalogColor.decimal(AssetCatalogColor.thousandths(.nan)) == "0.000")
    }

    @Test("files are written as Xcode writes them: sorted keys, \" : \", two-space indent, final newline")
    func xcodeFormatting() {
        let catalog = T.catalog([T.set([T.token("color.accent", T.srgb(0.961, 0.8, 0.2))])])
        #expect(catalog.files["Tokens.xcassets/Contents.json"] == """
            {
              "info" : {
                "author" : "xcode",
                "version" : 1
              }
            }

            """)
        #expect(catalog.files["Tokens.xcassets/color/Contents.json"] == """
            {
              "info" : {
                "author" : "xcode",
                "version" : 1
              },
              "properties" : {
                "provides-namespace" : true
              }
            }

            """)
        #expect(catalog.files["Tokens.xcassets/color/accent.colorset/Contents.json"] == """
            {
              "colors" : [
                {
                  "color" : {
                    "color-space" : "srgb",
                    "components" : {
                      "alpha" : "1.000",
                      "blue" : "0.200",
                      "green" : "0.800",
                      "red" : "0.961"
                    }
                  },
                  "idiom" : "universal"
                }
              ],
              "info" : {
                "author" : "xcode",
                "version" : 1
              }
            }

            """)
    }
}
