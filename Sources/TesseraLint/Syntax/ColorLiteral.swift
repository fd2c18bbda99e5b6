import Foundation
@_spi(RawSyntax) import SwiftSyntax
import TesseraCore

/// A colour written as numbers in code, read into sRGB: SwiftUI's `Color(red:green:blue:)`,
/// `Color(.sRGB | .displayP3 | .sRGBLinear, …)`, `Color(white:)`, `Color(hue:saturation:brightness:)`,
/// UIKit's and AppKit's initializers of the same kinds (`srgbRed:`, `calibratedRed:`,
/// `displayP3Red:`, …), `CGColor(red:…)`, `#colorLiteral(…)` and `Color(hex:)`-style helpers with
/// a literal. Only when every component is a literal: a colour computed from names is not one.
struct ColorLiteral {
    var value: ColorValue
    /// The type it makes, for the token's spelling in that framework.
    var kind: SwiftSpellings.Kind

    var hex: String { value.srgbHexWithAlpha }
    var srgb: SIMD3<Double> { value.gamutMapped(to: .srgb).componentsOrZero }

    static let types: [String: SwiftSpellings.Kind] = [
        "Color": .color, "UIColor": .uiColor, "NSColor": .nsColor, "CGColor": .color,
    ]

    /// The calls that may be one, by `CallSite.name`.
    static let callNames = Set(types.keys)

    init?(_ call: CallSite) {
        guard let type = call.type, let kind = Self.types[type] else { return nil }
        self.kind = kind
        guard let value = Self.read(call.raw.arguments) else { return nil }
        self.value = value
    }

    init?(_ macro: MacroExpansionExprSyntax) {
        guard macro.macroName.text == "colorLiteral", let raw = RawMacroExpansionExprSyntax(macro.raw),
              let value = Self.read(raw.arguments) else { return nil }
        self.kind = .color
        self.value = value
    }

    private static func read(_ arguments: RawLabeledExprListSyntax) -> ColorValue? {
        var space = ColorSpace.srgb
        var numbers = ColorArguments()
        for case let element? in arguments.raw.children {
            let argument = RawLabeledExprSyntax(element)!
            guard let label = argument.label.map({ String(syntaxText: $0.tokenText) }) else {
                // Color(.displayP3, red: …): the colour space first.
                guard let name = argument.expression.memberName else { return nil }
                if name == "sRGB" {
                    space = .srgb
                } else if name == "sRGBLinear" {
                    space = .srgbLinear
                } else if name == "displayP3" {
                    space = .displayP3
                } else {
                    return nil
                }
                continue
            }
            if label == "hex" || label == "hexString" { return hex(argument.expression) }
            guard let value = argument.expression.numberLiteral else { return nil }
            numbers.set(label, value)
        }
        return numbers.color(in: space)
    }

    /// `"#9E2A2B"`, `"9E2A2B"`, `0x9E2A2B` (0xRRGGBBAA when it has eight digits).
    private static func hex(_ expression: RawExprSyntax) -> ColorValue? {
        if let text = expression.stringLiteral {
            return ColorValue(hex: text.hasPrefix("#") ? text : "#" + text)
        }
        guard let literal = expression.as(RawIntegerLiteralExprSyntax.self), let number = expression.numberLiteral else { return nil }
        let digits = String(syntaxText: literal.literal.tokenText).replacingOccurrences(of: "_", with: "").dropFirst(2).count
        let text = String(Int(number), radix: 16)
        let width = digits > 6 ? 8 : 6
        return ColorValue(hex: "#" + String(repeating: "0", count: max(0, width - text.count)) + text)
    }

    /// HSB (HSV) with hue in 0…1, as UIKit and SwiftUI take it, to RGB.
    static func hsb(_ hue: Double, _ saturation: Double, _ brightness: Double) -> [Double?] {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let f = h - Double(Int(h))
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * f)
        let t = brightness * (1 - saturation * (1 - f))
        switch sector {
        case 0: return [brightness, t, p]
        case 1: return [q, brightness, p]
        case 2: return [p, brightness, t]
        case 3: return [p, q, brightness]
        case 4: return [t, p, brightness]
        default: return [brightness, p, q]
        }
    }
}
