/// What a position inside a `$value` holds, so a reference there can be checked against the type it
/// must produce (format §7: "a resolved value must fit the type expected where it is used").
indirect enum ValueShape: Equatable {
    /// A whole value of this type: a curly reference here must name a token of this type.
    case value(TokenType)
    /// Inside a primitive value (colour components, a dimension's number): only JSON Pointers allowed.
    case interior
    /// One element of a gradient array: a stop object, or a reference to a gradient (spliced in).
    case gradientStop
    /// Anything else (for example the strings of a font family list).
    case plain

    func member(_ key: String) -> ValueShape {
        switch self {
        case .value(let type):
            switch (type, key) {
            case (.border, "color"), (.shadow, "color"): return .value(.color)
            case (.border, "width"), (.shadow, "offsetX"), (.shadow, "offsetY"), (.shadow, "blur"),
                 (.shadow, "spread"), (.typography, "fontSize"), (.typography, "letterSpacing"):
                return .value(.dimension)
            case (.border, "style"): return .value(.strokeStyle)
            case (.strokeStyle, "dashArray"): return .plain
            case (.transition, "duration"), (.transition, "delay"): return .value(.duration)
            case (.transition, "timingFunction"): return .value(.cubicBezier)
            case (.typography, "fontFamily"): return .value(.fontFamily)
            case (.typography, "fontWeight"): return .value(.fontWeight)
            case (.typography, "lineHeight"): return .value(.number)
            case (.color, _), (.dimension, _), (.duration, _): return .interior
            default: return .plain
            }
        case .gradientStop:
            switch key {
            case "color": return .value(.color)
            case "position": return .value(.number)
            default: return .plain
            }
        case .interior: return .interior
        case .plain: return .plain
        }
    }

    /// The shape of an array element, given the array's own shape and the key it sits under.
    func element(arrayKey: String?) -> ValueShape {
        switch self {
        case .value(.gradient): return .gradientStop
        case .value(.shadow): return .value(.shadow)
        case .value(.cubicBezier): return .interior
        case .value(.fontFamily): return .plain
        case .plain where arrayKey == "dashArray": return .value(.dimension)
        case .interior: return .interior
        default: return .plain
        }
    }

    /// For an element position: the type of token whose array value is spliced in, if any.
    var spliceType: TokenType? {
        switch self {
        case .gradientStop: .gradient
        case .value(.shadow): .shadow
        default: nil
        }
    }
}
