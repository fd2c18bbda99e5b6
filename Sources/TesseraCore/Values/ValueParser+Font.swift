extension ValueParser {
    static func fontFamily(_ node: JSONNode, _ context: ValueContext, _ log: inout DiagnosticLog) -> [String]? {
        switch node.value {
        case .string(let name):
            return [name]
        case .array(let items) where !items.isEmpty:
            var names: [String] = []
            names.reserveCapacity(items.count)
            for (index, item) in items.enumerated() {
                if let name = item.string {
                    names.append(name)
                } else {
                    context.error("fontFamily item \(index + 1) must be a string, found \(ValueText.describe(item))", at: item.position ?? node.position, &log)
                }
            }
            return names.count == items.count ? names : nil
        default:
            let found = node.array != nil ? "an empty array" : ValueText.describe(node)
            context.error("fontFamily must be a string or a non-empty array of strings, found \(found)", at: node, &log)
            return nil
        }
    }

    static func fontWeight(_ node: JSONNode, _ context: ValueContext, _ log: inout DiagnosticLog) -> Double? {
        switch node.value {
        case .number(let weight) where weight >= 1 && weight <= 1000:
            return weight
        case .number(let weight):
            context.error("fontWeight must be in [1, 1000], found \(ValueText.number(weight))", at: node, &log)
        case .string(let alias):
            if let weight = FontWeightAlias.weight(for: alias) { return weight }
            var message = "fontWeight \(ValueText.quoted(alias)) is not a weight alias; use a number in [1, 1000] or one of \(FontWeightAlias.names.joined(separator: ", "))"
            if let cased = FontWeightAlias.names.first(where: { $0.lowercased() == alias.lowercased() }) {
                message = "fontWeight aliases are case-sensitive: write \"\(cased)\", found \(ValueText.quoted(alias))"
            }
            context.error(message, at: node, &log)
        default:
            context.error("fontWeight must be a number in [1, 1000] or a weight alias such as \"bold\", found \(ValueText.describe(node))", at: node, &log)
        }
        return nil
    }
}

/// The case-sensitive weight names of format §8.4.
enum FontWeightAlias {
    static let table: [(name: String, weight: Double)] = [
        ("thin", 100), ("hairline", 100), ("extra-light", 200), ("ultra-light", 200), ("light", 300),
        ("normal", 400), ("regular", 400), ("book", 400), ("medium", 500), ("semi-bold", 600),
        ("demi-bold", 600), ("bold", 700), ("extra-bold", 800), ("ultra-bold", 800), ("black", 900),
        ("heavy", 900), ("extra-black", 950), ("ultra-black", 950),
    ]

    static let names: [String] = table.map(\.name)

    static func weight(for alias: String) -> Double? {
        for entry in table where entry.name == alias { return entry.weight }
        return nil
    }
}
