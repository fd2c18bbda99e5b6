import Testing
import TesseraCore

/// Conversions between every ordered pair of the 14 spaces invert each other, agree with the route
/// through XYZ, and keep extended (out-of-gamut) values.
@Suite("Color round trips")
struct ColorRoundTripTests {
    /// Well-conditioned sRGB colours: clearly chromatic, lightness away from 0 and 1. The last three are
    /// extended: Display P3 red in sRGB, a colour with a negative channel, and one with lightness > 1
    /// (which hsl stores with the hue turned by 180°).
    static let colors: [SIMD3<Double>] = [
        SIMD3(0.5, 0.2, 0.7), SIMD3(0.9, 0.6, 0.1), SIMD3(0.05, 0.4, 0.3), SIMD3(0.2, 0.3, 0.9),
        SIMD3(1.0930663, -0.2267420, -0.1501346), SIMD3(-0.3, 0.5, 1.2), SIMD3(1.2, 1.1, 1.05),
    ]
    static let tolerance = 1e-9

    @Test(arguments: ColorSpace.allCases, ColorSpace.allCases)
    func roundTrip(from source: ColorSpace, to target: ColorSpace) {
        for srgb in Self.colors {
            let start = ColorMath.convert(srgb, from: .srgb, to: source)
            let there = ColorMath.convert(start, from: source, to: target)
            let back = ColorMath.convert(there, from: target, to: source)
            expectClose(back, start, in: source, "\(srgb) \(source)→\(target)→\(source)")

            let direct = ColorMath.convert(srgb, from: .srgb, to: target)
            expectClose(there, direct, in: target, "\(srgb) via \(source) vs directly to \(target)")
            let viaXYZ = ColorMath.fromXYZD65(ColorMath.toXYZD65(start, from: source), to: target)
            expectClose(there, viaXYZ, in: target, "\(srgb) \(source)→\(target) vs through XYZ D65")
        }
    }

    @Test(arguments: ColorSpace.allCases)
    func sameSpaceConversionIsIdentity(_ space: ColorSpace) {
        let value = SIMD3<Double>(0.123456789, 45.6, 789.0)
        #expect(ColorMath.convert(value, from: space, to: space) == value)
    }

    @Test func sRGBToXYZMatchesCSSMatrices() {
        let white = ColorMath.toXYZD65(SIMD3(1, 1, 1), from: .srgb)
        expectClose(white, SIMD3(0.3127 / 0.3290, 1, (1 - 0.3127 - 0.3290) / 0.3290), in: .xyzD65, "white", 1e-15)
        // D50 white in xyz-d50 is the CSS D50 white, and lab gives exactly L = 100, a = b = 0.
        let labWhite = ColorMath.convert(SIMD3(1, 1, 1), from: .srgb, to: .lab)
        expectClose(labWhite, SIMD3(100, 0, 0), in: .lab, "lab white", 1e-9)
    }

    @Test func extendedValuesMirrorTransferCurves() {
        for space in [ColorSpace.srgb, .displayP3, .a98RGB, .prophotoRGB, .rec2020] {
            let positive = ColorMath.toXYZD65(SIMD3(0.6, 0, 0), from: space)
            let negative = ColorMath.toXYZD65(SIMD3(-0.6, 0, 0), from: space)
            expectClose(negative, -positive, in: .xyzD65, "\(space) red channel mirrored", 1e-15)
        }
    }

    private func expectClose(
        _ actual: SIMD3<Double>, _ expected: SIMD3<Double>, in space: ColorSpace, _ label: String,
        _ tolerance: Double = tolerance, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let hueIndex: Int? = switch space {
        case .hsl, .hwb: 0
        case .lch, .oklch: 2
        default: nil
        }
        for index in 0..<3 {
            var difference = abs(actual[index] - expected[index])
            if index == hueIndex { difference = min(difference, 360 - difference) }
            #expect(difference <= tolerance, "\(label): component \(index) \(actual) vs \(expected)",
                    sourceLocation: sourceLocation)
        }
    }
}
