import TesseraCore

/// `max-dimension`: the dimension tokens a prohibition names are at most `max` px (rem read at
/// 16 px). A typography token the pattern names is held to it by its font size; borders, shadows
/// and other composites are not read, since their widths and offsets are not what such specs bound.
struct MaxDimensionRule: Rule {
    static let id = Prohibition.Rule.maxDimension.rawValue
    static let summary = "Dimension tokens a `max-dimension` prohibition names (and font sizes of typography tokens it names) are at most its `max` in px."
    static let defaultLevel = RuleSettings.Level.error
    static let examples = [
        RuleExample(
            "a 4 px radius breaks 'no rounded corners above 2'",
            tokens: ##"{"radius": {"$type": "dimension", "card": {"$value": {"value": 4, "unit": "px"}}, "chip": {"$value": {"value": 2, "unit": "px"}}}}"##,
            config: ##"{"prohibitions": [{"id": "square", "says": "No rounded corners (cornerRadius > 2)", "rule": "max-dimension", "tokens": "radius.*", "max": 2}]}"##,
            findings: 1),
        RuleExample(
            "rem is read at 16 px: 0.125rem is 2 px and passes",
            tokens: ##"{"radius": {"$type": "dimension", "card": {"$value": {"value": 0.125, "unit": "rem"}}}}"##,
            config: ##"{"prohibitions": [{"id": "square", "says": "No rounded corners (cornerRadius > 2)", "rule": "max-dimension", "tokens": "radius.*", "max": 2}]}"##,
            findings: 0),
        RuleExample(
            "a misspelt pattern is reported instead of passing silently",
            tokens: ##"{"radius": {"$type": "dimension", "card": {"$value": {"value": 2, "unit": "px"}}}}"##,
            config: ##"{"prohibitions": [{"id": "square", "says": "No rounded corners (cornerRadius > 2)", "rule": "max-dimension", "tokens": "radii.*", "max": 2}]}"##,
            findings: 1),
    ]

    func check(_ input: CheckInput, into findings: inout Findings) {
        ProhibitionScan.run(
            .maxDimension, input, into: &findings, measures: "dimension or typography token",
            applies: { token, _ in SizeMeasure.applies(token, fontSizes: true) }
        ) { prohibition, token, _ in
            SizeBound.finding(token, prohibition, .atMost, key: "max", unit: "px", fontSizes: true)
        }
    }
}
