import SwiftSyntax
import TesseraCore

/// Layout literals that are a token's value: use the token.
struct SpacingLiteralRule: LintRule {
    static let id = "spacing-literal"
    static let summary = "A padding, spacing, frame or offset literal equal to a spacing or size token: use the token, so a change to the system reaches the code."
    static let details = """
        Reads the same literals as `off-grid`. Padding, spacing and offsets are compared with the spacing tokens \
        (paths with `spacing`, `padding`, `margin`, `gutter`, `gap`, `grid` or `inset`), frames with those and the \
        size tokens (`size`, `width`, `height`, `target`, `icon`). Zero is never a token's stand-in.
        """
    static let examples = LintExamples(
        triggering: [
            LintExample("content.padding(1️⃣16)"),
            LintExample("HStack(spacing: 1️⃣8) { content }.frame(minHeight: 1️⃣44)"),
        ],
        nonTriggering: [
            LintExample("content.padding(Spacing.md)"),
            LintExample("content.padding(0).frame(height: 1)"),
        ])

    static func isActive(in system: LintSystem) -> Bool {
        system.dimensions.contains { $0.role == .spacing || $0.role == .size }
    }

    static func register(_ context: LintContext, in dispatcher: LintDispatcher) {
        let visitor = Visitor(context)
        dispatcher.onFunctionCall(named: LayoutLiteral.callNames, labelled: Set(LayoutLiteral.spacingLabels), judgedByText: true, visitor.visit)
    }

    private final class Visitor: LintVisitor {
        func visit(_ call: CallSite) {
            for literal in call.layout where literal.value != 0 {
                guard let advice = lookup.dimensionAdvice(for: abs(literal.value), roles: literal.use.roles) else { continue }
                context.report(
                    "\(literal.name) \(LintFormat.number(literal.value)) is \(advice.suggestion); use the token", atOffset: literal.argument.start,
                    fix: literal.value > 0 ? advice.fix : nil, replacing: literal.argument.target)
            }
        }
    }
}
