import Foundation

// OKLab with the CSS Color 4 64-bit matrices, recomputed by CSS for a D65 white consistent with the
// other spaces (w3c/csswg-drafts#6642), so white maps to a = b = 0 to within rounding.
extension ColorMath {
    static let xyzToLMS = Matrix3(
        SIMD3(0.8190224379967030, 0.3619062600528904, -0.1288737815209879),
        SIMD3(0.0329836539323885, 0.9292868615863434, 0.0361446663506424),
        SIMD3(0.0481771893596242, 0.2642395317527308, 0.6335478284694309))
    static let lmsToOKLab = Matrix3(
        SIMD3(0.2104542683093140, 0.7936177747023054, -0.0040720430116193),
        SIMD3(1.9779985324311684, -2.4285922420485799, 0.4505937096174110),
        SIMD3(0.0259040424655478, 0.7827717124575296, -0.8086757549230774))
    static let lmsToXYZ = Matrix3(
        SIMD3(1.2268798758459243, -0.5578149944602171, 0.2813910456659647),
        SIMD3(-0.0405757452148008, 1.1122868032803170, -0.0717110580655164),
        SIMD3(-0.0763729366746601, -0.4214933324022432, 1.5869240198367816))
    static let okLabToLMS = Matrix3(
        SIMD3(1, 0.3963377773761749, 0.2158037573099136),
        SIMD3(1, -0.1055613458156586, -0.0638541728258133),
        SIMD3(1, -0.0894841775298119, -1.2914855480194092))

    /// XYZ (D65) → OKLab, L in 0...1. `cbrt` keeps the sign, so out-of-gamut LMS values invert.
    static func xyzD65ToOKLab(_ xyz: SIMD3<Double>) -> SIMD3<Double> {
        let lms = xyzToLMS * xyz
        return lmsToOKLab * SIMD3(cbrt(lms.x), cbrt(lms.y), cbrt(lms.z))
    }

    static func okLabToXYZD65(_ lab: SIMD3<Double>) -> SIMD3<Double> {
        let nonlinear = okLabToLMS * lab
        return lmsToXYZ * (nonlinear * nonlinear * nonlinear)
    }
}
