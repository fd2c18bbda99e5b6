/// Types for tokens that have none anywhere, in lenient mode. Style Dictionary projects type tokens
/// by their top-level group (its category/type/item convention); other files leave the type to be
/// read from the value. An alias needs neither: it takes its target's type when it is resolved.
enum LegacyTypeInference {
    /// Style Dictionary's categories that name a DTCG type.
    static func categoryType(of path: TokenPath) -> TokenType? {
        let category = path.string.prefix { $0 != "." }
        switch category {
        case "color": return .color
        case "size": return .dimension
        case "time": return .duration
        default: return nil
        }
    }

    /// A hex or CSS colour string is a colour; a number with a length unit a dimension, with a time
    /// unit a duration; a bare number a number. Nil for anything else (it stays untyped).
    static func valueType(of node: JSONNode) -> TokenType? {
        switch node.value {
        case .number: return .number
        case .string(let text):
            if LegacyColor.hexColor(text) != nil { return .color }
            if let quantity = Quantity.parse(text) {
                switch quantity.unit {
                case .px, .rem, .em: return .dimension
                case .ms, .s: return .duration
                case .other(let unit) where LegacyNormalizer.pointUnits.contains(unit) || unit == "vw" || unit == "vh":
                    return .dimension
                default: return nil
                }
            }
            if !text.contains("{"), case .converted = LegacyColor.parse(text) { return .color }
            return nil
        default:
            return nil
        }
    }

    /// Style Dictionary's CSS transforms read a unitless size as rem (`size/rem`), not px.
    static func styleDictionarySize(_ node: JSONNode) -> JSONNode? {
        let value: Double?
        switch node.value {
        case .number(let number): value = number
        case .string(let text): value = Quantity.parse(text).flatMap { $0.unit == .unitless ? $0.value : nil }
        default: value = nil
        }
        return value.map { LegacyNormalizer.measureNode($0, "rem", at: node.position) }
    }
}
