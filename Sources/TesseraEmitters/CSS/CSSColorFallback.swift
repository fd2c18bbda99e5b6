import TesseraCore

/// The sRGB stand-in for a colour outside the sRGB family: CSS Color 4 gamut mapping (OKLCH
/// chroma reduction, from the colour module), then channels rounded to 8 bits so it is written as
/// hex. Alpha is kept exactly.
enum CSSColorFallback {
    static func srgb(for color: ColorValue) -> ColorValue {
        let mapped = color.gamutMapped(to: .srgb)
        let channels = mapped.components.map { component -> Double? in
            let value = component ?? 0
            let unit = value.isNaN ? 0 : min(max(value, 0), 1)
            return (unit * 255).rounded() / 255
        }
        return ColorValue(space: .srgb, components: channels, alpha: color.alpha)
    }
}
