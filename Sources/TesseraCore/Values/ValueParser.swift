/// Strict DTCG 2025.10 value validation (format §8): turns a token's `$value`, after every reference
/// was substituted, into a typed `TokenValue`, or reports every way it does not fit its type.
///
/// Each type reports under one code (`invalid-color`, `invalid-border`, …), also for problems in a
/// composite's sub-values, whose messages name the path (`border width: …`). Errors point at the
/// offending sub-value, or at the nearest enclosing value that has a position.
public enum ValueParser {
    /// `mode`: lenient reading also takes the relative lengths older files use (`em`, `vw`, `vh`).
    public static func parse(
        _ node: JSONNode, as type: TokenType, mode: ImportMode = .strict, log: inout DiagnosticLog
    ) -> TokenValue? {
        let context = ValueContext(type: type, position: node.position, mode: mode)
        switch type {
        case .color: return color(node, context, &log).map(TokenValue.color)
        case .dimension: return dimension(node, context, &log).map(TokenValue.dimension)
        case .fontFamily: return fontFamily(node, context, &log).map(TokenValue.fontFamily)
        case .fontWeight: return fontWeight(node, context, &log).map(TokenValue.fontWeight)
        case .duration: return duration(node, context, &log).map(TokenValue.duration)
        case .cubicBezier: return cubicBezier(node, context, &log).map(TokenValue.cubicBezier)
        case .number: return number(node, context, &log).map(TokenValue.number)
        case .strokeStyle: return strokeStyle(node, context, &log).map(TokenValue.strokeStyle)
        case .border: return border(node, context, &log).map(TokenValue.border)
        case .transition: return transition(node, context, &log).map(TokenValue.transition)
        case .shadow: return shadow(node, context, &log).map(TokenValue.shadow)
        case .gradient: return gradient(node, context, &log).map(TokenValue.gradient)
        case .typography: return typography(node, context, &log).map(TokenValue.typography)
        case .string, .boolean: return passThrough(node, as: type, context, &log)
        }
    }
}

extension TokenType {
    /// The diagnostic code for a value that does not match this type (`invalid-font-weight`).
    public var invalidValueCode: String {
        switch self {
        case .color: "invalid-color"
        case .dimension: "invalid-dimension"
        case .fontFamily: "invalid-font-family"
        case .fontWeight: "invalid-font-weight"
        case .duration: "invalid-duration"
        case .cubicBezier: "invalid-cubic-bezier"
        case .number: "invalid-number"
        case .strokeStyle: "invalid-stroke-style"
        case .border: "invalid-border"
        case .transition: "invalid-transition"
        case .shadow: "invalid-shadow"
        case .gradient: "invalid-gradient"
        case .typography: "invalid-typography"
        case .string: "invalid-string"
        case .boolean: "invalid-boolean"
        }
    }
}

extension ValueParser {
    /// `string` and `boolean` tokens (lenient mode): text and flags, kept as written.
    static func passThrough(_ node: JSONNode, as type: TokenType, _ context: ValueContext, _ log: inout DiagnosticLog) -> TokenValue? {
        switch (type, node.value) {
        case (.string, .string(let text)): return .string(text)
        case (.boolean, .bool(let flag)): return .boolean(flag)
        default:
            context.error("\(type.rawValue) value must be \(type == .string ? "a string" : "true or false"), found \(ValueText.describe(node))", at: node, &log)
            return nil
        }
    }
}
