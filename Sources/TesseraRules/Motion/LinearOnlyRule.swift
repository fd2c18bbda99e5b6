import TesseraCore

/// `linear-only`: every easing a prohibition names is linear — a cubicBezier token, or a
/// transition's timing function, with x1 = y1 and x2 = y2 (the curve is then the line y = x;
/// [0, 0, 1, 1] is the usual form) — and none is a spring (or an alias of one), which eases and
/// may bounce. Plain durations say nothing about easing and are not read.
struct LinearOnlyRule: Rule {
    static let id = Prohibition.Rule.linearOnly.rawValue
    static let summary = "cubicBezier and transition tokens a `linear-only` prohibition names ease linearly, and none of the duration tokens it names is a spring."
    static let defaultLevel = RuleSettings.Level.error
    static let examples = [
        RuleExample(
            "an ease-out curve and a spring break 'linear only'",
            tokens: ##"{"motion": {"ease": {"$type": "cubicBezier", "$value": [0, 0, 0.58, 1]}, "bounce": {"$type": "duration", "$value": {"value": 300, "unit": "ms"}, "$extensions": {"dev.tessera.spring": {"response": 0.3, "dampingFraction": 0.6}}}}}"##,
            config: ##"{"prohibitions": [{"id": "linear", "says": "use withAnimation(.linear) ... No spring animations", "rule": "linear-only", "tokens": "motion.**"}]}"##,
            findings: 2),
        RuleExample(
            "[0, 0, 1, 1], an equivalent [0.3, 0.3, 0.7, 0.7] and a plain duration pass",
            tokens: ##"{"motion": {"linear": {"$type": "cubicBezier", "$value": [0, 0, 1, 1]}, "alsoLinear": {"$type": "cubicBezier", "$value": [0.3, 0.3, 0.7, 0.7]}, "fade": {"$type": "transition", "$value": {"duration": {"value": 350, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"}, "timingFunction": "{motion.linear}"}}, "length": {"$type": "duration", "$value": {"value": 350, "unit": "ms"}}}}"##,
            config: ##"{"prohibitions": [{"id": "linear", "says": "use withAnimation(.linear) ... No spring animations", "rule": "linear-only", "tokens": "motion.**"}]}"##,
            findings: 0),
    ]

    func check(_ input: CheckInput, into findings: inout Findings) {
        ProhibitionScan.run(
            .linearOnly, input, into: &findings, measures: "cubicBezier, transition or spring token", applies: Self.applies
        ) { prohibition, token, set in
            let problem: String
            let fix: String
            switch token.value {
            case .duration:
                guard let spring = set.spring(of: token) else { return nil }
                problem = "is a spring (response \(RuleFormat.trimmed(spring.response, 4)) s, dampingFraction \(RuleFormat.trimmed(spring.dampingFraction, 4)))"
                fix = "a plain duration token of \(RuleFormat.milliseconds(spring.response * 1000)) with a linear [0, 0, 1, 1] easing, without `$extensions.\(Spring.extensionKey)`"
            case .cubicBezier(let curve):
                guard !Self.isLinear(curve) else { return nil }
                problem = "eases with \(SpringOnlyRule.bezier(curve))"
                fix = "[0, 0, 1, 1]"
            case .transition(let transition):
                guard !Self.isLinear(transition.timingFunction) else { return nil }
                problem = "eases with \(SpringOnlyRule.bezier(transition.timingFunction))"
                fix = "timingFunction [0, 0, 1, 1]"
            default:
                return nil
            }
            return Finding(token, problem, limit: "only linear easing is allowed", fix: fix, prohibition)
        }
    }

    static func applies(_ token: Token, in set: ResolvedTokenSet) -> Bool {
        switch token.value {
        case .cubicBezier, .transition: true
        case .duration: set.spring(of: token) != nil
        default: false
        }
    }

    static func isLinear(_ curve: CubicBezier) -> Bool {
        abs(curve.x1 - curve.y1) < 1e-9 && abs(curve.x2 - curve.y2) < 1e-9
    }
}
