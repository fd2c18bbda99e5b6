import Testing
import TesseraCore

@Suite("Color difference")
struct ColorDifferenceTests {
    @Test func identicalColorsHaveNoDifference() {
        let lab = SIMD3<Double>(60, -20, 35)
        #expect(ColorDifference.ciede2000(lab, lab) == 0)
        #expect(ColorDifference.deltaEOK(lab, lab) == 0)
    }

    @Test func ciede2000OfColorValuesComparesInCSSLab() throws {
        let red = try #require(ColorValue(hex: "#ff0000"))
        let orange = try #require(ColorValue(hex: "#ff8000"))
        let expected = ColorDifference.ciede2000(red.converted(to: .lab).componentsOrZero,
                                                 orange.converted(to: .lab).componentsOrZero)
        #expect(ColorDifference.ciede2000(red, orange) == expected)
        #expect(ColorDifference.ciede2000(red, orange) > 10)
        // The same colour written in two spaces is (nearly) no difference.
        #expect(ColorDifference.ciede2000(red, red.converted(to: .oklch)) < 1e-9)
    }

    @Test func deltaEOKIsEuclideanInOKLab() throws {
        #expect(ColorDifference.deltaEOK(SIMD3(0.5, 0.1, 0), SIMD3(0.5, 0.1, 0.03)) == 0.03)
        let black = try #require(ColorValue(hex: "#000"))
        let white = try #require(ColorValue(hex: "#fff"))
        #expect(abs(ColorDifference.deltaEOK(black, white) - 1) < 1e-12)
    }
}
