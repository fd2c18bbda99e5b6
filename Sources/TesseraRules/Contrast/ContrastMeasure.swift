import TesseraCore

/// WCAG 2.x contrast of a foreground on a background as a display shows them: both gamut-mapped to
/// the display's space, translucent colours composited (source-over, in the encoded space, as
/// browsers and Core Animation blend), and luminance from that space's own Y row. An sRGB display
/// shows the sRGB fallback of a wide-gamut colour; a Display P3 one shows the colour itself.
enum ContrastMeasure {
    enum Display: String, CaseIterable, Sendable {
        case srgb = "sRGB"
        case displayP3 = "Display P3"

        var space: ColorSpace { self == .srgb ? .srgb : .displayP3 }

        /// The WCAG coefficients for sRGB; the P3 matrix's Y row for P3 (numerics.md §1).
        var luminanceRow: SIMD3<Double> {
            self == .srgb ? SIMD3(0.2126, 0.7152, 0.0722) : SIMD3(0.2289745640697488, 0.6917385218365064, 0.0792869140937450)
        }
    }

    /// An opaque background and a foreground with its alpha, as encoded components in `display`.
    struct Layer {
        var rgb: SIMD3<Double>
        var alpha: Double
    }

    static func layer(_ color: ColorValue, on display: Display, opacity: Double = 1) -> Layer {
        let mapped = color.gamutMapped(to: display.space).componentsOrZero
        let alpha = color.alpha.isNaN ? 1 : min(max(color.alpha, 0), 1)
        return Layer(rgb: mapped, alpha: alpha * min(max(opacity, 0), 1))
    }

    /// `top` over `bottom`; the result is opaque when `bottom` is.
    static func over(_ top: Layer, _ bottom: Layer) -> Layer {
        let alpha = top.alpha + bottom.alpha * (1 - top.alpha)
        guard alpha > 0 else { return Layer(rgb: .zero, alpha: 0) }
        return Layer(rgb: (top.rgb * top.alpha + bottom.rgb * (bottom.alpha * (1 - top.alpha))) / alpha, alpha: alpha)
    }

    static func luminance(_ rgb: SIMD3<Double>, _ display: Display) -> Double {
        let linear = SIMD3(ColorMath.srgbToLinear(rgb.x), ColorMath.srgbToLinear(rgb.y), ColorMath.srgbToLinear(rgb.z))
        return (linear * display.luminanceRow).sum()
    }
}
