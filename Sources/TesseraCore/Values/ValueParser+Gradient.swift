extension ValueParser {
    static let gradientStopShape = ObjectShape(
        "gradient stop", required: ["color", "position"], expected: #"{"color": color, "position": number}"#)

    /// A non-empty array of `{color, position}` stops; positions outside [0, 1] are clamped with a
    /// warning, as the format requires (§8.7), rather than rejected.
    static func gradient(_ node: JSONNode, _ context: ValueContext, _ log: inout DiagnosticLog) -> [GradientStop]? {
        guard case .array(let items) = node.value, !items.isEmpty else {
            let found = node.array != nil ? "an empty array" : ValueText.describe(node)
            context.error("gradient must be a non-empty array of stops \(gradientStopShape.expected), found \(found)", at: node, &log)
            return nil
        }
        var stops: [GradientStop] = []
        stops.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            if let stop = gradientStop(item, context.item("stop", index, item), &log) { stops.append(stop) }
        }
        return stops.count == items.count ? stops : nil
    }

    private static func gradientStop(_ node: JSONNode, _ context: ValueContext, _ log: inout DiagnosticLog) -> GradientStop? {
        guard let fields = fields(of: node, gradientStopShape, context, &log),
              let colorNode = fields[0], let positionNode = fields[1]
        else { return nil }
        let color = color(colorNode, context.field("color", colorNode), &log)
        guard let position = positionNode.number, position.isFinite else {
            var message = "gradient stop position must be a number in [0, 1], found \(ValueText.describe(positionNode))"
            if positionNode.string != nil { message += "; write a number such as 0.5 instead of a string" }
            context.error(message, at: positionNode, &log)
            return nil
        }
        let clamped = min(max(position, 0), 1)
        if clamped != position {
            context.warning(
                "gradient-position-clamped",
                "gradient stop position \(ValueText.number(position)) is outside [0, 1]; clamped to \(ValueText.number(clamped))",
                at: positionNode, &log)
        }
        guard let color else { return nil }
        return GradientStop(color: color, position: clamped)
    }
}
