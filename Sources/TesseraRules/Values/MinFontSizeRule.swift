import TesseraCore

/// `min-font-size`: the typography tokens a prohibition names have a font size of at least `min`
/// pt, and so do the dimension tokens it names (font-size scales); 1 px is 1 pt, rem is 16 px.
struct MinFontSizeRule: Rule {
    static let id = Prohibition.Rule.minFontSize.rawValue
    static let summary = "Typography tokens (and font-size dimension tokens) a `min-font-size` prohibition names are at least its `min` in pt."
    static let defaultLevel = RuleSettings.Level.error
    static let examples = [
        RuleExample(
            "a 12 pt body style breaks 'at least 16 pt', and so does its size token",
            tokens: ##"{"size": {"$type": "dimension", "body": {"$value": {"value": 12, "unit": "px"}}}, "text": {"$type": "typography", "body": {"$value": {"fontFamily": "Inter", "fontSize": "{size.body}", "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.5}}}}"##,
            config: ##"{"prohibitions": [{"id": "body-16", "says": "Minimum font size: 16pt base for body text", "rule": "min-font-size", "tokens": ["text.body", "size.body"], "min": 16}]}"##,
            findings: 2),
        RuleExample(
            "a 17 pt body style passes",
            tokens: ##"{"text": {"$type": "typography", "body": {"$value": {"fontFamily": "Inter", "fontSize": {"value": 17, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.5}}}}"##,
            config: ##"{"prohibitions": [{"id": "body-16", "says": "Minimum font size: 16pt base for body text", "rule": "min-font-size", "tokens": "text.*", "min": 16}]}"##,
            findings: 0),
    ]

    func check(_ input: CheckInput, into findings: inout Findings) {
        ProhibitionScan.run(
            .minFontSize, input, into: &findings, measures: "typography or dimension token",
            applies: { token, _ in SizeMeasure.applies(token, fontSizes: true) }
        ) { prohibition, token, _ in
            SizeBound.finding(token, prohibition, .atLeast, key: "min", unit: "pt", fontSizes: true)
        }
    }
}
