import TesseraCore

/// A colour as one colorset entry holds it: `srgb` when the colour is inside sRGB, otherwise
/// gamut-mapped into `display-p3` (CSS Color 4 chroma reduction, so hue and lightness survive).
/// Channels are kept in thousandths, the precision Xcode writes (`"0.961"`), so two tokens that
/// would be written identically also compare equal.
struct AssetCatalogColor: Hashable, Sendable {
    enum Space: String, Sendable {
        case srgb
        case displayP3 = "display-p3"
    }

    var space: Space
    var red: Int
    var green: Int
    var blue: Int
    var alpha: Int

    init(_ color: ColorValue) {
        let rgb: SIMD3<Double>
        if color.isInGamut(.srgb) {
            space = .srgb
            rgb = color.converted(to: .srgb).componentsOrZero
        } else {
            space = .displayP3
            rgb = color.gamutMapped(to: .displayP3).componentsOrZero
        }
        red = Self.thousandths(rgb.x)
        green = Self.thousandths(rgb.y)
        blue = Self.thousandths(rgb.z)
        alpha = Self.thousandths(color.alpha)
    }

    /// 0…1 as a whole number of thousandths; in-gamut conversion noise just outside the range is
    /// clamped, and NaN becomes 0 so bad input still gives a valid file.
    static func thousandths(_ unit: Double) -> Int {
        guard !unit.isNaN else { return 0 }
        return Int((min(max(unit, 0), 1) * 1000).rounded())
    }

    /// `"0.961"`, `"1.000"`: Xcode's decimal form, always three decimals.
    static func decimal(_ thousandths: Int) -> String {
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
