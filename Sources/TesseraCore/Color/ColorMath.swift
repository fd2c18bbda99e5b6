/// Conversions between the 14 DTCG colour spaces.
///
/// Every space is reached through CIE XYZ: each space has a *base* (hsl and hwb → srgb, lch → lab,
/// oklch → oklab) and each base has a native white (D50 for xyz-d50, lab and prophoto-rgb, D65 for the
/// rest). Conversions between two D50 spaces skip the Bradford round trip, so lab ↔ xyz-d50 stays exact.
///
/// Components use the DTCG conventions: RGB and XYZ channels nominally 0...1, hsl S/L and hwb W/B
/// 0...100, lab/lch L 0...100, oklab/oklch L 0...1, hues in degrees, returned in [0, 360).
/// Values outside the nominal ranges (extended sRGB, wide-gamut colours expressed in sRGB) convert
/// and round-trip, because every transfer curve is mirrored through the origin.
/// An achromatic colour converted to a cylindrical space gets hue 0 here; ``ColorValue/converted(to:)``
/// is the layer that reports such a hue as `none`.
public enum ColorMath {
    /// Converts components in `space` to CIE XYZ relative to D65.
    public static func toXYZD65(_ c: SIMD3<Double>, from space: ColorSpace) -> SIMD3<Double> {
        let base = baseSpace(of: space)
        let xyz = baseToXYZ(toBase(c, from: space), base: base)
        return usesD50(base) ? bradfordD50ToD65 * xyz : xyz
    }

    /// Converts CIE XYZ relative to D65 to components in `space`.
    public static func fromXYZD65(_ xyz: SIMD3<Double>, to space: ColorSpace) -> SIMD3<Double> {
        let base = baseSpace(of: space)
        let native = usesD50(base) ? bradfordD65ToD50 * xyz : xyz
        return fromBase(xyzToBase(native, base: base), to: space)
    }

    /// Converts components from one space to another; returns `c` unchanged when the spaces are equal.
    public static func convert(_ c: SIMD3<Double>, from: ColorSpace, to: ColorSpace) -> SIMD3<Double> {
        if from == to { return c }
        let sourceBase = baseSpace(of: from)
        let targetBase = baseSpace(of: to)
        var value = toBase(c, from: from)
        if sourceBase != targetBase {
            var xyz = baseToXYZ(value, base: sourceBase)
            switch (usesD50(sourceBase), usesD50(targetBase)) {
            case (true, false): xyz = bradfordD50ToD65 * xyz
            case (false, true): xyz = bradfordD65ToD50 * xyz
            default: break
            }
            value = xyzToBase(xyz, base: targetBase)
        }
        return fromBase(value, to: to)
    }

    // MARK: - Routing

    /// The space a cylindrical or derived space is defined on; other spaces are their own base.
    static func baseSpace(of space: ColorSpace) -> ColorSpace {
        switch space {
        case .hsl, .hwb: .srgb
        case .lch: .lab
        case .oklch: .oklab
        default: space
        }
    }

    /// Whether a base space's XYZ connection is relative to D50 (otherwise D65).
    static func usesD50(_ base: ColorSpace) -> Bool {
        base == .xyzD50 || base == .lab || base == .prophotoRGB
    }

    private static func toBase(_ c: SIMD3<Double>, from space: ColorSpace) -> SIMD3<Double> {
        switch space {
        case .hsl: hslToSRGB(c)
        case .hwb: hwbToSRGB(c)
        case .lch, .oklch: polarToRectangular(c)
        default: c
        }
    }

    private static func fromBase(_ c: SIMD3<Double>, to space: ColorSpace) -> SIMD3<Double> {
        switch space {
        case .hsl: srgbToHSL(c)
        case .hwb: srgbToHWB(c)
        case .lch, .oklch: rectangularToPolar(c)
        default: c
        }
    }

    /// XYZ relative to the base space's native white.
    private static func baseToXYZ(_ c: SIMD3<Double>, base: ColorSpace) -> SIMD3<Double> {
        switch base {
        case .xyzD65, .xyzD50: c
        case .lab: labToXYZ(c, white: d50White)
        case .oklab: okLabToXYZD65(c)
        default: rgbToXYZ(c, space: base)
        }
    }

    private static func xyzToBase(_ xyz: SIMD3<Double>, base: ColorSpace) -> SIMD3<Double> {
        switch base {
        case .xyzD65, .xyzD50: xyz
        case .lab: xyzToLab(xyz, white: d50White)
        case .oklab: xyzD65ToOKLab(xyz)
        default: xyzToRGB(xyz, space: base)
        }
    }
}
