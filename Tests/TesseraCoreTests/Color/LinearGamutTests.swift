import Foundation
import Testing
@testable import TesseraCore

@Suite("Gamut mapping's linear-light helpers")
struct LinearGamutTests {
    @Test("the cube root is within four ulps of cbrt, from tiny to huge, of either sign")
    func cubeRootMatchesTheLibrary() {
        var generator = SystemRandomNumberGenerator()
        var values: [Double] = [1, -1, 8, -27, 0.001, 1e-300, 1e300, 0.2, 0.9999999, Double.leastNormalMagnitude]
        for _ in 0..<20_000 { values.append(Double.random(in: -2...2, using: &generator)) }
        for _ in 0..<2_000 { values.append(pow(10, Double.random(in: -300...300, using: &generator))) }
        for value in values {
            let expected = cbrt(value)
            let found = LinearGamut.cubeRoot(value)
            #expect(abs(found - expected) <= 4 * expected.magnitude.ulp, "\(value): \(found) vs \(expected)")
        }
        #expect(LinearGamut.cubeRoot(0) == 0 && LinearGamut.cubeRoot(-0.0) == 0)
        #expect(LinearGamut.cubeRoot(.infinity) == .infinity && LinearGamut.cubeRoot(.nan).isNaN)
    }

    @Test("OKLab to linear light and back agrees with the general conversions", arguments: [ColorSpace.srgb, .displayP3, .rec2020, .prophotoRGB, .a98RGB])
    func roundTrip(_ space: ColorSpace) {
        let gamut = LinearGamut.of(space)
        for lab in [SIMD3(0.5, 0.1, -0.1), SIMD3(0.9, -0.05, 0.08), SIMD3(0.2, 0.0, 0.0), SIMD3(0.7, 0.2, 0.1)] {
            let general = ColorMath.convert(lab, from: .oklab, to: space)
            let linear = gamut.linear(fromOKLab: lab)
            let encoded = ColorMath.encoded(linear, space: space)
            #expect(((encoded - general) * (encoded - general)).sum().squareRoot() < 1e-12, "\(space) \(lab)")
            let back = gamut.oklab(fromLinear: linear)
            #expect(((back - lab) * (back - lab)).sum().squareRoot() < 1e-12, "\(space) \(lab)")
        }
    }
}
