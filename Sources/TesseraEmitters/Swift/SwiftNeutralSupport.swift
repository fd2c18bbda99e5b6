import Foundation
/// The plain value types of the neutral layer, written once per system inside its namespace.
/// They need only the standard library, so the neutral layer builds on Linux and on servers.
/// `ACCESS ` is replaced by the access level (with its trailing space, or nothing for internal).
enum SwiftNeutralSupport {
    static func text(access: String) -> String {
        (colorTemplate + "\n\n" + valuesTemplate + "\n\n" + adaptiveTemplate).replacingOccurrences(of: "ACCESS ", with: access)
    }

    private static let colorTemplate = #"""
        /// A colour: the space and components the token wrote, and its sRGB and Display P3 forms
        /// (gamut-mapped with the CSS Color 4 algorithm when the colour lies outside them).
        ACCESS struct ColorValue: Hashable, Sendable {
            /// Red, green and blue in 0…1, and alpha.
            ACCESS struct RGB: Hashable, Sendable {
                ACCESS var red: Double
                ACCESS var green: Double
                ACCESS var blue: Double
                ACCESS var alpha: Double

                ACCESS init(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) {
                    (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
                }
            }

            /// The CSS Color 4 space of the token, e.g. `srgb`, `display-p3`, `oklch`.
            ACCESS var colorSpace: String
            /// The components as written; `nil` where the token wrote `none`.
            ACCESS var components: [Double?]
            ACCESS var alpha: Double
            ACCESS var srgb: RGB
            ACCESS var displayP3: RGB
            /// True when the colour lies outside sRGB, so `displayP3` is the faithful form.
            ACCESS var isWideGamut: Bool

            ACCESS init(colorSpace: String, components: [Double?], alpha: Double, srgb: RGB, displayP3: RGB, isWideGamut: Bool) {
                self.colorSpace = colorSpace
                self.components = components
                self.alpha = alpha
                self.srgb = srgb
                self.displayP3 = displayP3
                self.isWideGamut = isWideGamut
            }

            /// A colour written in sRGB (its components are `srgb`).
            ACCESS init(srgb: RGB, displayP3: RGB) {
                self.init(colorSpace: "srgb", components: [srgb.red, srgb.green, srgb.blue], alpha: srgb.alpha,
                          srgb: srgb, displayP3: displayP3, isWideGamut: false)
            }

            /// `#rrggbb`, or `#rrggbbaa` when not opaque, from the sRGB form.
            ACCESS var hex: String {
                func byte(_ value: Double) -> String {
                    let byte = Int(min(max(value, 0), 1) * 255 + 0.5)  // no `rounded()`: it needs libm when linked without Foundation
                    let digits = Array("0123456789abcdef")
                    return String([digits[byte / 16], digits[byte % 16]])
                }
                let rgb = byte(srgb.red) + byte(srgb.green) + byte(srgb.blue)
                return "#" + rgb + (srgb.alpha < 1 ? byte(srgb.alpha) : "")
            }
        }
        """#
}
