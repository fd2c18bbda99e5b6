import TesseraCore

/// `line-height-range`: the typography tokens a prohibition names have a line height (a
/// multiplier of the font size) within `min`…`max`, and the number tokens it names, taken as
/// such multipliers, are too. Dimension tokens are absolute line heights and are not read: their
/// multiplier depends on a font size the token does not know.
struct LineHeightRangeRule: Rule {
    static let id = Prohibition.Rule.lineHeightRange.rawValue
    static let summary = "Typography tokens' line heights (and number tokens taken as line-height multipliers) a `line-height-range` prohibition names lie within its `min`…`max`."
    static let defaultLevel = RuleSettings.Level.error
    static let examples = [
        RuleExample(
            "a 1.2× body style and a 1.3 multiplier token break 'leading 1.5× to 1.7×'",
            tokens: ##"{"type": {"leading": {"$type": "number", "$value": 1.3}, "body": {"$type": "typography", "$value": {"fontFamily": "Garamond", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.2}}}}"##,
            config: ##"{"prohibitions": [{"id": "leading", "says": "Leading must be generous (1.5x to 1.7x)", "rule": "line-height-range", "tokens": "type.*", "min": 1.5, "max": 1.7}]}"##,
            findings: 2),
        RuleExample(
            "1.6× passes, and so does exactly the bound",
            tokens: ##"{"type": {"leading": {"$type": "number", "$value": 1.7}, "body": {"$type": "typography", "$value": {"fontFamily": "Garamond", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.6}}}}"##,
            config: ##"{"prohibitions": [{"id": "leading", "says": "Leading must be generous (1.5x to 1.7x)", "rule": "line-height-range", "tokens": "type.*", "min": 1.5, "max": 1.7}]}"##,
            findings: 0),
    ]

    func check(_ input: CheckInput, into findings: inout Findings) {
        ProhibitionScan.run(
            .lineHeightRange, input, into: &findings, measures: "typography or number token",
            applies: { token, _ in Self.multiplier(of: token) != nil }
        ) { prohibition, token, _ in
            guard let value = Self.multiplier(of: token), let low = prohibition.number("min"),
                  let high = prohibition.number("max") else { return nil }
            let slack = 1e-9
            guard value < low - slack || value > high + slack else { return nil }
            let target = value < low ? low : high
            let field = token.type == .typography ? "lineHeight " : ""
            let problem = token.type == .typography
                ? "has line height \(RuleFormat.measured(value, against: target, decimals: 3))×"
                : "is \(RuleFormat.measured(value, against: target, decimals: 3)) (a line-height multiplier)"
            let limit = low == high
                ? "needs exactly \(RuleFormat.trimmed(low, 4))×"
                : "needs \(RuleFormat.trimmed(low, 4))× to \(RuleFormat.trimmed(high, 4))×"
            return Finding(token, problem, limit: limit, fix: "\(field)\(RuleFormat.trimmed(target, 4))", prohibition)
        }
    }

    static func multiplier(of token: Token) -> Double? {
        switch token.value {
        case .typography(let typography): typography.lineHeight
        case .number(let number): number
        default: nil
        }
    }
}
