extension ValueParser {
    static func number(_ node: JSONNode, _ context: ValueContext, _ log: inout DiagnosticLog) -> Double? {
        if let value = node.number, value.isFinite { return value }
        var message = "number value must be a JSON number, found \(ValueText.describe(node))"
        if node.string != nil { message += "; write the number without quotes" }
        context.error(message, at: node, &log)
        return nil
    }

    static func cubicBezier(_ node: JSONNode, _ context: ValueContext, _ log: inout DiagnosticLog) -> CubicBezier? {
        guard case .array(let items) = node.value, items.count == 4 else {
            let found = node.array.map { "\($0.count) items" } ?? ValueText.describe(node)
            context.error("cubicBezier must be an array of exactly 4 numbers [x1, y1, x2, y2], found \(found)", at: node, &log)
            return nil
        }
        var values: [Double] = []
        values.reserveCapacity(4)
        let names = ["x1", "y1", "x2", "y2"]
        for (index, item) in items.enumerated() {
            guard let value = item.number, value.isFinite else {
                context.error("cubicBezier \(names[index]) must be a number, found \(ValueText.describe(item))", at: item.position ?? node.position, &log)
                continue
            }
            // Only the x coordinates are time and must stay in [0, 1]; y may overshoot.
            if index % 2 == 0, !(0...1).contains(value) {
                context.error("cubicBezier \(names[index]) must be in [0, 1], found \(ValueText.number(value))", at: item.position ?? node.position, &log)
                continue
            }
            values.append(value)
        }
        guard values.count == 4 else { return nil }
        return CubicBezier(values[0], values[1], values[2], values[3])
    }
}
