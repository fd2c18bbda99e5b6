extension ValueParser {
    static let strokeStyleShape = ObjectShape(
        "strokeStyle", required: ["dashArray", "lineCap"],
        expected: #"{"dashArray": [dimension, …], "lineCap": "round" | "butt" | "square"}"#)

    /// A keyword (`solid`, `dashed`, …) or `{dashArray, lineCap}`.
    static func strokeStyle(_ node: JSONNode, _ context: ValueContext, _ log: inout DiagnosticLog) -> StrokeStyle? {
        let keywords = StrokeStyle.Keyword.allCases.map(\.rawValue)
        switch node.value {
        case .string(let name):
            if let keyword = StrokeStyle.Keyword(rawValue: name) { return .keyword(keyword) }
            context.error("strokeStyle must be one of \(ValueText.alternatives(keywords)) or a {dashArray, lineCap} object, found \(ValueText.quoted(name))", at: node, &log)
            return nil
        case .object:
            return dashedStroke(node, context, &log)
        default:
            context.error("strokeStyle must be a keyword such as \"solid\" or an object \(strokeStyleShape.expected), found \(ValueText.describe(node))", at: node, &log)
            return nil
        }
    }

    private static func dashedStroke(_ node: JSONNode, _ context: ValueContext, _ log: inout DiagnosticLog) -> StrokeStyle? {
        guard let fields = fields(of: node, strokeStyleShape, context, &log),
              let dashNode = fields[0], let capNode = fields[1]
        else { return nil }
        var dashes: [Dimension]?
        if case .array(let items) = dashNode.value, !items.isEmpty {
            let dashContext = context.field("dashArray", dashNode)
            let parsed = items.enumerated().map { index, item in
                dimension(item, dashContext.item("item", index, item), &log)
            }
            let valid = parsed.compactMap { $0 }
            if valid.count == items.count { dashes = valid }
        } else {
            let found = dashNode.array != nil ? "an empty array" : ValueText.describe(dashNode)
            context.error("strokeStyle dashArray must be a non-empty array of dimensions, found \(found)", at: dashNode, &log)
        }
        var cap: StrokeStyle.LineCap?
        if let name = capNode.string, let known = StrokeStyle.LineCap(rawValue: name) {
            cap = known
        } else {
            let allowed = ValueText.alternatives(StrokeStyle.LineCap.allCases.map(\.rawValue))
            context.error("strokeStyle lineCap must be \(allowed), found \(ValueText.describe(capNode))", at: capNode, &log)
        }
        guard let dashes, let cap else { return nil }
        return .dashes(dashArray: dashes, lineCap: cap)
    }
}
