import SwiftSyntax
import TesseraCore

/// Animations that go around the system's Reduce Motion modifier.
struct ReduceMotionBypassRule: LintRule {
    static let id = "reduce-motion-bypass"
    static let summary = "`withAnimation` or `.animation(_:value:)` where the system's Swift output has an animation modifier with a Reduce Motion fallback (Species' `stolAnimation`): use the modifier."
    static let details = """
        Active when the `swift` output's `animation` option names a modifier. `.animation(nil)` (no animation) \
        is not a finding.
        """
    static let examples = LintExamples(
        triggering: [
            LintExample("1️⃣withAnimation(.linear(duration: 0.2)) { selected = item }", system: .linear),
            LintExample("content.1️⃣animation(.linear, value: selected)", system: .linear),
        ],
        nonTriggering: [
            LintExample("content.exampleAnimation(.linear, value: selected)", system: .linear),
            LintExample("content.animation(nil, value: selected)", system: .linear),
            LintExample("withAnimation(.spring()) { selected = item }"),
        ])

    static func isActive(in system: LintSystem) -> Bool { system.spellings.animationModifier != nil }

    static func register(_ context: LintContext, in dispatcher: LintDispatcher) {
        let visitor = Visitor(context)
        dispatcher.onFunctionCall(named: ["withAnimation", "animation"], visitor.visit)
    }

    private final class Visitor: LintVisitor {
        func visit(_ call: CallSite) {
            guard let modifier = system.spellings.animationModifier else { return }
            let advice = "use .\(modifier)(_:value:), which falls back to the system's Reduce Motion animation"
            if call.node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "withAnimation" {
                context.report("withAnimation bypasses the system's Reduce Motion fallback; \(advice)", at: call.node)
            } else if call.member == "animation", call.base != nil, let first = call.node.arguments.first, first.label == nil,
                      !first.expression.is(NilLiteralExprSyntax.self),
                      let name = call.node.calledExpression.as(MemberAccessExprSyntax.self)?.declName {
                context.report(".animation bypasses the system's Reduce Motion fallback; \(advice)", at: name)
            }
        }
    }
}
