extension LegacyNormalizer {
    /// What distinguishes a dimension from a duration when reading older measure strings.
    private struct MeasureKind {
        var units: [Quantity.Unit]
        var bareUnit: String
        var example: String
        var allowed: String
        var stringKind: LegacyReport.Kind
        var unitlessKind: LegacyReport.Kind

        static let dimension = MeasureKind(
            units: [.px, .rem], bareUnit: "px", example: #""16px" or "1.5rem""#, allowed: #""px" and "rem""#,
            stringKind: .dimensionString, unitlessKind: .dimensionUnitless)
        static let duration = MeasureKind(
            units: [.ms, .s], bareUnit: "ms", example: #""200ms" or "0.2s""#, allowed: #""ms" and "s""#,
            stringKind: .durationString, unitlessKind: .durationUnitless)
    }

    /// `"16px"`, `"1.5rem"`, `16`, `"16"` (unitless is px, as in Tokens Studio) → `{value, unit}`.
    mutating func dimension(_ node: JSONNode, label: String) -> JSONNode? { measure(node, label: label, .dimension) }

    /// `"200ms"`, `"0.2s"`, `200` (milliseconds) → `{value, unit}`.
    mutating func duration(_ node: JSONNode, label: String) -> JSONNode? { measure(node, label: label, .duration) }

    private mutating func measure(_ node: JSONNode, label: String, _ kind: MeasureKind) -> JSONNode? {
        switch node.value {
        case .number(let value):
            let converted = Self.measureNode(value, kind.bareUnit, at: node.position)
            report.record(kind.unitlessKind, at: node.position, example: ValueText.number(value), replacement: converted.compactText)
            return converted
        case .string(let text):
            guard let quantity = Quantity.parse(text) else {
                if Self.isReference(text) { return node }
                return fail(#"\#(label) \#(ValueText.quoted(text)) is not a number with a unit such as \#(kind.example)"#, at: node)
            }
            if kind.units.contains(quantity.unit) {
                let converted = Self.measureNode(quantity.value, quantity.unit.name, at: node.position)
                report.record(kind.stringKind, at: node.position, example: text, replacement: converted.compactText)
                return converted
            }
            if quantity.unit == .unitless {
                let converted = Self.measureNode(quantity.value, kind.bareUnit, at: node.position)
                report.record(kind.unitlessKind, at: node.position, example: ValueText.quoted(text), replacement: converted.compactText)
                return converted
            }
            if kind.bareUnit == "px", case .other(let unit) = quantity.unit, Self.pointUnits.contains(unit) {
                let converted = Self.measureNode(quantity.value, "px", at: node.position)
                report.record(.pointUnit, at: node.position, example: text, replacement: converted.compactText)
                return converted
            }
            if kind.bareUnit == "px", let relative = Self.relativeUnit(quantity.unit) {
                report.record(.relativeLength, at: node.position, example: text)
                return Self.measureNode(quantity.value, relative.rawValue, at: node.position)
            }
            return unsupportedUnit(quantity, text, label: label, allowed: kind.allowed, at: node)
        case .object(let object) where kind.bareUnit == "px":
            return dimensionObject(node, object)
        default:
            return node
        }
    }

    /// Device units that mean what px means in DTCG: Android's dp and sp, iOS's pt.
    static let pointUnits: Set<String> = ["dp", "pt", "sp"]

    /// `em`, `vw` and `vh`, which lenient reading keeps as relative lengths.
    static func relativeUnit(_ unit: Quantity.Unit) -> Dimension.Unit? {
        switch unit {
        case .em: .em
        case .other("vw"): .vw
        case .other("vh"): .vh
        default: nil
        }
    }

    /// `{value, unit}` with a device unit, or with no unit (`""` or missing, as exporters write 0),
    /// as px.
    private mutating func dimensionObject(_ node: JSONNode, _ object: JSONObject) -> JSONNode? {
        guard let value = object["value"]?.number, object["$ref"] == nil else { return node }
        let unit = object["unit"]?.string
        if let unit, Self.pointUnits.contains(unit.lowercased()) {
            let converted = Self.measureNode(value, "px", at: node.position)
            report.record(.pointUnit, at: node.position, example: node.compactText, replacement: converted.compactText)
            return converted
        }
        if let unit, let relative = Dimension.Unit(rawValue: unit), !Dimension.Unit.dtcg.contains(relative) {
            report.record(.relativeLength, at: node.position, example: node.compactText)
            return node
        }
        guard unit == nil || unit == "" else { return node }
        let converted = Self.measureNode(value, "px", at: node.position)
        report.record(.dimensionUnitless, at: node.position, example: node.compactText, replacement: converted.compactText)
        return converted
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
            message += "; this unit depends on the element it is used on, so convert it by hand"
        default:
            message += "; convert it by hand"
        }
        return fail("legacy-unsupported-unit", message, at: node)
    }
}
