import Testing
import TesseraCore

@Suite("Color WCAG contrast")
struct ColorWCAGTests {
    @Test func thresholdsAreNotRounded() throws {
        let white = try #require(ColorValue(hex: "#fff"))
        let passing = try #require(ColorValue(hex: "#767676"))
        let failing = try #require(ColorValue(hex: "#777"))
        #expect(WCAG.contrastRatio(passing, white) >= 4.5)
        #expect(WCAG.contrastRatio(failing, white) < 4.5)
    }

    @Test func ratioIsSymmetricAndBounded() {
        #expect(WCAG.contrastRatio(0.2, 0.7) == WCAG.contrastRatio(0.7, 0.2))
        #expect(WCAG.contrastRatio(1, 0) == 21)
        #expect(WCAG.contrastRatio(0.4, 0.4) == 1)
    }

    @Test func luminanceMirrorsNegativeChannelsAndUsesInclusiveThreshold() {
        let positive = WCAG.relativeLuminance(SIMD3(0.5, 0.3, 0.04045))
        let negative = WCAG.relativeLuminance(SIMD3(-0.5, -0.3, -0.04045))
        #expect(negative == -positive)
        // At exactly 0.04045 the linear segment applies.
        #expect(ColorMath.srgbToLinear(0.04045) == 0.04045 / 12.92)
        #expect(ColorMath.linearToSRGB(ColorMath.srgbToLinear(0.5)) == 0.5)
    }

    @Test func compositesTranslucentForegroundBeforeMeasuring() throws {
        let halfBlack = ColorValue(space: .srgb, components: [0, 0, 0], alpha: 0.5)
        let white = try #require(ColorValue(hex: "#ffffff"))
        let shown = WCAG.composite(halfBlack, over: white)
        #expect(shown.components == [0.5, 0.5, 0.5])
        #expect(shown.alpha == 1)
        let grey = ColorValue(space: .srgb, components: [0.5, 0.5, 0.5])
        #expect(WCAG.contrastRatio(halfBlack, white) == WCAG.contrastRatio(grey, white))
        // A fully transparent foreground has no contrast at all.
        let clear = ColorValue(space: .srgb, components: [0, 0, 0], alpha: 0)
        #expect(WCAG.contrastRatio(clear, white) == 1)
    }

    @Test func backgroundIsTreatedAsOpaque() throws {
        let black = try #require(ColorValue(hex: "#000"))
        let translucentWhite = ColorValue(space: .srgb, components: [1, 1, 1], alpha: 0.2)
        #expect(abs(WCAG.contrastRatio(black, translucentWhite) - 21) < 1e-12)
    }

    @Test func compositeOfTwoTranslucentColorsFollowsSourceOver() {
        let red = ColorValue(space: .srgb, components: [1, 0, 0], alpha: 0.5)
        let blue = ColorValue(space: .srgb, components: [0, 0, 1], alpha: 0.5)
        let result = WCAG.composite(red, over: blue)
        #expect(result.alpha == 0.75)
        let components = result.componentsOrZero
        let expected = SIMD3<Double>(2.0 / 3, 0, 1.0 / 3)
        let difference = components - expected
        #expect(max(abs(difference.x), abs(difference.y), abs(difference.z)) < 1e-12)
    }

    @Test func wideGamutColorsAreMeasuredAfterGamutMapping() {
        let p3Red = ColorValue(space: .displayP3, components: [1, 0, 0])
        let mapped = p3Red.gamutMapped(to: .srgb)
        let white = ColorValue(space: .srgb, components: [1, 1, 1])
        #expect(WCAG.contrastRatio(p3Red, white) == WCAG.contrastRatio(mapped, white))
    }
}
