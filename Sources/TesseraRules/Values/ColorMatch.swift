import TesseraCore

/// The colours a token paints with, each labelled for a message: a colour token is its own colour;
/// a gradient, shadow or border carries the colours of its stops, layers or stroke.
struct PaintedColor {
    /// Empty for a colour token; `gradient stop 2 (50%)`, `shadow 1`, `border`.
    var label: String
    var color: ColorValue

    static func of(_ value: TokenValue) -> [PaintedColor] {
        switch value {
        case .color(let color):
            return [PaintedColor(label: "", color: color)]
        case .gradient(let stops):
            return stops.enumerated().map { index, stop in
                PaintedColor(label: "gradient stop \(index + 1) (\(RuleFormat.trimmed(stop.position * 100, 1))%)", color: stop.color)
            }
        case .shadow(let layers):
            return layers.enumerated().map { index, layer in
                PaintedColor(label: layers.count == 1 ? "shadow colour" : "shadow \(index + 1) colour", color: layer.color)
            }
        case .border(let border):
            return [PaintedColor(label: "border colour", color: border.color)]
        default:
            return []
        }
    }
}

/// A colour a `forbidden-color` prohibition lists. A `#rrggbb` hex forbids that colour at any
/// alpha (a 30% black scrim is still black); `#rrggbbaa` forbids only that alpha.
struct ForbiddenHex {
    var text: String
    var hex: String
    var alphaByte: Int?

    init?(_ text: String) {
        guard let parsed = ColorValue(hex: text.lowercased()), let hex = parsed.hex else { return nil }
        self.text = text
        self.hex = hex
        let digits = text.count - 1
        alphaByte = digits == 4 || digits == 8 ? Self.byte(parsed.alpha) : nil
    }

    /// Compared after rounding to 8-bit sRGB (wide colours are gamut-mapped first), as a hex
    /// written into the token would be.
    func matches(_ color: ColorValue) -> Bool {
        guard color.srgbHex == hex else { return false }
        return alphaByte.map { $0 == Self.byte(color.alpha) } ?? true
    }

    static func byte(_ alpha: Double) -> Int { Int((min(max(alpha, 0), 1) * 255).rounded()) }
}
