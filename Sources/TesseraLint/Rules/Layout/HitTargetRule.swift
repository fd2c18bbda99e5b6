@_spi(RawSyntax) import SwiftSyntax
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
        // Compared as the tree's text, which makes no `String` and hashes nothing.
        static let tappables: [SyntaxText] = ["Button", "Link", "Toggle", "Menu", "NavigationLink"]
        static let gestures: [SyntaxText] = ["onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture", "highPriorityGesture"]

        static let lengths: Set<String> = ["width", "height", "minWidth", "minHeight"]

        func visit(_ call: CallSite) {
            // The limit's value alone: the cited prohibition is copied only for a finding.
            guard call.member == "frame", let least = lookup.minimumHitTarget?.value else { return }
            let under = call.arguments.compactMap { argument -> (String, CallSite.Argument, Double)? in
                guard let label = argument.label, Self.lengths.contains(label), let value = call.number(argument), value < least else { return nil }
                return (label, argument, value)
            }
            // The chain is walked only for a frame small enough to matter.
            guard !under.isEmpty, isTappable(call), let minimum = lookup.minimumHitTarget else { return }
            for (label, argument, value) in under {
                context.report(
                    "a tappable view framed \(LintFormat.number(value)) pt (\(label)) is under the \(LintFormat.number(minimum.value)) pt minimum hit target (\(minimum.citation))",
                    atOffset: argument.start)
            }
        }

        /// The chain holding the frame has a gesture or starts at a control, or is a control's label.
        /// Read from the raw tree, the frame's ancestors on the walk's path: no node is made.
        private func isTappable(_ frame: CallSite) -> Bool {
            // Outward: modifiers applied after the frame, each a call of a member of what is before.
            var level = 0
            while let member = frame.ancestor(level + 1), let access = RawMemberAccessExprSyntax(member.raw),
                  let outer = frame.ancestor(level + 2), outer.raw.kind == .functionCallExpr, member.slot == Self.calledExpressionSlot {
                if Self.gestures.contains(access.declName.baseName.tokenText) { return true }
                level += 2
            }
            // Inward: the frame's base, down to the view the chain starts at.
            var inner = frame.rawBase
            while let current = inner {
                guard let call = current.as(RawFunctionCallExprSyntax.self) else { break }
                if let member = call.calledExpression.memberName, Self.gestures.contains(member) { return true }
                if let type = call.initializedType, Self.tappables.contains(type) { return true }
                inner = call.calledExpression.as(RawMemberAccessExprSyntax.self)?.base
            }
            return isLabel(frame, level: level)
        }

        /// A call's callee is its layout's second slot (swift-syntax's `FunctionCallExprSyntax`).
        private static let calledExpressionSlot = 1

        /// Whether the chain `level` above the frame is the content of a tappable view's label closure.
        private func isLabel(_ frame: CallSite, level: Int) -> Bool {
            var level = level
            while let parent = frame.ancestor(level + 1), parent.raw.kind != .closureExpr {
                guard Self.statementKinds.contains(parent.raw.kind) else { return false }
                level += 1
            }
            guard let closure = frame.ancestor(level + 1), closure.raw.kind == .closureExpr, let holder = frame.ancestor(level + 2) else { return false }
            var call = RawFunctionCallExprSyntax(holder.raw)
            if call == nil, let labeled = RawLabeledExprSyntax(holder.raw), labeled.label?.tokenText == "label" {
                call = frame.ancestor(level + 4).flatMap { RawFunctionCallExprSyntax($0.raw) }
            }
            if call == nil, let element = RawMultipleTrailingClosureElementSyntax(holder.raw), element.label.tokenText == "label" {
                call = frame.ancestor(level + 4).flatMap { RawFunctionCallExprSyntax($0.raw) }
            }
            guard let type = call?.initializedType else { return false }
            return Self.tappables.contains(type)
        }

        private static let statementKinds: Set<SyntaxKind> = [.codeBlockItem, .codeBlockItemList, .expressionStmt]
    }
}
