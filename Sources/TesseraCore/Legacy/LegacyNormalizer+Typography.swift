extension LegacyNormalizer {
    /// Tokens Studio and second-draft properties that 2025.10 typography lacks; they move to
    /// `$extensions["studio.tokens"]` so nothing is lost.
    static let movedTypographyKeys: Set<String> = ["paragraphSpacing", "paragraphIndent", "textCase", "textDecoration"]

    /// Typography with string parts: `fontSize "16px"`, `lineHeight "1.5"|"150%"|"24px"`,
    /// `letterSpacing "0.5px"|"2%"`, `fontWeight "700"|"Bold"`, `fontFamily "Inter, sans-serif"`.
    mutating func typography(_ node: JSONNode) -> JSONNode? {
        guard case .object(let object) = node.value, object["$ref"] == nil else { return node }
        let before = report.totalCount
        // The font size comes first: relative line heights and letter spacings are resolved
        // against it.
        var fontSize: Dimension?
        var convertedSize: JSONNode?
        if let size = object["fontSize"] {
            guard let converted = dimension(size, label: "typography fontSize") else { return nil }
            convertedSize = converted
            fontSize = Self.literalDimension(converted)
        }
        var members: [JSONMember] = []
        members.reserveCapacity(object.count)
        var failed = false
        for member in object.members {
            var converted = member
            let value: JSONNode?
            switch member.key {
            case "fontSize": value = convertedSize
            case "fontFamily": value = fontFamily(member.value, label: "typography fontFamily")
            case "fontWeight": value = fontWeight(member.value, label: "typography fontWeight")
            case "lineHeight": value = typographyLineHeight(member.value, fontSize: fontSize)
            case "letterSpacing":
                value = typographyLetterSpacing(member.value, fontSize: fontSize, fontSizeNode: object["fontSize"])
            case let key where Self.movedTypographyKeys.contains(key):
                report.record(.typographyShape, at: member.keyPosition ?? node.position, example: key)
                addExtension("studio.tokens", member)
                continue
            default: value = member.value
            }
            if let value { converted.value = value } else { failed = true }
            members.append(converted)
        }
        if failed { return nil }
        return report.totalCount == before ? node : JSONNode(.object(JSONObject(members)), at: node.position)
    }

    /// A `{value, unit}` literal, if the node is one (not a reference).
    static func literalDimension(_ node: JSONNode) -> Dimension? {
        guard let object = node.object, let value = object["value"]?.number,
              let unit = object["unit"]?.string.flatMap(Dimension.Unit.init(rawValue:)) else { return nil }
        return Dimension(value, unit)
    }

    /// A multiplier of the font size: `"1.5"`, `"150%"`, `"1.5em"`, `"auto"`, or a length
    /// (`"24px"`, `{value: 24, unit: "px"}`) divided by the font size.
    private mutating func typographyLineHeight(_ node: JSONNode, fontSize: Dimension?) -> JSONNode? {
        let label = "typography lineHeight"
        var length: Dimension?
        var example = node.compactText
        switch node.value {
        case .string(let text):
            if let auto = automaticLineHeight(text, at: node) { return auto }
            guard let quantity = Quantity.parse(text) else { return number(node, label: label) }
            switch quantity.unit {
            case .px: length = Dimension(quantity.value, .px)
            case .rem: length = Dimension(quantity.value, .rem)
            case .em:
                report.record(.lineHeightLength, at: node.position, example: text, replacement: ValueText.number(quantity.value))
                return JSONNode(.number(quantity.value), at: node.position)
            default: return number(node, label: label)
            }
            example = text
        case .object:
            length = Self.literalDimension(node)
        default:
            break
        }
        guard let length else { return node }
        guard let fontSize, fontSize.value != 0 else {
            return fail("legacy-unsupported-unit",
                        "\(label) \(ValueText.quoted(example)) is a length, but 2025.10 line heights are multipliers of fontSize and this token's fontSize is not a literal px or rem value to divide by; write lineHeight as a number such as 1.5",
                        at: node)
        }
        let multiplier = Self.pixels(length) / Self.pixels(fontSize)
        report.record(.lineHeightLength, at: node.position, example: example, replacement: ValueText.number(multiplier))
        return JSONNode(.number(multiplier), at: node.position)
    }

    /// `"0.5px"` as a dimension; `"2%"` and `"0.02em"` as that fraction of the font size, in the
    /// font size's unit.
    /// With a font size given by reference, the spacing becomes math on that reference
    /// (`{font.size} * 0.02`), computed once every token is known (`LegacyMathEvaluation`).
    private mutating func typographyLetterSpacing(_ node: JSONNode, fontSize: Dimension?, fontSizeNode: JSONNode?) -> JSONNode? {
        let label = "typography letterSpacing"
        guard case .string(let text) = node.value, let quantity = Quantity.parse(text) else {
            return dimension(node, label: label)
        }
        let fraction: Double
        switch quantity.unit {
        case .percent: fraction = quantity.value / 100
        case .em: fraction = quantity.value
        default: return dimension(node, label: label)
        }
        if fontSize == nil, let reference = fontSizeNode?.string, case .reference = CurlyReference.parse(reference) {
            let expression = "\(reference) * \(ValueText.number(fraction))"
            report.record(.letterSpacingReference, at: node.position, example: text, replacement: "fontSize × \(ValueText.number(fraction))")
            return JSONNode(.string(expression), at: node.position)
        }
        guard let fontSize else {
            return fail("legacy-unsupported-unit",
                        "\(label) \(ValueText.quoted(text)) is relative to the font size, but this token's fontSize is not a literal px or rem value to compute it from; write letterSpacing as a dimension such as {\"value\": 0.5, \"unit\": \"px\"}",
                        at: node)
        }
        let converted = Self.measureNode(fontSize.value * fraction, fontSize.unit.rawValue, at: node.position)
        report.record(.letterSpacingRelative, at: node.position, example: text, replacement: converted.compactText)
        return converted
    }

    /// 1rem = 16px, the browser default, when a line height and font size use different units.
    private static func pixels(_ dimension: Dimension) -> Double {
        dimension.unit == .px ? dimension.value : dimension.value * 16
    }
}
