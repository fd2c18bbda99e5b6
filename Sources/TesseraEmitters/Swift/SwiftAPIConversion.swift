/// How a neutral value becomes a UI-layer member: the member's Swift type and the expression that
/// converts the neutral value (`v`, already in the default context) to it.
enum SwiftAPIConversion {
    /// The kinds an `as:` may ask for.
    static let kinds = [
        "color", "font", "animation", "linearGradient", "radialGradient", "shapeStyle", "shape", "cgfloat", "double",
        "timeInterval", "string", "value",
    ]

    /// The default kind for a neutral type.
    static func defaultKind(for type: String) -> String {
        switch type {
        case "ColorValue": "color"
        case "TypographyValue": "font"
        case "SpringValue", "TransitionValue", "MotionValue": "animation"
        case "GradientValue": "shapeStyle"
        case "[String]": "string"
        case "Double": "cgfloat"
        default: "value"
        }
    }

    /// `(type, expression)` for `kind`, with `value` the default-context neutral expression and
    /// `adaptive` the `Adaptive` expression (for colours that follow the appearance); nil when the
    /// kind does not fit the type.
    static func convert(kind: String, type: String, value: String, adaptive: String, isAdaptive: Bool, namespace: String) -> (type: String, expression: String)? {
        switch (kind, type) {
        case ("color", "ColorValue"): ("SwiftUI.Color", (isAdaptive ? adaptive : value) + ".color")
        case ("font", "TypographyValue"): ("SwiftUI.Font", value + ".font")
        case ("animation", "SpringValue"), ("animation", "TransitionValue"): ("SwiftUI.Animation", value + ".animation")
        // A motion token whose default is a zero duration animates instantly.
        case ("animation", "MotionValue"): ("SwiftUI.Animation", "(\(value).animation ?? SwiftUI.Animation.linear(duration: 0))")
        case ("animation", "Double"): ("SwiftUI.Animation", ".easeInOut(duration: \(value))")
        case ("linearGradient", "GradientValue"): ("SwiftUI.LinearGradient", value + ".linearGradient")
        case ("radialGradient", "GradientValue"): ("SwiftUI.RadialGradient", value + ".radialGradient")
        case ("shapeStyle", "GradientValue"): ("SwiftUI.AnyShapeStyle", value + ".shapeStyle")
        case ("shape", "Double"): ("SwiftUI.RoundedRectangle", "SwiftUI.RoundedRectangle(cornerRadius: CGFloat(\(value)), style: .continuous)")
        case ("cgfloat", "Double"): ("CGFloat", "CGFloat(\(value))")
        case ("double", "Double"), ("timeInterval", "Double"): ("Double", value)
        case ("string", "[String]"): ("String", "\(value).first ?? \"\"")
        case ("value", _): (type.hasPrefix("[") || type == "Double" ? type : "\(namespace).\(type)", value)
        default: nil
        }
    }
}
