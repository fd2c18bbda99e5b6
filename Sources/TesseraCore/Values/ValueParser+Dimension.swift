extension ValueParser {
    static let dimensionShape = ObjectShape(
        "dimension", required: ["value", "unit"], expected: #"{"value": number, "unit": "px" | "rem"}"#)
    static let durationShape = ObjectShape(
        "duration", required: ["value", "unit"], expected: #"{"value": number, "unit": "ms" | "s"}"#)

    static func dimension(_ node: JSONNode, _ context: ValueContext, _ log: inout DiagnosticLog) -> Dimension? {
        let units = context.lenient ? Dimension.Unit.allCases : Dimension.Unit.dtcg
        guard let (value, unit) = measure(node, dimensionShape, units: units, context, &log) else {
            return nil
        }
        return Dimension(value, unit)
    }

    static func duration(_ node: JSONNode, _ context: ValueContext, _ log: inout DiagnosticLog) -> Duration? {
        guard let (value, unit) = measure(node, durationShape, units: Duration.Unit.allCases, context, &log) else {
            return nil
        }
        return Duration(value, unit)
    }

    /// `{value: number, unit: …}`, shared by dimension and duration, which differ only in units.
    private static func measure<Unit: RawRepresentable & Equatable>(
        _ node: JSONNode, _ shape: ObjectShape, units: [Unit], _ context: ValueContext, _ log: inout DiagnosticLog
    ) -> (Double, Unit)? where Unit.RawValue == String {
        guard let fields = fields(of: node, shape, context, &log), let valueNode = fields[0], let unitNode = fields[1] else {
            return nil
        }
        var value: Double?
        if let number = valueNode.number, number.isFinite {
            value = number
        } else {
            var message = "\(shape.name) value must be a number, found \(ValueText.describe(valueNode))"
            if valueNode.string != nil { message += "; write the number without quotes" }
            context.error(message, at: valueNode, &log)
        }
        var unit: Unit?
        if let name = unitNode.string, let known = Unit(rawValue: name), units.contains(known) {
            unit = known
        } else {
            let allowed = ValueText.alternatives(units.map(\.rawValue))
            let hint = shape.name == "dimension" ? unitNode.string.map(LenientHint.unit) ?? "" : ""
            context.error("\(shape.name) unit must be \(allowed), found \(ValueText.describe(unitNode))\(hint)", at: unitNode, &log)
        }
        guard let value, let unit else { return nil }
        return (value, unit)
    }
}
