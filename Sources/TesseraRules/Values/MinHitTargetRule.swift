import TesseraCore

/// `min-hit-target`: the dimension tokens a prohibition names (hit-target sizes, minimum
/// heights) are at least `min` pt; 1 px is 1 pt, rem is 16 px.
struct MinHitTargetRule: Rule {
    static let id = Prohibition.Rule.minHitTarget.rawValue
    static let summary = "Hit-target dimension tokens a `min-hit-target` prohibition names are at least its `min` in pt."
    static let defaultLevel = RuleSettings.Level.error
    static let examples = [
        RuleExample(
            "a 36 pt button height breaks the 44 pt HIG minimum",
            tokens: ##"{"touchTarget": {"$type": "dimension", "button": {"$value": {"value": 36, "unit": "px"}}, "row": {"$value": {"value": 60, "unit": "px"}}}}"##,
            config: ##"{"prohibitions": [{"id": "hig", "says": "Minimum 44pt×44pt for all interactive elements", "rule": "min-hit-target", "tokens": "touchTarget.*", "min": 44}]}"##,
            findings: 1),
        RuleExample(
            "44 pt passes",
            tokens: ##"{"touchTarget": {"$type": "dimension", "button": {"$value": {"value": 44, "unit": "px"}}}}"##,
            config: ##"{"prohibitions": [{"id": "hig", "says": "Minimum 44pt×44pt for all interactive elements", "rule": "min-hit-target", "tokens": "touchTarget.*", "min": 44}]}"##,
            findings: 0),
    ]

    func check(_ input: CheckInput, into findings: inout Findings) {
        ProhibitionScan.run(
            .minHitTarget, input, into: &findings, measures: "dimension token",
            applies: { token, _ in SizeMeasure.applies(token, fontSizes: false) }
        ) { prohibition, token, _ in
            SizeBound.finding(token, prohibition, .atLeast, key: "min", unit: "pt", fontSizes: false)
        }
    }
}
