import Testing
import TesseraCore

@Suite("Color gamut mapping")
struct ColorGamutMappingTests {
    /// Colours spread over and beyond the visible range: OKLCH hue sweeps at several lightnesses and
    /// chromas, the primaries of the widest RGB spaces, and extreme Lab values.
    static let samples: [ColorValue] = {
        var colors: [ColorValue] = []
        for lightness in [0.05, 0.3, 0.6, 0.9, 0.99] {
            for chroma in [0.05, 0.2, 0.4] {
                for hue in stride(from: 0.0, to: 360, by: 30) {
                    colors.append(ColorValue(space: .oklch, components: [lightness, chroma, hue]))
                }
            }
        }
        for space in [ColorSpace.displayP3, .rec2020, .prophotoRGB, .a98RGB] {
            colors += [[1, 0, 0], [0, 1, 0], [0, 0, 1], [1, 1, 0], [0, 1, 1], [1, 0, 1]].map {
                ColorValue(space: space, components: $0)
            }
        }
        colors.append(ColorValue(space: .lab, components: [50, 150, -150]))
        colors.append(ColorValue(space: .lch, components: [99, 120, nil]))
        colors.append(ColorValue(space: .srgb, components: [-0.5, 2, 0.5]))
        return colors
    }()

    @Test(arguments: [ColorSpace.srgb, .displayP3, .rec2020, .a98RGB, .prophotoRGB, .srgbLinear])
    func resultsAreExactlyInGamut(_ destination: ColorSpace) {
        for color in Self.samples {
            let mapped = color.gamutMapped(to: destination)
            #expect(mapped.space == destination)
            #expect(mapped.isInGamut(destination), "\(color.space) \(color.components)")
            #expect(mapped.components.allSatisfy { ($0 ?? -1) >= 0 && ($0 ?? 2) <= 1 },
                    "\(color.space) \(color.components) → \(mapped.components)")
        }
    }

    @Test func inGamutColorsAreUntouched() {
        let color = ColorValue(space: .srgb, components: [0.2, 0.4, 0.6], alpha: 0.5, hex: "#336699")
        let mapped = color.gamutMapped(to: .srgb)
        #expect(mapped.components == color.components)
        #expect(mapped.alpha == 0.5)
        let fromP3 = ColorValue(space: .displayP3, components: [0.5, 0.5, 0.5]).gamutMapped(to: .srgb)
        let converted = ColorValue(space: .displayP3, components: [0.5, 0.5, 0.5]).converted(to: .srgb)
        #expect(fromP3.components == converted.components)
    }

    @Test func mappingKeepsLightnessAndHueWhereItCan() throws {
        let origin = ColorValue(space: .oklch, components: [0.7, 0.35, 150])
        let mapped = origin.gamutMapped(to: .srgb).converted(to: .oklch)
        let lightness = try #require(mapped.components[0] ?? nil)
        let hue = try #require(mapped.components[2] ?? nil)
        #expect(abs(lightness - 0.7) < 0.02)
        #expect(abs(hue - 150) < 3)
        // Plain clipping, by contrast, shifts the hue further (which is why CSS reduces chroma instead).
        let clipped = ColorValue(space: .srgb, components: origin.converted(to: .srgb).components.map {
            min(max($0 ?? 0, 0), 1)
        })
        let clippedHue = try #require(clipped.converted(to: .oklch).components[2] ?? nil)
        #expect(abs(clippedHue - 150) > abs(hue - 150))
    }

    @Test func lightnessBeyondRangeGivesWhiteOrBlack() {
        let tooLight = ColorValue(space: .oklch, components: [1.2, 0.3, 40])
        let tooDark = ColorValue(space: .oklch, components: [-0.1, 0.3, 40])
        #expect(tooLight.gamutMapped(to: .displayP3).components == [1, 1, 1])
        #expect(tooDark.gamutMapped(to: .srgb).components == [0, 0, 0])
    }

    @Test func nonRGBDestinations() {
        let p3Green = ColorValue(space: .displayP3, components: [0, 1, 0])
        let hsl = p3Green.gamutMapped(to: .hsl)
        #expect(hsl.space == .hsl)
        #expect(hsl.isInGamut(.hsl))
        #expect(hsl.isInGamut(.srgb))
        // Unbounded spaces have no gamut: mapping is a plain conversion.
        #expect(p3Green.gamutMapped(to: .oklab).components == p3Green.converted(to: .oklab).components)
        #expect(p3Green.isInGamut(.lab))
    }

    @Test func isInGamutUsesASmallTolerance() {
        #expect(ColorValue(space: .srgb, components: [1 + 5e-7, 0.5, -5e-7]).isInGamut(.srgb))
        #expect(!ColorValue(space: .srgb, components: [1 + 2e-6, 0.5, 0.5]).isInGamut(.srgb))
        #expect(!ColorValue(space: .displayP3, components: [1, 0, 0]).isInGamut(.srgb))
        #expect(ColorValue(space: .srgb, components: [1, 0, 0]).isInGamut(.displayP3))
        #expect(!ColorValue(space: .srgb, components: [.nan, 0, 0]).isInGamut(.srgb))
    }

    @Test func nonFiniteInputStillYieldsAValidColor() {
        let mapped = ColorValue(space: .oklch, components: [.nan, 0.2, 10]).gamutMapped(to: .srgb)
        #expect(mapped.components.allSatisfy { ($0 ?? -1) >= 0 && ($0 ?? 2) <= 1 })
    }
}
