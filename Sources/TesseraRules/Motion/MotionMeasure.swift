import TesseraCore

/// How long a motion token lasts, and by which measure: a duration token is its value; a spring
/// (a duration token carrying `dev.tessera.spring`) is its settling time with CoreAnimation's
/// convention, not its response, since that is how long the motion is on screen; a transition
/// is its duration plus its delay.
struct MotionMeasure {
    enum Kind {
        case plain
        case spring(Spring)
        case transition(duration: Double, delay: Double)
    }

    var milliseconds: Double
    var kind: Kind

    init?(_ token: Token, in set: ResolvedTokenSet) {
        switch token.value {
        case .duration(let duration):
            if let spring = set.spring(of: token) {
                (milliseconds, kind) = (spring.settlingMilliseconds, .spring(spring))
            } else {
                (milliseconds, kind) = (duration.milliseconds, .plain)
            }
        case .transition(let transition):
            let (duration, delay) = (transition.duration.milliseconds, transition.delay.milliseconds)
            (milliseconds, kind) = (duration + delay, .transition(duration: duration, delay: delay))
        default:
            return nil
        }
    }

    static func applies(_ token: Token, in set: ResolvedTokenSet) -> Bool { MotionMeasure(token, in: set) != nil }

    /// `is 250 ms`; `is a spring (response 0.3 s, dampingFraction 0.85) that settles in 442 ms
    /// (CoreAnimation convention)`; `lasts 300 ms (duration 250 ms + delay 50 ms)`.
    func described(against limit: Double) -> String {
        let shown = "\(RuleFormat.measured(milliseconds, against: limit)) ms"
        switch kind {
        case .plain:
            return "is \(shown)"
        case .spring(let spring):
            let settles = milliseconds.isFinite ? "settles in \(shown)" : "never settles"
            return "is a spring (response \(RuleFormat.trimmed(spring.response, 4)) s, dampingFraction \(RuleFormat.trimmed(spring.dampingFraction, 4)))"
                + " that \(settles) (CoreAnimation convention, ε 0.001)"
        case .transition(let duration, let delay):
            let parts = delay == 0 ? "" : " (duration \(RuleFormat.milliseconds(duration)) + delay \(RuleFormat.milliseconds(delay)))"
            return "lasts \(shown)\(parts)"
        }
    }

    /// The nearest passing value: `target` ms, reached from above (`atMost`) or below.
    func fix(toward target: Double, atMost: Bool) -> String {
        let bound = atMost ? "≤" : "≥"
        switch kind {
        case .plain:
            return RuleFormat.milliseconds(target)
        case .spring(let spring):
            let response = atMost ? spring.longestResponse(settlingWithin: target) : spring.shortestResponse(settlingAtLeast: target)
            let damping = RuleFormat.trimmed(spring.dampingFraction, 4)
            guard let response else {
                return "no spring at dampingFraction \(damping) settles \(atMost ? "within" : "in at least") \(RuleFormat.milliseconds(target)); change the damping or use a plain duration"
            }
            return "\(atMost ? "at most" : "at least") \(RuleFormat.milliseconds(target)): a spring with response \(bound) \(RuleFormat.trimmed(response, 4)) s"
                + " at dampingFraction \(damping) settles in time"
        case .transition(_, let delay):
            let needed = target - delay
            if needed >= 0 { return "duration \(RuleFormat.milliseconds(needed))" + (delay == 0 ? "" : " with the \(RuleFormat.milliseconds(delay)) delay") }
            return "a delay of at most \(RuleFormat.milliseconds(target)) (the \(RuleFormat.milliseconds(delay)) delay alone is over), then duration \(bound) the rest"
        }
    }
}
