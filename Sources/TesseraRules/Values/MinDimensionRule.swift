import TesseraCore

/// `min-dimension`: the dimension tokens a prohibition names are at least `min` px (rem read at
/// 16 px); a typography token the pattern names is held to it by its font size.
struct MinDimensionRule: Rule {
    static let id = Prohibition.Rule.minDimension.rawValue
    static let summary = "Dimension tokens a `min-dimension` prohibition names (and font sizes of typography tokens it names) are at least its `min` in px."
    static let defaultLevel = RuleSettings.Level.error
    static let examples = [
        RuleExample(
            "16 px side padding breaks 'at least 20 pt'",
            tokens: ##"{"padding": {"$type": "dimension", "side": {"$value": {"value": 16, "unit": "px"}}, "wide": {"$value": {"value": 24, "unit": "px"}}}}"##,
            config: ##"{"prohibitions": [{"id": "margins", "says": "Generous margins (≥ 20 pt side padding)", "rule": "min-dimension", "tokens": "padding.*", "min": 20}]}"##,
            findings: 1),
        RuleExample(
            "1.25rem is 20 px and passes",
            tokens: ##"{"padding": {"$type": "dimension", "side": {"$value": {"value": 1.25, "unit": "rem"}}}}"##,
            config: ##"{"prohibitions": [{"id": "margins", "says": "Generous margins (≥ 20 pt side padding)", "rule": "min-dimension", "tokens": "padding.*", "min": 20}]}"##,
            findings: 0),
    ]

    func check(_ input: CheckInput, into findings: inout Findings) {
        ProhibitionScan.run(
            .minDimension, input, into: &findings, measures: "dimension or typography token",
            applies: { token, _ in SizeMeasure.applies(token, fontSizes: true) }
        ) { prohibition, token, _ in
            SizeBound.finding(token, prohibition, .atLeast, key: "min", unit: "px", fontSizes: true)
        }
    }
}
