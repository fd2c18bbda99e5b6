import SwiftSyntax
import TesseraCore

/// Tappable views framed smaller than the system's minimum hit target.
struct HitTargetRule: LintRule {
    static let id = "hit-target"
    static let summary = "A tappable view framed smaller than the system's minimum hit target (`min-hit-target`)."
    static let details = """
        A `.frame(width:height:)` (or `minWidth:`/`minHeight:`) literal under the minimum counts when the view is \
        tappable: the frame is in a modifier chain with `.onTapGesture`, `.onLongPressGesture` or a `.gesture`, \
        on a `Button`, `Link`, `Toggle`, `Menu` or `NavigationLink`, or on the label of one (its trailing closure \
        or `label:`). The minimum is the least `min-hit-target` the system states (Paper 44, Futurecast 48).
        """
    static let defaultSeverity = Diagnostic.Severity.error
    static let examples = LintExamples(
        triggering: [
            LintExample("Image(systemName: \"xmark\").frame(width: 1️⃣24, height: 1️⃣24).onTapGesture { close() }"),
            LintExample("Button(action: play) { Image(systemName: \"play\").frame(height: 1️⃣32) }"),
        ],
        nonTriggering: [
            LintExample("Image(systemName: \"xmark\").frame(width: 24, height: 24)"),
            LintExample("Button(action: play) { Image(systemName: \"play\").frame(width: 44, height: 44) }"),
        ])

    static func isActive(in system: LintSystem) -> Bool { system.minimumHitTarget != nil }

    static func register(_ context: LintContext, in dispatcher: LintDispatcher) {
        let visitor = Visitor(context)
        dispatcher.onFunctionCall(named: ["frame"], visitor.visit)
    }

    private final class Visitor: LintVisitor {
        static let tappables: Set<String> = ["Button", "Link", "Toggle", "Menu", "NavigationLink"]
        static let gestures: Set<String> = ["onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture", "highPriorityGesture"]

        static let lengths: Set<String> = ["width", "height", "minWidth", "minHeight"]

        func visit(_ call: CallSite) {
            // The limit's value alone: the cited prohibition is copied only for a finding.
            guard call.member == "frame", let least = lookup.minimumHitTarget?.value else { return }
            let under = call.arguments.compactMap { label, argument -> (String, ExprSyntax, Double)? in
                guard let label, Self.lengths.contains(label), let value = call.number(argument.expression), value < least else { return nil }
                return (label, argument.expression, value)
            }
            // The chain is walked only for a frame small enough to matter.
            guard !under.isEmpty, isTappable(call.node), let minimum = lookup.minimumHitTarget else { return }
            for (label, expression, value) in under {
                context.report(
                    "a tappable view framed \(LintFormat.number(value)) pt (\(label)) is under the \(LintFormat.number(minimum.value)) pt minimum hit target (\(minimum.citation))",
                    at: expression)
            }
        }

        /// The chain holding the frame has a gesture or starts at a control, or is a control's label.
        private func isTappable(_ frame: FunctionCallExprSyntax) -> Bool {
            // Outward: modifiers applied after the frame.
            var outer = ExprSyntax(frame)
            while let member = outer.parent?.as(MemberAccessExprSyntax.self), let call = member.parent?.as(FunctionCallExprSyntax.self),
                  call.calledExpression.id == member.id {
                if Self.gestures.contains(member.declName.baseName.text) { return true }
                outer = ExprSyntax(call)
            }
            // Inward: the frame's base, down to the view the chain starts at.
            var inner: ExprSyntax? = frame.calledBase
            while let current = inner {
                guard let call = current.as(FunctionCallExprSyntax.self) else { break }
                if let member = call.calledMember, Self.gestures.contains(member) { return true }
                if let type = call.initializedType, Self.tappables.contains(type) { return true }
                inner = call.calledBase
            }
            return isLabel(outer)
        }

        /// The last expression of a closure that is a control's trailing closure or `label:`.
        private func isLabel(_ chain: ExprSyntax) -> Bool {
            var node = Syntax(chain)
            while let parent = node.parent, !parent.is(ClosureExprSyntax.self) {
                guard parent.is(CodeBlockItemSyntax.self) || parent.is(CodeBlockItemListSyntax.self)
                    || parent.is(ExpressionStmtSyntax.self) || parent.is(ClosureExprSyntax.self) else { return false }
                node = parent
            }
            guard let closure = node.parent?.as(ClosureExprSyntax.self) else { return false }
            let call = closure.parent?.as(FunctionCallExprSyntax.self)
                ?? closure.parent?.as(LabeledExprSyntax.self).flatMap { $0.label?.text == "label" ? $0.parent?.parent?.as(FunctionCallExprSyntax.self) : nil }
                ?? closure.parent?.as(MultipleTrailingClosureElementSyntax.self).flatMap { $0.label.text == "label" ? $0.parent?.parent?.as(FunctionCallExprSyntax.self) : nil }
            guard let call, let type = call.initializedType else { return false }
            return Self.tappables.contains(type)
        }
    }
}
