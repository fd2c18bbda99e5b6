import TesseraCore

/// `spring-only`: every motion token a prohibition names is a spring (a duration token carrying
/// `dev.tessera.spring`, or an alias of one). A plain duration, a transition or a cubic-bézier
/// easing breaks it. Two things are not animations the spec could mean: a 0 ms duration (no
/// animation at all), and under Reduce Motion a plain duration or transition standing in for a
/// token that is a spring otherwise (the cross-fade the HIG asks for in place of motion). The fix
/// is a spring with no bounce that settles within the token's own duration.
struct SpringOnlyRule: Rule {
    static let id = Prohibition.Rule.springOnly.rawValue
    static let summary = "Duration, transition and cubicBezier tokens a `spring-only` prohibition names are springs (a 0 ms duration, no animation, passes)."
    static let defaultLevel = RuleSettings.Level.error
    static let examples = [
        RuleExample(
            "a 250 ms ease-out transition and a bézier easing are not springs",
            tokens: ##"{"motion": {"ease": {"$type": "cubicBezier", "$value": [0, 0, 0.58, 1]}, "exit": {"$type": "transition", "$value": {"duration": {"value": 250, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"}, "timingFunction": "{motion.ease}"}}}}"##,
            config: ##"{"prohibitions": [{"id": "springs", "says": "All motion uses spring physics", "rule": "spring-only", "tokens": "motion.*"}]}"##,
            findings: 2),
        RuleExample(
            "a spring passes, and so does a 0 ms Reduce Motion stand-in",
            tokens: ##"{"motion": {"$type": "duration", "enter": {"$value": {"value": 300, "unit": "ms"}, "$extensions": {"dev.tessera.spring": {"response": 0.3, "dampingFraction": 0.8}}}, "none": {"$value": {"value": 0, "unit": "ms"}}}}"##,
            config: ##"{"prohibitions": [{"id": "springs", "says": "All motion uses spring physics", "rule": "spring-only", "tokens": "motion.*"}]}"##,
            findings: 0),
        RuleExample(
            "under Reduce Motion a 200 ms cross-fade stands in for the spring",
            tokens: ##"{"motion": {"$type": "duration", "enter": {"$value": {"value": 300, "unit": "ms"}, "$extensions": {"dev.tessera.spring": {"response": 0.3, "dampingFraction": 0.8}}}, "press": {"$value": "{motion.enter}"}}}"##,
            config: ##"{"prohibitions": [{"id": "springs", "says": "All motion uses spring physics", "rule": "spring-only", "tokens": "motion.*"}]}"##,
            modes: [.init("motion", "reduced", tokens: ##"{"motion": {"$type": "duration", "enter": {"$value": {"value": 200, "unit": "ms"}}, "press": {"$value": "{motion.enter}"}}}"##)],
            findings: 0),
        RuleExample(
            "a linear loop is never a spring, so it breaks under Reduce Motion too (each mode's file reports it)",
            tokens: ##"{"motion": {"spin": {"$type": "transition", "$value": {"duration": {"value": 1000, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"}, "timingFunction": [0, 0, 1, 1]}}}}"##,
            config: ##"{"prohibitions": [{"id": "springs", "says": "All motion uses spring physics", "rule": "spring-only", "tokens": "motion.*"}]}"##,
            modes: [.init("motion", "reduced", tokens: ##"{"motion": {"spin": {"$type": "transition", "$value": {"duration": {"value": 1000, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"}, "timingFunction": [0, 0, 1, 1]}}}}"##)],
            findings: 2),
    ]

    func check(_ input: CheckInput, into findings: inout Findings) {
        ProhibitionScan.run(
            .springOnly, input, into: &findings, measures: "duration, transition or cubicBezier token", applies: { token, _ in Self.applies(token) }
        ) { prohibition, token, set in
            guard set.spring(of: token) == nil, !Self.isReduceMotionFallback(token, in: set, input) else { return nil }
            let problem: String
            var milliseconds: Double?
            switch token.value {
            case .duration(let duration):
                guard duration.milliseconds > 0 else { return nil }
                problem = "is a plain \(RuleFormat.milliseconds(duration.milliseconds)) duration"
                milliseconds = duration.milliseconds
            case .transition(let transition):
                problem = "is a \(RuleFormat.milliseconds(transition.duration.milliseconds)) transition with easing \(Self.bezier(transition.timingFunction))"
                milliseconds = transition.duration.milliseconds
            case .cubicBezier(let curve):
                problem = "is a cubic-bézier easing \(Self.bezier(curve))"
            default:
                return nil
            }
            return Finding(token, problem, limit: "only springs are allowed", fix: Self.fix(milliseconds), prohibition)
        }
    }

    static func applies(_ token: Token) -> Bool {
        switch token.value {
        case .duration, .transition, .cubicBezier: true
        default: false
        }
    }

    /// Under Reduce Motion the HIG asks for a cross-fade in place of motion: a token that is a
    /// spring in the default permutation may be a plain duration or transition there. A token that
    /// is never a spring (a loop left running) still breaks the rule.
    static func isReduceMotionFallback(_ token: Token, in set: ResolvedTokenSet, _ input: CheckInput) -> Bool {
        guard set.permutation.reducesMotion, let base = input.permutations.first,
              let original = base[token.path.string] else { return false }
        return base.spring(of: original) != nil
    }

    static func bezier(_ curve: CubicBezier) -> String {
        "[" + [curve.x1, curve.y1, curve.x2, curve.y2].map { RuleFormat.trimmed($0, 4) }.joined(separator: ", ") + "]"
    }

    /// A spring in Tessera's shape; for a timed motion, one with no bounce (dampingFraction 1, as
    /// SwiftUI's default `.spring`) that settles within the same time, so the motion keeps its length.
    static func fix(_ milliseconds: Double?) -> String {
        let shape = "a duration token with `$extensions.\(Spring.extensionKey)` {response, dampingFraction}"
        guard let milliseconds, milliseconds >= 100,
              let response = Spring(response: milliseconds / 1000, dampingFraction: 1).longestResponse(settlingWithin: milliseconds)
        else { return shape }
        let settles = Spring(response: response, dampingFraction: 1).settlingMilliseconds
        return shape + "; response \(RuleFormat.trimmed(response, 4)) s at dampingFraction 1 settles in \(RuleFormat.milliseconds(settles)), within the \(RuleFormat.milliseconds(milliseconds)) it has now"
    }
}
