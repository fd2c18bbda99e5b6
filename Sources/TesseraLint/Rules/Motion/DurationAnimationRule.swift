import SwiftSyntax
import TesseraCore

/// Duration-based animations in a spring-only system.
struct DurationAnimationRule: LintRule {
    static let id = "duration-animation"
    static let summary = "A duration-based animation (`.linear`, `.easeIn`, `.easeOut`, `.easeInOut`, `.timingCurve`, `UIView.animate(withDuration:)`) where the system's motion is springs only."
    static let details = """
        Active when the system says so: a `spring-only` prohibition over all motion (`motion.**`) or the \
        `code` check `no-duration-animations` (Opta: "Never use duration-based animations"); one over some \
        tokens only (Species' springs, beside its ease-out exits) does not make every animation a spring. \
        The finding names a spring \
        token to use instead. `.linear` and the others count only where an animation goes (see \
        `AnimationLiteral`), so `.progressViewStyle(.linear)` is not one.
        """
    static let defaultSeverity = Diagnostic.Severity.error
    static let examples = LintExamples(
        triggering: [
            LintExample("withAnimation(1️⃣.easeInOut(duration: 0.3)) { expanded.toggle() }"),
            LintExample("content.animation(1️⃣.linear(duration: 1).repeatForever(autoreverses: false), value: phase)"),
            LintExample("let fade = 1️⃣Animation.easeOut"),
            LintExample("static let exit: Animation = 1️⃣.easeOut(duration: 0.25)"),
            LintExample("1️⃣UIView.animate(withDuration: 0.2) { view.alpha = 0 }"),
        ],
        nonTriggering: [
            LintExample("withAnimation(.spring(response: 0.3, dampingFraction: 0.7)) { expanded.toggle() }"),
            LintExample("ProgressView(value: progress).progressViewStyle(.linear)"),
            LintExample("static let curve: UnitCurve = .easeOut"),
            LintExample("withAnimation(.easeInOut) { expanded.toggle() }", system: .linear),
        ])

    static func isActive(in system: LintSystem) -> Bool { system.springOnly != nil }

    static func register(_ context: LintContext, in dispatcher: LintDispatcher) {
        dispatcher.onAnimation(Visitor(context).check)
    }

    private final class Visitor: LintVisitor {
        func check(_ animation: AnimationLiteral) {
            guard animation.kind == .duration, let prohibition = lookup.springOnly else { return }
            var message: LintMessage = "duration-based animation \(animation.name); the system's motion is springs only (\(prohibition.citation))"
            if let spring = system.motion.first(where: { if case .spring = $0.motion { true } else { false } }) {
                message += "; use a spring token such as \(lookup.spelling(of: spring.path, as: .animation))"
            }
            context.report(message, atOffset: animation.start)
        }
    }
}
