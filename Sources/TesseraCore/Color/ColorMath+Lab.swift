import Foundation

// CIE Lab (CSS `lab()`/`lch()` are D50-relative), the reference whites and Bradford adaptation.
extension ColorMath {
    /// D50 from its 4-digit chromaticity (0.3457, 0.3585), as CSS Color 4 defines it.
    static let d50White = SIMD3<Double>(0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585)
    /// D65 from its 4-digit chromaticity (0.3127, 0.3290).
    static let d65White = SIMD3<Double>(0.3127 / 0.3290, 1, (1 - 0.3127 - 0.3290) / 0.3290)

    static let bradfordD65ToD50 = Matrix3(
        SIMD3(1.0479297925449969, 0.022946870601609652, -0.05019226628920524),
        SIMD3(0.02962780877005599, 0.9904344267538799, -0.017073799063418826),
        SIMD3(-0.009243040646204504, 0.015055191490298152, 0.7518742814281371))
    static let bradfordD50ToD65 = Matrix3(
        SIMD3(0.955473421488075, -0.02309845494876471, 0.06325924320057072),
        SIMD3(-0.0283697093338637, 1.0099953980813041, 0.021041441191917323),
        SIMD3(0.012314014864481998, -0.020507649298898964, 1.330365926242124))

    // CIE constants in their exact rational form (ε = (6/29)³, κ = (29/3)³).
    private static let labEpsilon = 216.0 / 24_389
    private static let labKappa = 24_389.0 / 27

    /// XYZ (relative to `white`) → Lab with L in 0...100.
    static func xyzToLab(_ xyz: SIMD3<Double>, white: SIMD3<Double>) -> SIMD3<Double> {
        let t = xyz / white
        let f = SIMD3(labF(t.x), labF(t.y), labF(t.z))
        return SIMD3(116 * f.y - 16, 500 * (f.x - f.y), 200 * (f.y - f.z))
    }

    /// Lab → XYZ relative to `white`. The linear segment is used below ε, so negative values invert too.
    static func labToXYZ(_ lab: SIMD3<Double>, white: SIMD3<Double>) -> SIMD3<Double> {
        let fy = (lab.x + 16) / 116
        let fx = lab.y / 500 + fy
        let fz = fy - lab.z / 200
        let x = fx * fx * fx > labEpsilon ? fx * fx * fx : (116 * fx - 16) / labKappa
        let y = lab.x > labKappa * labEpsilon ? fy * fy * fy : lab.x / labKappa
        let z = fz * fz * fz > labEpsilon ? fz * fz * fz : (116 * fz - 16) / labKappa
        return SIMD3(x, y, z) * white
    }

    private static func labF(_ t: Double) -> Double {
        t > labEpsilon ? cbrt(t) : (labKappa * t + 16) / 116
    }

    // MARK: - Lab relative to D65 (not a CSS or DTCG space; used by tests against published lab65 vectors)

    package static func labD65(fromXYZD65 xyz: SIMD3<Double>) -> SIMD3<Double> {
        xyzToLab(xyz, white: d65White)
    }

    package static func xyzD65(fromLabD65 lab: SIMD3<Double>) -> SIMD3<Double> {
        labToXYZ(lab, white: d65White)
    }
}
