/// How values appear inside messages: numbers without a needless `.0`, strings quoted and
/// shortened, other JSON kinds in words.
enum ValueText {
    static func number(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return "\(value)"
    }

    static func quoted(_ text: String) -> String {
        let limit = 40
        guard text.count > limit else { return "\"\(text)\"" }
        return "\"\(text.prefix(limit))…\""
    }

    /// `"em"`, `16`, `true`, `null`, `an array`, `an object`.
    static func describe(_ node: JSONNode) -> String {
        switch node.value {
        case .string(let text): quoted(text)
        case .number(let value): number(value)
        case .bool(let flag): flag ? "true" : "false"
        case .null: "null"
        case .array, .object: node.kindName
        }
    }

    /// `"px" or "rem"`, `"round", "butt" or "square"`; `conjunction: "and"` for lists of keys.
    static func alternatives(_ options: [String], conjunction: String = "or") -> String {
        let quotedOptions = options.map { "\"\($0)\"" }
        guard let last = quotedOptions.last else { return "" }
        guard quotedOptions.count > 1 else { return last }
        return quotedOptions.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}
