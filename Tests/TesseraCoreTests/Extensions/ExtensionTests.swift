import Testing
@testable import TesseraCore

@Suite struct SpringExtensionTests {
    func spring(_ extensionJSON: String, value: String = #"{"value": 350, "unit": "ms"}"#, type: String = "duration") -> (Token?, [Diagnostic]) {
        let (set, diagnostics) = resolve("""
            {"s": {"$type": "\(type)", "$value": \(value), "$extensions": {"dev.tessera.spring": \(extensionJSON)}}}
            """)
        return (set["s"], diagnostics)
    }

    @Test func aValidSpringIsReadWithItsPhysicalParameters() throws {
        let (token, diagnostics) = spring(#"{"response": 0.35, "dampingFraction": 0.8, "mass": 1, "stiffness": 322.2672, "damping": 28.7231}"#)
        #expect(diagnostics.isEmpty)
        let value = try #require(token?.spring)
        #expect(value.response == 0.35 && value.dampingFraction == 0.8)
        // numerics.md §4.4: R 0.35 / ζ 0.8 → k 322.273, c 28.7231.
        #expect(abs(value.stiffness - 322.273) < 0.001)
        #expect(abs(value.damping - 28.7231) < 0.0001)
    }

    @Test func appleDocumentationExampleMatches() {
        // Spring(duration: 0.5, bounce: 0.3) → stiffness 157.91367, damping 17.59292 (numerics.md §4.2).
        let spring = Spring(response: 0.5, dampingFraction: 0.7)
        #expect(abs(spring.stiffness - 157.91367) < 1e-4)
        #expect(abs(spring.damping - 17.59292) < 1e-4)
    }

    @Test(arguments: [
        (#"{"response": 0.35}"#, "needs a positive"),
        (#"{"response": 0.35, "dampingFraction": 0.8, "stifness": 1}"#, "has no \"stifness\""),
        (#"{"response": 0.35, "dampingFraction": 0.8, "stiffness": 100}"#, "stiffness 100.0 does not match"),
        (#"{"response": 0.5, "dampingFraction": 0.8}"#, "is 350.0 ms but its spring response is 0.5 s"),
    ])
    func invalidSpringsAreErrors(_ json: String, _ message: String) {
        let (_, diagnostics) = spring(json)
        #expect(diagnostics.codes == ["invalid-spring"])
        #expect(diagnostics.first?.message.contains(message) == true, "\(diagnostics)")
    }

    @Test func aSpringMustBeADuration() {
        let (_, diagnostics) = spring(#"{"response": 0.35, "dampingFraction": 0.8}"#, value: "1", type: "number")
        #expect(diagnostics.codes == ["invalid-spring"])
    }
}

@Suite struct HapticExtensionTests {
    @Test(arguments: [
        (#"{"feedback": "impact", "style": "light"}"#, Haptic.Feedback.impact(.light)),
        (#"{"feedback": "selection"}"#, .selection),
        (#"{"feedback": "notification", "style": "error"}"#, .notification(.error)),
    ])
    func hapticsAreRead(_ json: String, _ feedback: Haptic.Feedback) {
        let (set, diagnostics) = resolve(#"{"h": {"$type": "number", "$value": 0.5, "$extensions": {"dev.tessera.haptic": \#(json)}}}"#)
        #expect(diagnostics.isEmpty)
        #expect(set["h"]?.haptic == Haptic(feedback: feedback, intensity: 0.5))
    }

    @Test(arguments: [#"{"feedback": "impact", "style": "huge"}"#, #"{"feedback": "buzz"}"#])
    func invalidHapticsAreErrors(_ json: String) {
        let (_, diagnostics) = resolve(#"{"h": {"$type": "number", "$value": 1, "$extensions": {"dev.tessera.haptic": \#(json)}}}"#)
        #expect(diagnostics.codes == ["invalid-haptic"])
    }
}
