import TesseraCore

/// The sRGB stand-in for a wide-gamut colour.
/// TEMPORARY: clips instead of gamut-mapping until the colour module lands (branch `color`).
enum CSSColorFallback {
    static func srgb(for color: ColorValue) -> ColorValue {
        let channels = color.components.map { min(max($0 ?? 0, 0), 1) }
        return ColorValue(space: .srgb, components: channels.map { (($0 * 255).rounded() / 255) as Double? },
                          alpha: color.alpha)
    }
}
