@_spi(RawSyntax) import SwiftSyntax
import TesseraCore

/// Spring parameters and durations equal to a motion token: use the token.
struct MotionLiteralRule: LintRule {
    static let id = "motion-literal"
    static let summary = "A spring's parameters or an animation's duration written as numbers equal to a motion token: use the token."
    static let details = """
        `.spring(response:dampingFraction:)` and `.interactiveSpring(response:dampingFraction:)` are compared \
        with the spring tokens (`dev.tessera.spring`), `duration:` of any animation and \
        `UIView.animate(withDuration:)` with the duration and transition tokens, in seconds.
        """
    static let examples = LintExamples(
        triggering: [
            LintExample("withAnimation(1️⃣.spring(response: 0.3, dampingFraction: 0.7)) { pressed = true }"),
            LintExample("withAnimation(.linear(duration: 1️⃣0.2)) { visible = false }", system: .linear),
        ],
        nonTriggering: [
            LintExample("withAnimation(.spring(response: 0.5, dampingFraction: 0.8)) { pressed = true }"),
            LintExample("withAnimation(Animation.press) { pressed = true }"),
        ])

    static func isActive(in system: LintSystem) -> Bool { !system.motion.isEmpty }

    static func register(_ context: LintContext, in dispatcher: LintDispatcher) {
        dispatcher.onAnimation(Visitor(context).check)
    }

    private final class Visitor: LintVisitor {
        private static func isSpring(_ token: LintSystem.MotionToken, _ response: Double, _ damping: Double) -> Bool {
            if case .spring(let r, let d) = token.motion { abs(r - response) < 1e-9 && abs(d - damping) < 1e-9 } else { false }
        }

        /// `.spring(response:dampingFraction:)` with nothing else, equal to one spring token: that token.
        private func springFix(_ animation: AnimationLiteral, _ response: Double, _ damping: Double) -> String? {
            guard animation.name == ".spring", animation.arguments?.map(\.label) == ["response", "dampingFraction"] else { return nil }
            let paths = Set(system.motion.filter { Self.isSpring($0, response, damping) }.map(\.path))
            guard paths.allSatisfy({ path in system.motion.allSatisfy { $0.path != path || Self.isSpring($0, response, damping) } }) else { return nil }
            return system.certainCode(for: paths.sorted(), as: .animation)
        }

        func check(_ animation: AnimationLiteral) {
            if let response = animation.number("response"), let damping = animation.number("dampingFraction"),
               let token = system.motion.first(where: { Self.isSpring($0, response, damping) }) {
                let message: LintMessage = "spring(response: \(LintFormat.number(response)), dampingFraction: \(LintFormat.number(damping))) is the token \(lookup.spelling(of: token.path, as: .animation)); use it"
                // The fix replaces the call the spring is.
                if let call = animation.call {
                    context.report(message, atOffset: animation.start, fix: springFix(animation, response, damping), replacing: call)
                } else {
                    context.report(message, atOffset: animation.start)
                }
            }
            let label = animation.arguments?.first { $0.label == "duration" || $0.label == "withDuration" }
            if let label, let seconds = label.expression.numberLiteral,
               let token = system.motion.first(where: { if case .duration(let s) = $0.motion { abs(s - seconds) < 1e-9 } else { false } }) {
                let spelling = system.spellings.members[token.path]?.contains { $0.kind == "animation" } == true
                    ? lookup.spelling(of: token.path, as: .animation) : lookup.spelling(of: token.path, as: .number)
                context.report("duration \(LintFormat.number(seconds)) s is the token \(spelling); use it", atOffset: label.start)
            }
        }
    }
}
