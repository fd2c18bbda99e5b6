extension LegacyNormalizer {
    /// Hex, CSS colour functions and named colours → colour objects. Hex is tried first: it is the
    /// bulk of real legacy files.
    mutating func color(_ node: JSONNode, label: String) -> JSONNode? {
        if case .object(let object) = node.value { return colorObject(node, object) }
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

    /// A colour object whose `hex` fallback has 3, 4 or 8 digits: the fallback is `#rrggbb`, and
    /// any alpha it carried goes to `alpha` when that is not given.
    private mutating func colorObject(_ node: JSONNode, _ object: JSONObject) -> JSONNode? {
        guard let hex = object["hex"], let text = hex.string, !ValueParser.isSixDigitHex(text),
            let color = LegacyColor.hexColor(text)
        else { return node }
        var members = object.members
        for index in members.indices where members[index].key == "hex" {
            members[index].value = JSONNode(.string(color.hex ?? text), at: hex.position)
        }
        if color.alpha < 1, object["alpha"] == nil {
            members.append(JSONMember(key: "alpha", value: JSONNode(.number((color.alpha * 10_000).rounded() / 10_000), at: hex.position)))
        }
        report.record(.colorHexFallback, at: hex.position, example: text, replacement: ValueText.quoted(color.hex ?? text))
        return JSONNode(.object(JSONObject(members)), at: node.position)
    }
}
