import SwiftSyntax
import TesseraCore

/// Shadows where the system forbids them.
struct ForbiddenShadowRule: LintRule {
    static let id = "forbidden-shadow"
    static let summary = "A shadow drawn in code (`.shadow(…)`, `layer.shadowOpacity = …`) where the system forbids shadows (`forbidden-type` with `shadow`)."
    static let details = """
        Matches the `.shadow` view modifier (SwiftUI's and the generated `shadow(_:)` for tokens) and \
        assignments to a layer's `shadowOpacity`, `shadowRadius`, `shadowOffset`, `shadowColor` or `shadowPath`; \
        an assignment of zero (turning a shadow off) is not a finding.
        """
    static let defaultSeverity = Diagnostic.Severity.error
    static let examples = LintExamples(
        triggering: [
            LintExample("card.1️⃣shadow(radius: 8)"),
            LintExample("view.layer.1️⃣shadowOpacity = 0.2"),
        ],
        nonTriggering: [
            LintExample("view.layer.shadowOpacity = 0"),
            LintExample("card.shadow(radius: 8)", system: .linear),
        ])

    static let layerProperties: Set<String> = ["shadowOpacity", "shadowRadius", "shadowOffset", "shadowColor", "shadowPath"]

    static func isActive(in system: LintSystem) -> Bool { system.forbidding(.shadow) != nil }

    static func register(_ context: LintContext, in dispatcher: LintDispatcher) {
        let visitor = Visitor(context)
        dispatcher.onFunctionCall(named: ["shadow"], judgedByText: true, visitor.visit)
        dispatcher.onSequence(named: layerProperties, visitor.visit)
    }

    private final class Visitor: LintVisitor {
        private var message: LintMessage {
            "a shadow; the system forbids shadows (\(lookup.forbidding(.shadow)?.citation ?? ""))"
        }

        func visit(_ call: CallSite) {
            if call.member == "shadow", let name = call.memberNameStart { context.report(message, atOffset: name) }
        }

        func visit(_ node: SequenceExprSyntax) {
            guard node.elements.count == 3 else { return }
            let elements = Array(node.elements)
            if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
               let member = elements[0].as(MemberAccessExprSyntax.self), ForbiddenShadowRule.layerProperties.contains(member.declName.baseName.text),
               context.number(elements[2]) != 0 {
                context.report(message, at: member.declName)
            }
        }
    }
}
