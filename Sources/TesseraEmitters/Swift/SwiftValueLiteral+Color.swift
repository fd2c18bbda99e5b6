import TesseraCore

extension SwiftValueLiteral {
    /// Where the colour's literal is in `out`: the colour with its sRGB and Display P3 forms,
    /// gamut-mapped with the CSS Color 4 algorithm when it lies outside them. Each distinct colour
    /// is converted and written once: systems alias a palette from many tokens, and the
    /// conversion and its numbers are most of a colour's cost.
    mutating func colorRange(_ color: ColorValue, in out: inout SwiftSource) -> Range<Int> {
        let key = SwiftColorKey(color)
        if let key, let known = colors.range(of: key) { return known }
        let start = out.bytes.count
        Self.writeColor(color, to: &out)
        if let key { colors.insert(key, range: start..<out.bytes.count) }
        return start..<out.bytes.count
    }

    /// The colour's literal as a string, for values built around it.
    mutating func colorText(_ color: ColorValue, in out: inout SwiftSource) -> String {
        let range = colorRange(color, in: &out)
        return String(decoding: out.bytes[range], as: UTF8.self)
    }

    private static func writeColor(_ color: ColorValue, to out: inout SwiftSource) {
        let inSRGB = color.isInGamut(.srgb)
        let srgb = color.space == .srgb && inSRGB ? color : color.gamutMapped(to: .srgb)
        let p3 = displayP3(color)
        if color.space == .srgb, color.components.allSatisfy({ $0 != nil }), srgb.components == color.components {
            out += "ColorValue(srgb: "
            rgb(srgb.componentsOrZero, alpha: color.alpha, to: &out)
            out += ", displayP3: "
            rgb(p3, alpha: color.alpha, to: &out)
            out += ")"
            return
        }
        out += "ColorValue(colorSpace: "
        out += SwiftLiteral.string(color.space.rawValue)
        out += ", components: ["
        for (offset, component) in color.components.enumerated() {
            if offset > 0 { out += ", " }
            if let component { out.number(component) } else { out += "nil" }
        }
        out += "], alpha: "
        out.number(color.alpha)
        out += ", srgb: "
        rgb(srgb.componentsOrZero, alpha: color.alpha, to: &out)
        out += ", displayP3: "
        rgb(p3, alpha: color.alpha, to: &out)
        out += inSRGB ? ", isWideGamut: false)" : ", isWideGamut: true)"
    }

    /// `gamutMapped(to: .displayP3)`'s components. A colour whose direct conversion lands inside
    /// the gamut (every sRGB colour) is that conversion, which `gamutMapped` would also return,
    /// only after building a `ColorValue` around it.
    private static func displayP3(_ color: ColorValue) -> SIMD3<Double> {
        let direct = ColorMath.convert(color.componentsOrZero, from: color.space, to: .displayP3)
        let inGamut = (0...1).contains(direct.x) && (0...1).contains(direct.y) && (0...1).contains(direct.z)
        return inGamut ? direct : color.gamutMapped(to: .displayP3).componentsOrZero
    }

    private static func rgb(_ c: SIMD3<Double>, alpha: Double, to out: inout SwiftSource) {
        out += ".init("
        out.rounded(c.x)
        out += ", "
        out.rounded(c.y)
        out += ", "
        out.rounded(c.z)
        if alpha != 1 {
            out += ", "
            out.number(alpha)
        }
        out += ")"
    }
}
