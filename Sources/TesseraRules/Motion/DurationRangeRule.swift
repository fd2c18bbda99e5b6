import TesseraCore

/// `duration-range`: the motion tokens a prohibition names last between `min` and `max` ms,
/// measured as `max-duration` measures them (a spring by its settling time). The fix is the
/// nearer bound.
struct DurationRangeRule: Rule {
    static let id = Prohibition.Rule.durationRange.rawValue
    static let summary = "Duration, spring and transition tokens a `duration-range` prohibition names last between its `min` and `max` in ms (a spring by its settling time)."
    static let defaultLevel = RuleSettings.Level.error
    static let examples = [
        RuleExample(
            "a 100 ms crossfade is shorter than 120–160 ms",
            tokens: ##"{"crossfade": {"$type": "duration", "$value": {"value": 100, "unit": "ms"}}}"##,
            config: ##"{"prohibitions": [{"id": "crossfade", "says": "use matte crossfades (120–160ms)", "rule": "duration-range", "tokens": "crossfade", "max": 160, "min": 120}]}"##,
            findings: 1),
        RuleExample(
            "a spring settling in 771 ms is longer than 600–700 ms",
            tokens: ##"{"settle": {"$type": "duration", "$value": {"value": 500, "unit": "ms"}, "$extensions": {"dev.tessera.spring": {"response": 0.5, "dampingFraction": 0.8}}}}"##,
            config: ##"{"prohibitions": [{"id": "settle", "says": "card settle 600–700ms", "rule": "duration-range", "tokens": "settle", "min": 600, "max": 700}]}"##,
            findings: 1),
        RuleExample(
            "140 ms passes",
            tokens: ##"{"crossfade": {"$type": "duration", "$value": {"value": 140, "unit": "ms"}}}"##,
            config: ##"{"prohibitions": [{"id": "crossfade", "says": "use matte crossfades (120–160ms)", "rule": "duration-range", "tokens": "crossfade", "max": 160, "min": 120}]}"##,
            findings: 0),
    ]

    func check(_ input: CheckInput, into findings: inout Findings) {
        ProhibitionScan.run(
            .durationRange, input, into: &findings, measures: "duration or transition token", applies: MotionMeasure.applies
        ) { prohibition, token, set in
            guard let measure = MotionMeasure(token, in: set), let low = prohibition.number("min"),
                  let high = prohibition.number("max") else { return nil }
            let tooLong = measure.milliseconds > high + 1e-9
            guard tooLong || measure.milliseconds < low - 1e-9 else { return nil }
            let target = tooLong ? high : low
            return Finding(
                token, measure.described(against: target),
                limit: "needs \(RuleFormat.milliseconds(low)) to \(RuleFormat.milliseconds(high))",
                fix: measure.fix(toward: target, atMost: tooLong), prohibition)
        }
    }
}
