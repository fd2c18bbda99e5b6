import Testing
import TesseraCore
@testable import TesseraRules

/// The settling times `platform-sync` reads for each emitted form of a spring: the web forms are
/// made to settle within 1 ms of SwiftUI's (issue 27, part 2), so for ordinary springs, under-,
/// critically and over-damped, every form is within that bound, and a slower spring is not.
@Suite struct SpringFormsTests {
    static let springs = [
        Spring(response: 0.3, dampingFraction: 0.7), Spring(response: 0.4, dampingFraction: 0.5),
        Spring(response: 0.6, dampingFraction: 0.85), Spring(response: 0.5, dampingFraction: 1),
        Spring(response: 0.35, dampingFraction: 1.4), Spring(response: 0.8, dampingFraction: 0.3),
    ]

    @Test(arguments: springs)
    func everyFormSettlesWithinAMillisecondOfSwiftUI(_ spring: Spring) {
        let forms = SpringForms(spring).forms
        #expect(forms.map(\.name) == ["SwiftUI", "Framer Motion", "Reanimated", "react-spring", "CSS linear()"])
        for form in forms.dropFirst() {
            #expect(abs(form.seconds - forms[0].seconds) <= 0.001, "\(form.name): \(form.seconds) s against \(forms[0].seconds) s")
        }
    }

    @Test func aLongerResponseSettlesLaterInEveryForm() {
        let quick = SpringForms(Spring(response: 0.3, dampingFraction: 0.7)).forms
        let slow = SpringForms(Spring(response: 0.35, dampingFraction: 0.7)).forms
        for (a, b) in zip(quick, slow) { #expect(b.seconds - a.seconds > 0.05, "\(a.name)") }
    }
}
