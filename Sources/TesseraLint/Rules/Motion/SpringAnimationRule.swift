import SwiftSyntax
import TesseraCore

/// Springs in a linear-only system.
struct SpringAnimationRule: LintRule {
    static let id = "spring-animation"
    static let summary = "A spring animation (`.spring`, `.interactiveSpring`, `.interpolatingSpring`, `.bouncy`, `.snappy`, `.smooth`, `UIView.animate(…usingSpringWithDamping:…)`) where the system's motion is linear only (`linear-only`)."
    static let details = """
        Paper: "use withAnimation(.linear) … No spring animations, no bouncing." Springs count where an \
        animation goes, as for `duration-animation`.
        """
    static let defaultSeverity = Diagnostic.Severity.error
    static let examples = LintExamples(
        triggering: [
            LintExample("withAnimation(1️⃣.spring(response: 0.3, dampingFraction: 0.6)) { expanded.toggle() }", system: .linear),
            LintExample("content.animation(1️⃣.bouncy, value: selection)", system: .linear),
        ],
        nonTriggering: [
            LintExample("withAnimation(.linear(duration: 0.2)) { expanded.toggle() }", system: .linear),
            LintExample("withAnimation(.spring()) { expanded.toggle() }"),
        ])

    static func isActive(in system: LintSystem) -> Bool { system.linearOnly != nil }

    static func register(_ context: LintContext, in dispatcher: LintDispatcher) {
        dispatcher.onAnimation(Visitor(context).check)
    }

    private final class Visitor: LintVisitor {
        func check(_ animation: AnimationLiteral) {
            guard animation.kind == .spring, let prohibition = lookup.linearOnly else { return }
            context.report("spring animation \(animation.name); the system's motion is linear only (\(prohibition.citation))", atOffset: animation.start)
        }
    }
}
