/// WCAG 2.x relative luminance and contrast ratio (WCAG 2.2 definitions).
public enum WCAG {
    /// Relative luminance of gamma-encoded sRGB channels (0...1): the 0.04045 threshold with `≤`, as
    /// IEC 61966-2-1 and CSS Color 4, and the 4-digit WCAG coefficients. Negative (extended) channels
    /// are linearised by mirroring the curve.
    public static func relativeLuminance(_ srgb: SIMD3<Double>) -> Double {
        0.2126 * ColorMath.srgbToLinear(srgb.x)
            + 0.7152 * ColorMath.srgbToLinear(srgb.y)
            + 0.0722 * ColorMath.srgbToLinear(srgb.z)
    }

    /// `(L_hi + 0.05) / (L_lo + 0.05)` for two relative luminances; symmetric, 1...21 for real colours.
    /// Never round before comparing with a threshold: 4.499 fails 4.5.
    public static func contrastRatio(_ a: Double, _ b: Double) -> Double {
        (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// The contrast ratio of `fg` drawn on `bg`. Both are gamut-mapped to sRGB; `bg` is taken as opaque
    /// (its alpha is ignored) and `fg` is composited over it by its alpha before measuring, as WCAG
    /// requires for translucent colours.
    public static func contrastRatio(_ fg: ColorValue, _ bg: ColorValue) -> Double {
        var backdrop = bg.gamutMapped(to: .srgb)
        backdrop.alpha = 1
        let shown = composite(fg, over: backdrop)
        return contrastRatio(relativeLuminance(shown.componentsOrZero), relativeLuminance(backdrop.componentsOrZero))
    }

    /// Source-over compositing of `fg` onto `bg` in gamma-encoded sRGB (as browsers blend), after
    /// gamut-mapping both to sRGB. The result is an sRGB colour whose alpha is the combined coverage;
    /// it is opaque whenever `bg` is. Alphas are clamped to 0...1 (NaN counts as opaque).
    public static func composite(_ fg: ColorValue, over bg: ColorValue) -> ColorValue {
        let front = fg.gamutMapped(to: .srgb).componentsOrZero
        let back = bg.gamutMapped(to: .srgb).componentsOrZero
        let frontAlpha = clampedAlpha(fg.alpha)
        let backAlpha = clampedAlpha(bg.alpha)
        let alpha = frontAlpha + backAlpha * (1 - frontAlpha)
        guard alpha > 0 else { return ColorValue(space: .srgb, components: [0, 0, 0], alpha: 0) }
        let blended = (front * frontAlpha + back * (backAlpha * (1 - frontAlpha))) / alpha
        return ColorValue(space: .srgb, components: [blended.x, blended.y, blended.z], alpha: alpha)
    }

    private static func clampedAlpha(_ alpha: Double) -> Double {
        alpha.isNaN ? 1 : min(max(alpha, 0), 1)
    }
}
