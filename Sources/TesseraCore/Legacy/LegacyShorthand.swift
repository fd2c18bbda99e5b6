/// The two shorthands that make up most real legacy files, hex colours (`"#2a8d08"`) and measure
/// strings (`"16px"`, `"1.5rem"`), converted straight to typed values. The general path builds a
/// 2025.10 JSON object for each and then parses it back; for 100,000 tokens that is most of the
/// import's allocations. The result is the value that path would produce (tests hold them equal),
/// recorded in the report the same way, with the replacement text built only for kept samples.
enum LegacyShorthand {
    static func convert(_ node: JSONNode, as type: TokenType, report: inout LegacyReport) -> TokenValue? {
        guard case .string(let text) = node.value else { return nil }
        switch type {
        case .color:
            guard let color = LegacyColor.hexColor(text) else { return nil }
            report.record(
                .colorString, at: node.position, example: text,
                replacement: LegacyColor.hexNode(text, at: nil)?.compactText)
            return .color(color)
        case .dimension:
            guard let quantity = Quantity.parse(text), quantity.value.isFinite else { return nil }
            let unit: Dimension.Unit
            switch quantity.unit {
            case .px: unit = .px
            case .rem: unit = .rem
            default: return nil
            }
            report.record(
                .dimensionString, at: node.position, example: text,
                replacement: LegacyNormalizer.measureNode(quantity.value, unit.rawValue, at: nil).compactText)
            return .dimension(Dimension(quantity.value, unit))
        default:
            return nil
        }
    }
}
