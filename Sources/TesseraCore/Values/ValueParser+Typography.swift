extension ValueParser {
    static let typographyShape = ObjectShape(
        "typography", required: ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"],
        expected: #"{"fontFamily", "fontSize": dimension, "fontWeight", "letterSpacing": dimension, "lineHeight": number}"#)

    static func typography(_ node: JSONNode, _ context: ValueContext, _ log: inout DiagnosticLog) -> Typography? {
        guard let fields = fields(of: node, typographyShape, context, &log),
              let familyNode = fields[0], let sizeNode = fields[1], let weightNode = fields[2],
              let spacingNode = fields[3], let lineHeightNode = fields[4]
        else { return nil }
        let family = fontFamily(familyNode, context.field("fontFamily", familyNode), &log)
        let size = dimension(sizeNode, context.field("fontSize", sizeNode), &log)
        let weight = fontWeight(weightNode, context.field("fontWeight", weightNode), &log)
        let spacing = dimension(spacingNode, context.field("letterSpacing", spacingNode), &log)
        let lineHeight = typographyLineHeight(lineHeightNode, context.field("lineHeight", lineHeightNode), &log)
        guard let family, let size, let weight, let spacing, let lineHeight else { return nil }
        return Typography(fontFamily: family, fontSize: size, fontWeight: weight, letterSpacing: spacing, lineHeight: lineHeight)
    }

    /// A multiplier of the font size; a dimension here is the most common mistake, so say so.
    private static func typographyLineHeight(_ node: JSONNode, _ context: ValueContext, _ log: inout DiagnosticLog) -> Double? {
        if let value = node.number, value.isFinite { return value }
        var message = "lineHeight must be a number (a multiplier of fontSize, such as 1.5), found \(ValueText.describe(node))"
        if node.object != nil { message += "; a dimension is not allowed here: divide it by the font size" }
        context.error(message, at: node, &log)
        return nil
    }
}
