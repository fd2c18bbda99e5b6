import Testing
import TesseraCore

@Suite("Color hex parsing and formatting")
struct ColorValueHexTests {
    struct HexCase: Sendable, CustomTestStringConvertible {
        var text: String
        var bytes: [Double]
        var alpha: Double
        var hex: String
        var testDescription: String { text }
    }

    static let validCases: [HexCase] = [
        HexCase(text: "#abc", bytes: [0xaa, 0xbb, 0xcc], alpha: 1, hex: "#aabbcc"),
        HexCase(text: "#ABCD", bytes: [0xaa, 0xbb, 0xcc], alpha: Double(0xdd) / 255, hex: "#aabbcc"),
        HexCase(text: "#708090", bytes: [0x70, 0x80, 0x90], alpha: 1, hex: "#708090"),
        HexCase(text: "#FfEfD5", bytes: [0xff, 0xef, 0xd5], alpha: 1, hex: "#ffefd5"),
        HexCase(text: "#00000080", bytes: [0, 0, 0], alpha: 128.0 / 255, hex: "#000000"),
        HexCase(text: "#000", bytes: [0, 0, 0], alpha: 1, hex: "#000000"),
    ]

    @Test(arguments: validCases)
    func parsesValidHex(_ hexCase: HexCase) throws {
        let color = try #require(ColorValue(hex: hexCase.text))
        #expect(color.space == .srgb)
        #expect(color.components == hexCase.bytes.map { $0 / 255 })
        #expect(color.alpha == hexCase.alpha)
        #expect(color.hex == hexCase.hex)
        #expect(color.srgbHex == hexCase.hex)
    }

    @Test(arguments: ["", "#", "abc", "aabbcc", "#ab", "#abcde", "#abcdefa", "#abcdef012", "#ggg", "#12 345",
                      " #abc", "#abc ", "#éèà", "#1234567g"])
    func rejectsInvalidHex(_ text: String) {
        #expect(ColorValue(hex: text) == nil)
    }

    @Test func formatsEveryByteExactly() throws {
        for byte in 0...255 {
            let text = "#" + String(repeating: hexByte(byte), count: 3)
            let color = try #require(ColorValue(hex: text))
            #expect(color.srgbHex == text)
        }
    }

    @Test func formatsAlphaOnlyWhenTranslucent() throws {
        let opaque = try #require(ColorValue(hex: "#336699"))
        #expect(opaque.srgbHexWithAlpha == "#336699")
        let translucent = try #require(ColorValue(hex: "#33669980"))
        #expect(translucent.srgbHexWithAlpha == "#33669980")
        #expect(translucent.srgbHex == "#336699")
        let clear = ColorValue(space: .srgb, components: [1, 1, 1], alpha: 0)
        #expect(clear.srgbHexWithAlpha == "#ffffff00")
    }

    @Test func formatsSRGBOutsideTheGamutAsMapped() {
        let outside = ColorValue(space: .srgb, components: [1.2, -0.1, 0.5])
        let mapped = outside.gamutMapped(to: .srgb).componentsOrZero
        let expected = "#" + [mapped.x, mapped.y, mapped.z].map { hexByte(Int((min(max($0, 0), 1) * 255).rounded())) }.joined()
        #expect(outside.srgbHex == expected)
        // Inside the gamut, a colour is its own components; a missing one counts as 0.
        #expect(ColorValue(space: .srgb, components: [0.2, nil, 1]).srgbHex == "#3300ff")
        #expect(ColorValue(space: .srgb, components: [0.2, nil, 1], alpha: 0.5).srgbHexWithAlpha == "#3300ff80")
    }

    @Test func formatsOtherSpacesThroughSRGB() {
        #expect(ColorValue(space: .hsl, components: [120, 100, 25]).srgbHex == "#008000")
        #expect(ColorValue(space: .oklch, components: [1, 0, nil]).srgbHex == "#ffffff")
        #expect(ColorValue(space: .lab, components: [0, 0, 0]).srgbHex == "#000000")
        // Rounds halves up: 0.5 × 255 = 127.5 → 0x80.
        #expect(ColorValue(space: .srgb, components: [0.5, 0.5, 0.5]).srgbHex == "#808080")
    }

    @Test func formatsOutOfGamutColorsAfterGamutMapping() {
        // Display P3 red maps to sRGB (1, 0.04457, 0.045932) by CSS gamut mapping, not by clipping (#ff0000).
        let p3Red = ColorValue(space: .displayP3, components: [1, 0, 0])
        #expect(p3Red.srgbHex == "#ff0b0c")
        #expect(ColorValue(space: .srgb, components: [2, -1, 0.5]).srgbHex.count == 7)
    }

    @Test func neverCrashesOnNonFiniteComponents() {
        let broken = ColorValue(space: .oklch, components: [.nan, .infinity, -.infinity], alpha: .nan)
        #expect(broken.srgbHex.count == 7)
        #expect(broken.srgbHexWithAlpha.count >= 7)
    }

    private func hexByte(_ byte: Int) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[byte / 16], digits[byte % 16]])
    }
}
