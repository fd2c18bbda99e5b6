extension LegacyNormalizer {
    /// Numeric strings → numbers, `"50%"` → 0.5; for Tokens Studio `lineHeights` also `"1.5em"`
    /// and `"AUTO"`.
    mutating func number(_ node: JSONNode, label: String) -> JSONNode? {
        guard case .string(let text) = node.value else { return node }
        if let quantity = Quantity.parse(text) {
            switch quantity.unit {
            case .unitless:
                report.record(.numberString, at: node.position, example: text, replacement: ValueText.number(quantity.value))
                return JSONNode(.number(quantity.value), at: node.position)
            case .percent:
                let fraction = quantity.value / 100
                report.record(.percentage, at: node.position, example: text, replacement: ValueText.number(fraction))
                return JSONNode(.number(fraction), at: node.position)
            case .em where legacyName == "lineHeights":
                report.record(.lineHeightLength, at: node.position, example: text, replacement: ValueText.number(quantity.value))
                return JSONNode(.number(quantity.value), at: node.position)
            case .px where legacyName == "lineHeights", .rem where legacyName == "lineHeights":
                return fail("legacy-unsupported-unit",
                            "line height \(ValueText.quoted(text)) is a length, and 2025.10 line heights are multipliers of the font size; a lineHeights token has no font size to divide by, so write the multiplier (for example 1.5) or use a typography token",
                            at: node)
            default:
                return fail("legacy-unsupported-unit", "\(label) \(ValueText.quoted(text)) has the unit \"\(quantity.unit.name)\", but a number has no unit; write the plain number", at: node)
            }
        }
        if legacyName == "lineHeights", let auto = automaticLineHeight(text, at: node) { return auto }
        if Self.isReference(text) { return node }
        return fail("\(label) \(ValueText.quoted(text)) is not a number", at: node)
    }

    /// `"auto"`/`"normal"` → 1.2, the usual CSS `normal`.
    mutating func automaticLineHeight(_ text: String, at node: JSONNode) -> JSONNode? {
        let folded = text.lowercased()
        guard folded == "auto" || folded == "normal" else { return nil }
        report.record(.lineHeightAuto, at: node.position, example: text)
        return JSONNode(.number(1.2), at: node.position)
    }

    /// `"700"` → 700, `"Semi Bold"` → 600, `"Bold Italic"` → 700 plus a fontStyle extension.
    /// The 2025.10 aliases (`"semi-bold"`) are left as they are.
    mutating func fontWeight(_ node: JSONNode, label: String) -> JSONNode? {
        guard case .string(let text) = node.value, FontWeightAlias.weight(for: text) == nil else { return node }
        if let quantity = Quantity.parse(text), quantity.unit == .unitless {
            report.record(.numberString, at: node.position, example: text, replacement: ValueText.number(quantity.value))
            return JSONNode(.number(quantity.value), at: node.position)
        }
        if Self.isReference(text) { return node }
        guard let match = FontWeightNames.match(text) else {
            return fail("\(label) \(ValueText.quoted(text)) is not a font weight name this importer knows; use a number in [1, 1000] or one of \(FontWeightAlias.names.joined(separator: ", "))", at: node)
        }
        if let style = match.style {
            report.record(.fontStyleInWeight, at: node.position, example: text)
            addExtension("studio.tokens", JSONMember(key: "fontStyle", value: JSONNode(.string(style), at: node.position)))
        }
        let alias = FontWeightAlias.table.first { $0.weight == match.weight }.map { #" (or "\#($0.name)")"# } ?? ""
        report.record(.fontWeightName, at: node.position, example: text, replacement: ValueText.number(match.weight) + alias)
        return JSONNode(.number(match.weight), at: node.position)
    }

    /// `"Inter, 'Helvetica Neue', sans-serif"` → `["Inter", "Helvetica Neue", "sans-serif"]`.
    mutating func fontFamily(_ node: JSONNode, label: String) -> JSONNode? {
        guard case .string(let text) = node.value, text.contains(","), !Self.isReference(text) else { return node }
        let names = text.split(separator: ",").map { part in
            var name = part.trimmingSpaces
            if name.count >= 2, let first = name.first, first == "\"" || first == "'", name.last == first {
                name = name.dropFirst().dropLast()
            }
            return String(name)
        }.filter { !$0.isEmpty }
        let converted = JSONNode(.array(names.map { JSONNode(.string($0)) }), at: node.position)
        report.record(.fontFamilyString, at: node.position, example: text, replacement: converted.compactText)
        return converted
    }
}

extension Substring {
    var trimmingSpaces: Substring {
        var result = self
        while let first = result.first, first == " " || first == "\t" { result = result.dropFirst() }
        while let last = result.last, last == " " || last == "\t" { result = result.dropLast() }
        return result
    }
}
