import Foundation

/// What gamut mapping's chroma search computes at every step, for one RGB space: OKLab to the
/// space's linear light and back, with the matrices between them multiplied out once (two
/// products instead of four per step) and a cube root that skips the library's general path.
/// A contrast fix search maps hundreds of colours for every failing pair.
struct LinearGamut: Sendable {
    private let fromLMS: Matrix3
    private let toLMS: Matrix3

    private init(_ space: ColorSpace) {
        let toXYZ = ColorMath.usesD50(space) ? ColorMath.bradfordD50ToD65 * ColorMath.rgbToXYZMatrix(space) : ColorMath.rgbToXYZMatrix(space)
        let fromXYZ = ColorMath.usesD50(space) ? ColorMath.xyzToRGBMatrix(space) * ColorMath.bradfordD65ToD50 : ColorMath.xyzToRGBMatrix(space)
        fromLMS = fromXYZ * ColorMath.lmsToXYZ
        toLMS = ColorMath.xyzToLMS * toXYZ
    }

    private static let srgb = LinearGamut(.srgb)
    private static let displayP3 = LinearGamut(.displayP3)

    static func of(_ space: ColorSpace) -> LinearGamut {
        switch space {
        case .srgb: srgb
        case .displayP3: displayP3
        default: LinearGamut(space)
        }
    }

    /// Linear-light components of OKLab `lab`.
    func linear(fromOKLab lab: SIMD3<Double>) -> SIMD3<Double> {
        let nonlinear = ColorMath.okLabToLMS * lab
        return fromLMS * (nonlinear * nonlinear * nonlinear)
    }

    /// OKLab of linear-light components.
    func oklab(fromLinear rgb: SIMD3<Double>) -> SIMD3<Double> {
        let lms = toLMS * rgb
        return ColorMath.lmsToOKLab * SIMD3(Self.cubeRoot(lms.x), Self.cubeRoot(lms.y), Self.cubeRoot(lms.z))
    }

    /// The real cube root (sign kept), to within a few ulps of `cbrt`: an estimate from the
    /// exponent bits, two Halley steps (each triples the correct digits), then a Newton step whose
    /// residual is taken with a fused multiply-add, which removes the Halley steps' rounding.
    static func cubeRoot(_ x: Double) -> Double {
        let magnitude = abs(x)
        guard magnitude.isNormal else { return cbrt(x) }
        var y = Double(bitPattern: magnitude.bitPattern / 3 &+ 0x2A9F_7893_782D_A1CE)
        for _ in 0..<2 {
            let cube = y * y * y
            y *= (cube + 2 * magnitude) / (2 * cube + magnitude)
        }
        let square = y * y
        y -= (-magnitude).addingProduct(square, y) / (3 * square)
        return x < 0 ? -y : y
    }
}
