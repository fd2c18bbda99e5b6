import Testing
import TesseraCore
@testable import TesseraRules

/// Each motion rule's message says which measure it used (a spring's settling time, a
/// transition's duration plus delay), and its fix note gives the nearest value that passes.
@Suite struct MotionRuleMessageTests {
    static let spring = ##"{"motion": {"$type": "duration", "enter": {"$value": {"value": 350, "unit": "ms"}, "$extensions": {"dev.tessera.spring": {"response": 0.35, "dampingFraction": 0.8}}}}}"##

    @Test func maxDurationMeasuresASpringBySettlingTime() throws {
        let finding = try RuleMessage.only(
            MaxDurationRule.self, tokens: Self.spring,
            prohibition: ##"{"id": "max-400", "says": "All transitions ≤ 400 ms.", "rule": "max-duration", "tokens": "motion.*", "max": 400}"##)
        #expect(finding.message == #"motion.enter is a spring (response 0.35 s, dampingFraction 0.8) that settles in 540 ms (CoreAnimation convention, ε 0.001); needs at most 400 ms: the spec says "All transitions ≤ 400 ms." (prohibition 'max-400')"#)
        #expect(RuleMessage.fixes(finding) == ["fix: at most 400 ms: a spring with response ≤ 0.259 s at dampingFraction 0.8 settles in time"])
        // The suggested response does settle in time; one ms more of response does not.
        #expect(Spring(response: 0.259, dampingFraction: 0.8).settlingMilliseconds <= 400)
        #expect(Spring(response: 0.260, dampingFraction: 0.8).settlingMilliseconds > 400)
    }

    @Test func maxDurationFollowsAnAliasToItsSpring() throws {
        let tokens = ##"{"motion": {"$type": "duration", "enter": {"$value": {"value": 350, "unit": "ms"}, "$extensions": {"dev.tessera.spring": {"response": 0.35, "dampingFraction": 0.8}}}}, "sheet": {"present": {"$type": "duration", "$value": "{motion.enter}"}}}"##
        let finding = try RuleMessage.only(
            MaxDurationRule.self, tokens: tokens,
            prohibition: ##"{"id": "max-400", "says": "≤ 400 ms", "rule": "max-duration", "tokens": "sheet.*", "max": 400}"##)
        #expect(finding.message.hasPrefix("sheet.present is a spring (response 0.35 s, dampingFraction 0.8) that settles in 540 ms"))
    }

    @Test func maxDurationCountsATransitionsDelay() throws {
        let finding = try RuleMessage.only(
            MaxDurationRule.self,
            tokens: ##"{"fade": {"$type": "transition", "$value": {"duration": {"value": 150, "unit": "ms"}, "delay": {"value": 100, "unit": "ms"}, "timingFunction": [0.42, 0, 0.58, 1]}}}"##,
            prohibition: ##"{"id": "fade", "says": "a cross-dissolve (≤ 200 ms)", "rule": "max-duration", "tokens": "fade", "max": 200}"##)
        #expect(finding.message == #"fade lasts 250 ms (duration 150 ms + delay 100 ms); needs at most 200 ms: the spec says "a cross-dissolve (≤ 200 ms)" (prohibition 'fade')"#)
        #expect(RuleMessage.fixes(finding) == ["fix: duration 100 ms with the 100 ms delay"])
    }

    @Test func durationRangeGivesTheNearerBound() throws {
        let finding = try RuleMessage.only(
            DurationRangeRule.self,
            tokens: ##"{"crossfade": {"$type": "duration", "$value": {"value": 0.1, "unit": "s"}}}"##,
            prohibition: ##"{"id": "crossfade", "says": "matte crossfades (120–160ms)", "rule": "duration-range", "tokens": "crossfade", "min": 120, "max": 160}"##)
        #expect(finding.message == #"crossfade is 100 ms; needs 120 ms to 160 ms: the spec says "matte crossfades (120–160ms)" (prohibition 'crossfade')"#)
        #expect(RuleMessage.fixes(finding) == ["fix: 120 ms"])
    }

    @Test func durationRangeLengthensATooQuickSpring() throws {
        let finding = try RuleMessage.only(
            DurationRangeRule.self, tokens: Self.spring,
            prohibition: ##"{"id": "settle", "says": "card settle 600–700ms", "rule": "duration-range", "tokens": "motion.*", "min": 600, "max": 700}"##)
        #expect(RuleMessage.fixes(finding) == ["fix: at least 600 ms: a spring with response ≥ 0.389 s at dampingFraction 0.8 settles in time"])
        #expect(Spring(response: 0.389, dampingFraction: 0.8).settlingMilliseconds >= 600)
        #expect(Spring(response: 0.388, dampingFraction: 0.8).settlingMilliseconds < 600)
    }

    @Test func springOnlyOffersASpringOfTheSameLength() throws {
        let finding = try RuleMessage.only(
            SpringOnlyRule.self,
            tokens: ##"{"motion": {"exit": {"$type": "transition", "$value": {"duration": {"value": 300, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"}, "timingFunction": [0, 0, 0.58, 1]}}}}"##,
            prohibition: ##"{"id": "springs", "says": "All motion uses spring physics", "rule": "spring-only", "tokens": "motion.*"}"##)
        #expect(finding.message == #"motion.exit is a 300 ms transition with easing [0, 0, 0.58, 1]; only springs are allowed: the spec says "All motion uses spring physics" (prohibition 'springs')"#)
        #expect(RuleMessage.fixes(finding) == [
            "fix: a duration token with `$extensions.dev.tessera.spring` {response, dampingFraction}; response 0.204 s at dampingFraction 1 settles in 300 ms, within the 300 ms it has now",
        ])
    }

    @Test func linearOnlyRejectsASpring() throws {
        let finding = try RuleMessage.only(
            LinearOnlyRule.self,
            tokens: ##"{"motion": {"$type": "duration", "bounce": {"$value": {"value": 300, "unit": "ms"}, "$extensions": {"dev.tessera.spring": {"response": 0.3, "dampingFraction": 0.6}}}}}"##,
            prohibition: ##"{"id": "linear", "says": "No spring animations", "rule": "linear-only", "tokens": "motion.**"}"##)
        #expect(finding.message == #"motion.bounce is a spring (response 0.3 s, dampingFraction 0.6); only linear easing is allowed: the spec says "No spring animations" (prohibition 'linear')"#)
        #expect(RuleMessage.fixes(finding) == ["fix: a plain duration token of 300 ms with a linear [0, 0, 1, 1] easing, without `$extensions.dev.tessera.spring`"])
    }

    @Test func linearOnlyRejectsAnEasedTransition() throws {
        let finding = try RuleMessage.only(
            LinearOnlyRule.self,
            tokens: ##"{"motion": {"fade": {"$type": "transition", "$value": {"duration": {"value": 350, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"}, "timingFunction": [0.42, 0, 0.58, 1]}}}}"##,
            prohibition: ##"{"id": "linear", "says": "use .linear", "rule": "linear-only", "tokens": "motion.**"}"##)
        #expect(finding.message.hasPrefix("motion.fade eases with [0.42, 0, 0.58, 1]; only linear easing is allowed"))
        #expect(RuleMessage.fixes(finding) == ["fix: timingFunction [0, 0, 1, 1]"])
    }
}
