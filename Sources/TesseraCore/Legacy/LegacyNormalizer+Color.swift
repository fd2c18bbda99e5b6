extension LegacyNormalizer {
    /// Hex, CSS colour functions and named colours → colour objects. Hex is tried first: it is the
    /// bulk of real legacy files.
    mutating func color(_ node: JSONNode, label: String) -> JSONNode? {
        guard case .string(let text) = node.value else { return node }
        if let converted = LegacyColor.hexNode(text, at: node.position) {
            report.record(.colorString, at: node.position, example: text, replacement: converted.compactText)
            return converted
        }
        if Self.isReference(text) { return node }
        switch LegacyColor.parse(text) {
        case .converted(let color):
            let converted = LegacyColor.node(color, at: node.position)
            report.record(.colorString, at: node.position, example: text, replacement: converted.compactText)
            return converted
        case .invalid(let reason):
            return fail("\(label) \(ValueText.quoted(text)) cannot be converted: \(reason)", at: node)
        case .notRecognised:
            return fail(
                "\(label) \(ValueText.quoted(text)) is not a colour this importer understands; expected a hex colour such as \"#ff8800\", a CSS colour function such as rgb(), hsl(), oklch() or color(display-p3 …), or a CSS colour name",
                at: node)
        }
    }
}
