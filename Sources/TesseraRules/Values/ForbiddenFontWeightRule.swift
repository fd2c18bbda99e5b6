import TesseraCore

/// `forbidden-font-weight`: the fontWeight tokens a prohibition names, and the weight of the
/// typography tokens it names, are none of the listed weights ("never bold": 600 and up). The fix
/// is the nearest standard weight (100–900, 950) not listed, the lighter one on a tie.
struct ForbiddenFontWeightRule: Rule {
    static let id = Prohibition.Rule.forbiddenFontWeight.rawValue
    static let summary = "fontWeight tokens and typography tokens a `forbidden-font-weight` prohibition names use none of its `weights`."
    static let defaultLevel = RuleSettings.Level.error
    static let examples = [
        RuleExample(
            "a bold title style and the bold weight token break 'never bold'",
            tokens: ##"{"type": {"bold": {"$type": "fontWeight", "$value": 700}, "regular": {"$type": "fontWeight", "$value": 400}, "title": {"$type": "typography", "$value": {"fontFamily": "Garamond", "fontSize": {"value": 22, "unit": "px"}, "fontWeight": "{type.bold}", "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.5}}}}"##,
            config: ##"{"prohibitions": [{"id": "no-bold", "says": "Never use bold weights for emphasis", "rule": "forbidden-font-weight", "tokens": "type.**", "weights": [600, 700, 800, 900]}]}"##,
            findings: 2),
        RuleExample(
            "a regular style passes",
            tokens: ##"{"type": {"body": {"$type": "typography", "$value": {"fontFamily": "Garamond", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.5}}}}"##,
            config: ##"{"prohibitions": [{"id": "no-bold", "says": "Never use bold weights for emphasis", "rule": "forbidden-font-weight", "tokens": "type.**", "weights": [600, 700, 800, 900]}]}"##,
            findings: 0),
    ]

    static let standardWeights: [Double] = [100, 200, 300, 400, 500, 600, 700, 800, 900, 950]

    func check(_ input: CheckInput, into findings: inout Findings) {
        ProhibitionScan.run(
            .forbiddenFontWeight, input, into: &findings, measures: "fontWeight or typography token",
            applies: { token, _ in Self.weight(of: token) != nil }
        ) { prohibition, token, _ in
            let forbidden = prohibition.numbers("weights")
            guard let weight = Self.weight(of: token), forbidden.contains(where: { abs($0 - weight) < 1e-9 }) else { return nil }
            let field = token.type == .typography ? "fontWeight " : ""
            let allowed = Self.standardWeights.filter { candidate in !forbidden.contains { abs($0 - candidate) < 1e-9 } }
            // Ties go to the lighter weight: specs forbid heavy weights far more often than light ones.
            let nearest = allowed.min { (abs($0 - weight), $0) < (abs($1 - weight), $1) }
            let fix = nearest.map { "\(field)\(RuleFormat.number($0)), the nearest weight not forbidden" }
            return Finding(
                token, "has font weight \(RuleFormat.number(weight))",
                limit: "forbidden weights: \(forbidden.map(RuleFormat.number).joined(separator: ", "))", fix: fix, prohibition)
        }
    }

    static func weight(of token: Token) -> Double? {
        switch token.value {
        case .fontWeight(let weight): weight
        case .typography(let typography): typography.fontWeight
        default: nil
        }
    }
}
