import SwiftSyntax
import TesseraCore

/// Gradients drawn as backgrounds where the system keeps them for text and icons.
struct GradientBackgroundRule: LintRule {
    static let id = "gradient-background"
    static let summary = "A gradient as a background where the system keeps gradients for text and icons (`code` check `no-gradient-backgrounds`)."
    static let details = """
        Opta Scan: "Gradients (use for text/icons, not backgrounds)". Matches the content of `.background`, \
        `.backgroundStyle`, `.containerBackground`, `.listRowBackground` and `.presentationBackground`, given \
        as an argument or as the closure's result, when it is a gradient (what `forbidden-gradient` matches) \
        or one of the system's gradient tokens as its `swift` output spells them (`api` entries `as: \
        linearGradient`), with any modifiers after it (`.opacity(0.5)`). Gradients in `.foregroundStyle`, \
        `.fill` and `.stroke` are not findings.
        """
    static let examples = LintExamples(
        triggering: [
            LintExample("Text(title).background(1️⃣LinearGradient(colors: stops, startPoint: .top, endPoint: .bottom))", system: .linear),
            LintExample("content.background { 1️⃣Color.glow.opacity(0.4) }", system: .linear),
            LintExample("List { rows }.backgroundStyle(1️⃣Color.canvas.gradient)", system: .linear),
        ],
        nonTriggering: [
            LintExample("Text(title).foregroundStyle(Color.glow)", system: .linear),
            LintExample("content.background(Color.canvas)", system: .linear),
            LintExample("Text(title).background(Color.glow)"),
        ])

    static let modifiers: Set<String> = [
        "background", "backgroundStyle", "containerBackground", "listRowBackground", "presentationBackground",
    ]

    static func isActive(in system: LintSystem) -> Bool { system.codeCheck("no-gradient-backgrounds") != nil }

    static func register(_ context: LintContext, in dispatcher: LintDispatcher) {
        let visitor = Visitor(context)
        dispatcher.onFunctionCall(named: modifiers, visitor.visit)
    }

    private final class Visitor: LintVisitor {
        private lazy var prohibition = lookup.codeCheck("no-gradient-backgrounds")

        func visit(_ call: CallSite) {
            guard let prohibition, call.member != nil else { return }
            var contents: [ExprSyntax] = []
            if let first = call.node.arguments.first, first.label == nil { contents.append(first.expression) }
            if let closure = call.node.trailingClosure, let last = closure.statements.last?.item.as(ExprSyntax.self) {
                contents.append(last)
            }
            for content in contents {
                guard let (what, node) = gradient(in: content) else { continue }
                context.report(
                    "\(what) as a background; the system keeps gradients for text and icons (\(prohibition.citation))", at: node)
            }
        }

        /// The gradient an expression draws, passing over the modifiers after it.
        private func gradient(in expression: ExprSyntax) -> (String, ExprSyntax)? {
            var current = expression
            while let call = current.as(FunctionCallExprSyntax.self) {
                if let type = call.initializedType, ForbiddenGradientRule.types.contains(type) { return ("a \(type)", current) }
                if call.calledBase == nil, let style = call.calledMember, ForbiddenGradientRule.styles.contains(style) {
                    return ("a .\(style)", current)
                }
                guard let base = call.calledBase else { return nil }
                current = base
            }
            guard let member = current.as(MemberAccessExprSyntax.self) else { return nil }
            if member.declName.baseName.text == "gradient", member.base != nil { return ("a colour's .gradient", current) }
            if let name = current.qualifiedName, lookup.gradientSpellings.contains(name) { return ("the gradient token \(name)", current) }
            if let base = member.base, base.as(MemberAccessExprSyntax.self) != nil || base.as(FunctionCallExprSyntax.self) != nil {
                return gradient(in: base)
            }
            return nil
        }
    }
}
