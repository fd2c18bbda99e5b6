import TesseraCore

/// A token's value as a neutral-layer Swift expression, and the Swift type it has.
struct SwiftValue: Hashable {
    var type: String
    var expression: String
}

/// Writes token values as neutral-layer literals. Dimensions become points (`rem` times
/// `remBase`), durations seconds; springs and haptics (Tessera's extensions) get their own types.
/// Text is written into a reused byte buffer, and each distinct colour is converted and written
/// once (`SwiftValueLiteral+Color`).
struct SwiftValueLiteral {
    var remBase: Double = 16
    /// Literal text per distinct colour (see `colorText`).
    var colors: [SwiftColorKey: String] = [:]
    private var scratch = SwiftSource()

    init(remBase: Double = 16) { self.remBase = remBase }

    mutating func value(of token: Token) -> SwiftValue {
        // A colour's whole expression is the cached text: no buffer, no new string.
        if case .color(let color) = token.value { return SwiftValue(type: "ColorValue", expression: colorText(color)) }
        var out = SwiftSource()
        swap(&out, &scratch)
        out.bytes.removeAll(keepingCapacity: true)
        let type = write(token, to: &out)
        let value = SwiftValue(type: type, expression: out.string)
        swap(&out, &scratch)
        return value
    }

    private mutating func write(_ token: Token, to out: inout SwiftSource) -> String {
        switch token.value {
        case .color(let color):
            out += colorText(color)
            return "ColorValue"
        case .dimension(let dimension):
            out.number(pointValue(dimension))
            return "Double"
        case .fontFamily(let families):
            out += SwiftLiteral.stringArray(families)
            return "[String]"
        case .fontWeight(let weight):
            out.number(weight)
            return "Double"
        case .duration(let duration):
            if let spring = token.spring {
                let mass = spring.mass == 1 ? "" : ", mass: \(SwiftLiteral.number(spring.mass))"
                out += "SpringValue(response: \(SwiftLiteral.number(spring.response)), dampingFraction: \(SwiftLiteral.number(spring.dampingFraction))\(mass))"
                return "SpringValue"
            }
            out.number(duration.milliseconds / 1000)
            return "Double"
        case .cubicBezier(let bezier):
            out += self.bezier(bezier)
            return "CubicBezierValue"
        case .number(let number):
            if let haptic = token.haptic {
                out += self.haptic(haptic)
                return "HapticValue"
            }
            out.number(number)
            return "Double"
        case .strokeStyle(let style):
            out += strokeStyle(style)
            return "StrokeStyleValue"
        case .border(let border):
            out += "BorderValue(color: \(colorText(border.color)), width: \(points(border.width)), style: \(strokeStyle(border.style)))"
            return "BorderValue"
        case .transition(let t):
            out += "TransitionValue(duration: \(seconds(t.duration)), delay: \(seconds(t.delay)), timingFunction: \(bezier(t.timingFunction)))"
            return "TransitionValue"
        case .shadow(let shadows):
            out += shadow(shadows)
            return "ShadowValue"
        case .gradient(let stops):
            out += gradient(stops, token: token)
            return "GradientValue"
        case .typography(let typography):
            out += self.typography(typography, token: token)
            return "TypographyValue"
        }
    }

    func points(_ dimension: Dimension) -> String { SwiftLiteral.number(pointValue(dimension)) }

    func pointValue(_ dimension: Dimension) -> Double {
        dimension.unit == .rem ? dimension.value * remBase : dimension.value
    }

    func seconds(_ duration: Duration) -> String { SwiftLiteral.number(duration.milliseconds / 1000) }

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

    private mutating func shadow(_ shadows: [Shadow]) -> String {
        let layers = shadows.map { s in
            let inset = s.inset ? ", inset: true" : ""
            return ".init(color: \(colorText(s.color)), offsetX: \(points(s.offsetX)), offsetY: \(points(s.offsetY)), blur: \(points(s.blur)), spread: \(points(s.spread))\(inset))"
        }
        return "ShadowValue([\(layers.joined(separator: ", "))])"
    }

    private mutating func gradient(_ stops: [GradientStop], token: Token) -> String {
        let list = stops.map { ".init(\(colorText($0.color)), \(SwiftLiteral.number($0.position)))" }.joined(separator: ", ")
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
