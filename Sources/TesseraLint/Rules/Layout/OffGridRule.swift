import SwiftSyntax
import TesseraCore

/// Layout literals off the system's grid.
struct OffGridRule: LintRule {
    static let id = "off-grid"
    static let summary = "A padding, spacing, frame or offset literal that is not a multiple of the system's grid (`grid` base)."
    static let details = """
        Reads the literals `LayoutLiteral` finds: `.padding(…)`, `spacing:`, `horizontalSpacing:`, \
        `verticalSpacing:` and `minLength:`, `.frame(width:height:minWidth:…)`, `.offset(x:y:)` and \
        `EdgeInsets(…)`. Zero is on every grid; a frame of 2 pt or less (a hairline or border) is not held to \
        it. The grid is the smallest `grid` base the system's prohibitions give (DeepRed 8, Futurecast 12); the \
        finding names the multiples on either side.
        """
    static let defaultSeverity = Diagnostic.Severity.error
    static let examples = LintExamples(
        triggering: [
            LintExample("content.padding(1️⃣12)"),
            LintExample("VStack(spacing: 1️⃣10) { content }"),
            LintExample("content.frame(width: 1️⃣50, height: 1️⃣30)"),
            LintExample("content.padding(.horizontal, 1️⃣6).offset(y: 1️⃣-3)"),
        ],
        nonTriggering: [
            LintExample("content.padding(16).frame(height: 1)"),
            LintExample("VStack(spacing: 0) { content }.padding(.horizontal, 24)"),
            LintExample("content.padding(12)", system: .linear),
        ])

    static func isActive(in system: LintSystem) -> Bool { system.grid != nil }

    static func register(_ context: LintContext, in dispatcher: LintDispatcher) {
        let visitor = Visitor(context)
        dispatcher.onFunctionCall(named: LayoutLiteral.callNames, labelled: Set(LayoutLiteral.spacingLabels), judgedByText: true, visitor.visit)
    }

    private final class Visitor: LintVisitor {
        func visit(_ call: CallSite) {
            guard let grid = lookup.grid else { return }
            for literal in call.layout {
                let value = abs(literal.value)
                if value == 0 || (literal.use == .frame && value <= 2) { continue }
                let steps = value / grid.value
                if abs(steps - steps.rounded()) < 1e-6 { continue }
                let below = steps.rounded(.down) * grid.value
                let above = steps.rounded(.up) * grid.value
                context.report(
                    "\(literal.name) \(LintFormat.number(literal.value)) is off the \(LintFormat.number(grid.value)) pt grid; the nearest multiples are \(LintFormat.number(below)) and \(LintFormat.number(above)) (\(grid.citation))",
                    atOffset: literal.argument.start)
            }
        }
    }
}
