/// The 14 colour spaces of the DTCG Color module, named as CSS Color 4's `color()` keywords.
public enum ColorSpace: String, Sendable, Hashable, CaseIterable {
    case srgb
    case srgbLinear = "srgb-linear"
    case hsl
    case hwb
    case lab
    case lch
    case oklab
    case oklch
    case displayP3 = "display-p3"
    case a98RGB = "a98-rgb"
    case prophotoRGB = "prophoto-rgb"
    case rec2020
    case xyzD65 = "xyz-d65"
    case xyzD50 = "xyz-d50"
}
