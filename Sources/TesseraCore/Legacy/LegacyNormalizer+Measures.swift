extension LegacyNormalizer {
    /// `"16px"`, `"1.5rem"`, `16`, `"16"` (unitless is px, as in Tokens Studio) → `{value, unit}`.
    mutating func dimension(_ node: JSONNode, label: String) -> JSONNode? {
        switch node.value {
        case .number(let value):
            let converted = Self.measureNode(value, "px", at: node.position)
            report.record(.dimensionUnitless, at: node.position, example: ValueText.number(value), replacement: converted.compactText)
            return converted
        case .string(let text):
            guard let quantity = Quantity.parse(text) else {
                if Self.isReference(text) { return node }
                return fail(#"\#(label) \#(ValueText.quoted(text)) is not a number with a unit such as "16px" or "1.5rem""#, at: node)
            }
            switch quantity.unit {
            case .px, .rem:
                let converted = Self.measureNode(quantity.value, quantity.unit.name, at: node.position)
                report.record(.dimensionString, at: node.position, example: text, replacement: converted.compactText)
                return converted
            case .unitless:
                let converted = Self.measureNode(quantity.value, "px", at: node.position)
                report.record(.dimensionUnitless, at: node.position, example: ValueText.quoted(text), replacement: converted.compactText)
                return converted
            default:
                return unsupportedUnit(quantity, text, label: label, allowed: #""px" and "rem""#, at: node)
            }
        default:
            return node
        }
    }

    /// `"200ms"`, `"0.2s"`, `200` (milliseconds) → `{value, unit}`.
    mutating func duration(_ node: JSONNode, label: String) -> JSONNode? {
        switch node.value {
        case .number(let value):
            let converted = Self.measureNode(value, "ms", at: node.position)
            report.record(.durationUnitless, at: node.position, example: ValueText.number(value), replacement: converted.compactText)
            return converted
        case .string(let text):
            guard let quantity = Quantity.parse(text) else {
                if Self.isReference(text) { return node }
                return fail(#"\#(label) \#(ValueText.quoted(text)) is not a number with a unit such as "200ms" or "0.2s""#, at: node)
            }
            switch quantity.unit {
            case .ms, .s:
                let converted = Self.measureNode(quantity.value, quantity.unit.name, at: node.position)
                report.record(.durationString, at: node.position, example: text, replacement: converted.compactText)
                return converted
            case .unitless:
                let converted = Self.measureNode(quantity.value, "ms", at: node.position)
                report.record(.durationUnitless, at: node.position, example: ValueText.quoted(text), replacement: converted.compactText)
                return converted
            default:
                return unsupportedUnit(quantity, text, label: label, allowed: #""ms" and "s""#, at: node)
            }
        default:
            return node
        }
    }

    /// `legacy-unsupported-unit`: the value is fine but 2025.10 has no way to say it.
    mutating func unsupportedUnit(
        _ quantity: Quantity, _ text: String, label: String, allowed: String, at node: JSONNode
    ) -> JSONNode? {
        var message = "\(label) \(ValueText.quoted(text)) uses the unit \"\(quantity.unit.name)\", which DTCG 2025.10 cannot represent: it allows only \(allowed)"
        switch quantity.unit {
        case .percent where legacyName == "letterSpacing":
            message += "; a percentage letter spacing depends on the font size, so put it in a typography token (which converts it) or write px"
        case .percent, .em:
            message += "; this unit depends on the element it is used on, so convert it to px or rem by hand"
        case .other("pt"), .other("dp"), .other("sp"):
            message += "; px is the same idealised unit as Android dp and iOS pt, so write the number as px if that is what it means"
        default:
            message += "; convert it by hand"
        }
        return fail("legacy-unsupported-unit", message, at: node)
    }
}
