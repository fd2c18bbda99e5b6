import Testing
import TesseraCore

@Suite("Color value conversion and none")
struct ColorValueConversionTests {
    @Test func componentsOrZeroReadsNoneAsZero() {
        #expect(ColorValue(space: .hsl, components: [nil, 50, nil]).componentsOrZero == SIMD3(0, 50, 0))
        #expect(ColorValue(space: .srgb, components: [0.5]).componentsOrZero == SIMD3(0.5, 0, 0))
    }

    @Test func noneConvertsAsZero() {
        let noneHue = ColorValue(space: .hsl, components: [nil, 100, 50]).converted(to: .srgb)
        let zeroHue = ColorValue(space: .hsl, components: [0, 100, 50]).converted(to: .srgb)
        #expect(noneHue.components == zeroHue.components)
        #expect(noneHue.components == [1, 0, 0])
    }

    @Test func convertingToTheSameSpaceKeepsNoneAndDropsHex() throws {
        let color = ColorValue(space: .oklch, components: [0.5, 0, nil], alpha: 0.25, hex: "#777777")
        let same = color.converted(to: .oklch)
        #expect(same.components == [0.5, 0, nil])
        #expect(same.alpha == 0.25)
        #expect(same.hex == nil)
    }

    @Test func carriesAlphaAndDropsHex() throws {
        let color = try #require(ColorValue(hex: "#33669980"))
        let converted = color.converted(to: .oklab)
        #expect(converted.alpha == color.alpha)
        #expect(converted.hex == nil)
        #expect(converted.space == .oklab)
    }

    @Test(arguments: [ColorSpace.hsl, .hwb, .lch, .oklch])
    func greysHaveNoneHue(_ space: ColorSpace) throws {
        for hex in ["#000000", "#777777", "#ffffff"] {
            let grey = try #require(ColorValue(hex: hex))
            let hueIndex = space == .hsl || space == .hwb ? 0 : 2
            #expect(grey.converted(to: space).components[hueIndex] == nil, "\(hex) in \(space)")
            // The same grey reached through another space is still achromatic.
            #expect(grey.converted(to: .lab).converted(to: space).components[hueIndex] == nil, "\(hex) via lab")
            #expect(grey.converted(to: .oklab).converted(to: space).components[hueIndex] == nil, "\(hex) via oklab")
        }
    }

    @Test(arguments: [ColorSpace.hsl, .hwb, .lch, .oklch])
    func chromaticColorsKeepTheirHue(_ space: ColorSpace) throws {
        let color = try #require(ColorValue(hex: "#708090"))
        let hueIndex = space == .hsl || space == .hwb ? 0 : 2
        #expect(color.converted(to: space).components[hueIndex] != nil)
    }

    @Test func powerlessThresholdsFollowCSS() {
        #expect(ColorMath.isHuePowerless(SIMD3(50, 0.0015, 10), in: .lch))
        #expect(!ColorMath.isHuePowerless(SIMD3(50, 0.0016, 10), in: .lch))
        #expect(ColorMath.isHuePowerless(SIMD3(0.5, 4e-6, 10), in: .oklch))
        #expect(!ColorMath.isHuePowerless(SIMD3(0.5, 5e-6, 10), in: .oklch))
        #expect(ColorMath.isHuePowerless(SIMD3(10, 0, 50), in: .hsl))
        #expect(ColorMath.isHuePowerless(SIMD3(10, 40, 60), in: .hwb))
        #expect(!ColorMath.isHuePowerless(SIMD3(10, 40, 59), in: .hwb))
        #expect(!ColorMath.isHuePowerless(SIMD3(10, 0, 0), in: .lab))
    }

    @Test func huesAreInHalfOpenRange() throws {
        // Pure red sits at hue 0; slightly bluish red must not come out as 360.
        let color = ColorValue(space: .srgb, components: [1, 0, 1e-17])
        let hue = try #require(color.converted(to: .hsl).components[0] ?? nil)
        #expect(hue >= 0 && hue < 360)
        let hwb = ColorValue(space: .hwb, components: [-270, 30, 5]).converted(to: .srgb)
        #expect(hwb.components.map { (($0 ?? 0) * 1e6).rounded() / 1e6 } == [0.625, 0.95, 0.3])
    }
}
