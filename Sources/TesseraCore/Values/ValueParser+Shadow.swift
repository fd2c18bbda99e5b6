extension ValueParser {
    static let shadowShape = ObjectShape(
        "shadow", required: ["color", "offsetX", "offsetY", "blur", "spread"], optional: ["inset"],
        expected: #"{"color", "offsetX", "offsetY", "blur", "spread", "inset"?: boolean}"#)

    /// One shadow object or a non-empty array of them (layers, first on top as in CSS).
    static func shadow(_ node: JSONNode, _ context: ValueContext, _ log: inout DiagnosticLog) -> [Shadow]? {
        switch node.value {
        case .object:
            return shadowLayer(node, context, &log).map { [$0] }
        case .array(let items) where !items.isEmpty:
            var layers: [Shadow] = []
            layers.reserveCapacity(items.count)
            for (index, item) in items.enumerated() {
                let itemContext = context.item("layer", index, item)
                guard item.object != nil else {
                    itemContext.error("each shadow layer must be a shadow object \(shadowShape.expected), found \(ValueText.describe(item))", at: item, &log)
                    continue
                }
                if let layer = shadowLayer(item, itemContext, &log) { layers.append(layer) }
            }
            return layers.count == items.count ? layers : nil
        default:
            let found = node.array != nil ? "an empty array" : ValueText.describe(node)
            context.error("shadow must be a shadow object or a non-empty array of them, found \(found)", at: node, &log)
            return nil
        }
    }

    private static func shadowLayer(_ node: JSONNode, _ context: ValueContext, _ log: inout DiagnosticLog) -> Shadow? {
        guard let fields = fields(of: node, shadowShape, context, &log),
              let colorNode = fields[0], let xNode = fields[1], let yNode = fields[2],
              let blurNode = fields[3], let spreadNode = fields[4]
        else { return nil }
        let color = color(colorNode, context.field("color", colorNode), &log)
        let offsetX = dimension(xNode, context.field("offsetX", xNode), &log)
        let offsetY = dimension(yNode, context.field("offsetY", yNode), &log)
        let blur = dimension(blurNode, context.field("blur", blurNode), &log)
        let spread = dimension(spreadNode, context.field("spread", spreadNode), &log)
        var inset: Bool? = false
        if let insetNode = fields[5] {
            inset = insetNode.bool
            if inset == nil {
                context.error("shadow inset must be true or false, found \(ValueText.describe(insetNode))", at: insetNode, &log)
            }
        }
        guard let color, let offsetX, let offsetY, let blur, let spread, let inset else { return nil }
        return Shadow(color: color, offsetX: offsetX, offsetY: offsetY, blur: blur, spread: spread, inset: inset)
    }
}
