import TesseraCore

/// A token's value as a neutral-layer Swift expression, and the Swift type it has.
struct SwiftValue: Hashable {
    var type: String
    var expression: String
}

/// Writes token values as neutral-layer literals. Dimensions become points (`rem` times
/// `remBase`), durations seconds; springs and haptics (Tessera's extensions) get their own types.
struct SwiftValueLiteral {
    var remBase: Double = 16

    func value(of token: Token) -> SwiftValue {
        switch token.value {
        case .color(let color): SwiftValue(type: "ColorValue", expression: self.color(color))
        case .dimension(let dimension): SwiftValue(type: "Double", expression: points(dimension))
        case .fontFamily(let families): SwiftValue(type: "[String]", expression: SwiftLiteral.stringArray(families))
        case .fontWeight(let weight): SwiftValue(type: "Double", expression: SwiftLiteral.number(weight))
        case .duration(let duration):
            if let spring = token.spring {
                SwiftValue(type: "SpringValue", expression: self.spring(spring))
            } else {
                SwiftValue(type: "Double", expression: seconds(duration))
            }
        case .cubicBezier(let bezier): SwiftValue(type: "CubicBezierValue", expression: self.bezier(bezier))
        case .number(let number):
            if let haptic = token.haptic {
                SwiftValue(type: "HapticValue", expression: self.haptic(haptic))
            } else {
                SwiftValue(type: "Double", expression: SwiftLiteral.number(number))
            }
        case .strokeStyle(let style): SwiftValue(type: "StrokeStyleValue", expression: strokeStyle(style))
        case .border(let border):
            SwiftValue(type: "BorderValue", expression: "BorderValue(color: \(color(border.color)), width: \(points(border.width)), style: \(strokeStyle(border.style)))")
        case .transition(let transition): SwiftValue(type: "TransitionValue", expression: self.transition(transition))
        case .shadow(let shadows): SwiftValue(type: "ShadowValue", expression: shadow(shadows))
        case .gradient(let stops): SwiftValue(type: "GradientValue", expression: gradient(stops, token: token))
        case .typography(let typography): SwiftValue(type: "TypographyValue", expression: self.typography(typography, token: token))
        }
    }

    func color(_ color: ColorValue) -> String {
        let inSRGB = color.isInGamut(.srgb)
        let srgb = color.space == .srgb && inSRGB ? color : color.gamutMapped(to: .srgb)
        let p3 = color.gamutMapped(to: .displayP3)
        let srgbText = rgb(srgb, alpha: color.alpha)
        let p3Text = rgb(p3, alpha: color.alpha)
        if color.space == .srgb, color.components.allSatisfy({ $0 != nil }), srgb.components == color.components {
            return "ColorValue(srgb: \(srgbText), displayP3: \(p3Text))"
        }
        let components = color.components.map { $0.map(SwiftLiteral.number) ?? "nil" }.joined(separator: ", ")
        return "ColorValue(colorSpace: \(SwiftLiteral.string(color.space.rawValue)), components: [\(components)], alpha: \(SwiftLiteral.number(color.alpha)), srgb: \(srgbText), displayP3: \(p3Text), isWideGamut: \(!inSRGB))"
    }

    private func rgb(_ color: ColorValue, alpha: Double) -> String {
        let c = color.componentsOrZero
        let alphaText = alpha == 1 ? "" : ", \(SwiftLiteral.number(alpha))"
        return ".init(\(SwiftLiteral.rounded(c.x)), \(SwiftLiteral.rounded(c.y)), \(SwiftLiteral.rounded(c.z))\(alphaText))"
    }

    func points(_ dimension: Dimension) -> String { SwiftLiteral.number(pointValue(dimension)) }

    func pointValue(_ dimension: Dimension) -> Double {
        dimension.unit == .rem ? dimension.value * remBase : dimension.value
    }

    func seconds(_ duration: Duration) -> String { SwiftLiteral.number(duration.milliseconds / 1000) }

    private func spring(_ spring: Spring) -> String {
        let mass = spring.mass == 1 ? "" : ", mass: \(SwiftLiteral.number(spring.mass))"
        return "SpringValue(response: \(SwiftLiteral.number(spring.response)), dampingFraction: \(SwiftLiteral.number(spring.dampingFraction))\(mass))"
    }

    private func bezier(_ b: CubicBezier) -> String {
        "CubicBezierValue(\([b.x1, b.y1, b.x2, b.y2].map(SwiftLiteral.number).joined(separator: ", ")))"
    }

    private func haptic(_ haptic: Haptic) -> String {
        let feedback: String
        switch haptic.feedback {
        case .impact(let style): feedback = ".impact(\(SwiftLiteral.string(style.rawValue)))"
        case .selection: feedback = ".selection"
        case .notification(let type): feedback = ".notification(\(SwiftLiteral.string(type.rawValue)))"
        }
        return "HapticValue(\(feedback), intensity: \(SwiftLiteral.number(haptic.intensity)))"
    }

    private func strokeStyle(_ style: StrokeStyle) -> String {
        switch style {
        case .keyword(let keyword): "." + keyword.rawValue
        case .dashes(let dashes, let cap):
            ".dashes([\(dashes.map(points).joined(separator: ", "))], lineCap: \(SwiftLiteral.string(cap.rawValue)))"
        }
    }

    private func transition(_ t: Transition) -> String {
        "TransitionValue(duration: \(seconds(t.duration)), delay: \(seconds(t.delay)), timingFunction: \(bezier(t.timingFunction)))"
    }

    private func shadow(_ shadows: [Shadow]) -> String {
        let layers = shadows.map { s in
            let inset = s.inset ? ", inset: true" : ""
            return ".init(color: \(color(s.color)), offsetX: \(points(s.offsetX)), offsetY: \(points(s.offsetY)), blur: \(points(s.blur)), spread: \(points(s.spread))\(inset))"
        }
        return "ShadowValue([\(layers.joined(separator: ", "))])"
    }

    private func gradient(_ stops: [GradientStop], token: Token) -> String {
        let list = stops.map { ".init(\(color($0.color)), \(SwiftLiteral.number($0.position)))" }.joined(separator: ", ")
        let geometry = SwiftGradientGeometry.geometry(token).map { ", geometry: \($0)" } ?? ""
        return "GradientValue([\(list)]\(geometry))"
    }

    private func typography(_ t: Typography, token: Token) -> String {
        let extras = SwiftTypographyExtras(token, fontSize: pointValue(t.fontSize))
        var text = "TypographyValue(fontFamily: \(SwiftLiteral.stringArray(t.fontFamily)), fontSize: \(points(t.fontSize)), fontWeight: \(SwiftLiteral.number(t.fontWeight)), letterSpacing: \(points(t.letterSpacing)), lineHeight: \(SwiftLiteral.number(t.lineHeight))"
        if extras.italic { text += ", italic: true" }
        text += ", textStyle: \(SwiftLiteral.string(extras.textStyle))"
        if !extras.features.isEmpty { text += ", fontFeatures: \(SwiftLiteral.stringArray(extras.features))" }
        return text + ")"
    }
}
