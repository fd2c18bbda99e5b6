import SwiftSyntax
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

    static func makeVisitor(_ context: LintContext) -> SyntaxVisitor { Visitor(context) }

    private final class Visitor: LintVisitor {
        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            if let animation = AnimationLiteral(node) { check(animation) }
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let animation = AnimationLiteral(node) { check(animation) }
            return .visitChildren
        }

        private func check(_ animation: AnimationLiteral) {
            if let response = animation.number("response"), let damping = animation.number("dampingFraction"),
               let token = system.motion.first(where: {
                   if case .spring(let r, let d) = $0.motion { abs(r - response) < 1e-9 && abs(d - damping) < 1e-9 } else { false }
               }) {
                context.report(
                    "spring(response: \(LintFormat.number(response)), dampingFraction: \(LintFormat.number(damping))) is the token \(system.spellings.spelling(of: token.path, as: .animation)); use it",
                    at: animation.node)
            }
            let label = animation.arguments?.first { $0.label?.text == "duration" || $0.label?.text == "withDuration" }
            if let label, let seconds = label.expression.numberLiteral,
               let token = system.motion.first(where: { if case .duration(let s) = $0.motion { abs(s - seconds) < 1e-9 } else { false } }) {
                let spelling = system.spellings.members[token.path]?.contains { $0.kind == "animation" } == true
                    ? system.spellings.spelling(of: token.path, as: .animation) : system.spellings.spelling(of: token.path, as: .number)
                context.report("duration \(LintFormat.number(seconds)) s is the token \(spelling); use it", at: label.expression)
            }
        }
    }
}
