import TesseraCore

/// What a colour's Swift literal depends on (not `hex`, which only describes how it was written).
struct SwiftColorKey: Hashable {
    let space: ColorSpace
    let components: [Double?]
    let alpha: Double
}

extension SwiftValueLiteral {
    /// The colour with its sRGB and Display P3 forms, gamut-mapped with the CSS Color 4 algorithm
    /// when it lies outside them. Each distinct colour is converted and written once: systems
    /// alias a palette from many tokens, and the conversion is most of a colour's cost.
    mutating func colorText(_ color: ColorValue) -> String {
        let key = SwiftColorKey(space: color.space, components: color.components, alpha: color.alpha)
        if let known = colors[key] { return known }
        let text = Self.colorLiteral(color)
        colors[key] = text
        return text
    }

    private static func colorLiteral(_ color: ColorValue) -> String {
        var out = SwiftSource(capacity: 128)
        let inSRGB = color.isInGamut(.srgb)
        let srgb = color.space == .srgb && inSRGB ? color : color.gamutMapped(to: .srgb)
        let p3 = color.gamutMapped(to: .displayP3)
        if color.space == .srgb, color.components.allSatisfy({ $0 != nil }), srgb.components == color.components {
            out += "ColorValue(srgb: "
            rgb(srgb, alpha: color.alpha, to: &out)
            out += ", displayP3: "
            rgb(p3, alpha: color.alpha, to: &out)
            out += ")"
            return out.string
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
        rgb(srgb, alpha: color.alpha, to: &out)
        out += ", displayP3: "
        rgb(p3, alpha: color.alpha, to: &out)
        out += inSRGB ? ", isWideGamut: false)" : ", isWideGamut: true)"
        return out.string
    }

    private static func rgb(_ color: ColorValue, alpha: Double, to out: inout SwiftSource) {
        let c = color.componentsOrZero
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
