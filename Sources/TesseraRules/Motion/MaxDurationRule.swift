import TesseraCore

/// `max-duration`: the motion tokens a prohibition names last at most `max` ms: a duration by
/// its value, a transition by duration + delay, a spring by the time it takes to settle
/// (`Spring.settlingDuration`, CoreAnimation's convention) rather than its response, which a
/// spring always overruns. A spring's fix is the longest response that settles in time.
struct MaxDurationRule: Rule {
    static let id = Prohibition.Rule.maxDuration.rawValue
    static let summary = "Duration, spring and transition tokens a `max-duration` prohibition names last at most its `max` in ms (a spring by its settling time)."
    static let defaultLevel = RuleSettings.Level.error
    static let examples = [
        RuleExample(
            "a 300 ms response spring settles in 442 ms, over 400 ms; the 250 ms duration passes",
            tokens: ##"{"motion": {"$type": "duration", "enter": {"$value": {"value": 300, "unit": "ms"}, "$extensions": {"dev.tessera.spring": {"response": 0.3, "dampingFraction": 0.85}}}, "exit": {"$value": {"value": 250, "unit": "ms"}}}}"##,
            config: ##"{"prohibitions": [{"id": "max-400", "says": "All transitions ≤ 400 ms.", "rule": "max-duration", "tokens": "motion.*", "max": 400}]}"##,
            findings: 1),
        RuleExample(
            "a transition counts its delay: 150 ms + 100 ms is over 200 ms",
            tokens: ##"{"fade": {"$type": "transition", "$value": {"duration": {"value": 150, "unit": "ms"}, "delay": {"value": 100, "unit": "ms"}, "timingFunction": [0.42, 0, 0.58, 1]}}}"##,
            config: ##"{"prohibitions": [{"id": "fade", "says": "a simple cross-dissolve (≤ 200 ms)", "rule": "max-duration", "tokens": "fade", "max": 200}]}"##,
            findings: 1),
        RuleExample(
            "0.2 s is 200 ms and passes",
            tokens: ##"{"fade": {"$type": "duration", "$value": {"value": 0.2, "unit": "s"}}}"##,
            config: ##"{"prohibitions": [{"id": "fade", "says": "a simple cross-dissolve (≤ 200 ms)", "rule": "max-duration", "tokens": "fade", "max": 200}]}"##,
            findings: 0),
    ]

    func check(_ input: CheckInput, into findings: inout Findings) {
        ProhibitionScan.run(
            .maxDuration, input, into: &findings, measures: "duration or transition token", applies: MotionMeasure.applies
        ) { prohibition, token, set in
            guard let measure = MotionMeasure(token, in: set), let limit = prohibition.number("max"),
                  measure.milliseconds > limit + 1e-9 else { return nil }
            return Finding(
                token, measure.described(against: limit), limit: "needs at most \(RuleFormat.milliseconds(limit))",
                fix: measure.fix(toward: limit, atMost: true), prohibition)
        }
    }
}
