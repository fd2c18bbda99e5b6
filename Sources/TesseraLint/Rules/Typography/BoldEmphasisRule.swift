import Foundation
@_spi(RawSyntax) import SwiftSyntax
import TesseraCore

/// Bold where the system forbids bold weights for emphasis.
struct BoldEmphasisRule: LintRule {
    static let id = "bold-emphasis"
    static let summary = "Bold type where the system forbids bold for emphasis (`code` check `no-bold-emphasis`) or forbids the weight (`forbidden-font-weight` over all typography)."
    static let details = """
        Matches `.bold()`, `.bold(true)`, `.fontWeight(.semibold | .bold | .heavy | .black)`, `.weight(…)` on a \
        font, `weight:` in `.system(size:weight:)` and `UIFont.systemFont(ofSize:weight:)`, \
        `UIFont.boldSystemFont(ofSize:)`, and Markdown `**strong**` in a `Text` literal (which SwiftUI draws bold). \
        The weights forbidden are those `forbidden-font-weight` lists; with only the `no-bold-emphasis` check, \
        semibold (600) and heavier.
        """
    static let defaultSeverity = Diagnostic.Severity.error
    static let examples = LintExamples(
        triggering: [
            LintExample("Text(name).1️⃣bold()"),
            LintExample("Text(name).fontWeight(1️⃣.bold)"),
            LintExample("Text(name).font(.system(size: 16, weight: 1️⃣.heavy))"),
            LintExample("Text(1️⃣\"This is **important**\")"),
            LintExample("let font = UIFont.1️⃣boldSystemFont(ofSize: 16)"),
        ],
        nonTriggering: [
            LintExample("Text(name).italic()"),
            LintExample("Text(name).fontWeight(.regular)"),
            LintExample("Text(name).bold()", system: .linear),
        ])

    static func isActive(in system: LintSystem) -> Bool {
        system.codeCheck("no-bold-emphasis") != nil || system.forbiddenWeights != nil
    }

    /// Bold modifiers, weights, fonts with a `weight:` and `Text` with Markdown.
    static let calls = FontLiteral.callNames.union(["bold", "boldSystemFont", "fontWeight", "weight", "Text"])

    static func register(_ context: LintContext, in dispatcher: LintDispatcher) {
        let visitor = Visitor(context)
        dispatcher.onFunctionCall(named: calls, visitor.visit)
    }

    private final class Visitor: LintVisitor {
        // The same for every finding of a file: looked up once.
        private lazy var citation = (lookup.codeCheck("no-bold-emphasis") ?? lookup.forbiddenWeights?.prohibition)?.citation ?? ""

        private lazy var forbiddenWeights = lookup.forbiddenWeights?.value

        private func forbidden(_ weight: Double) -> Bool {
            if let weights = forbiddenWeights, !weights.isEmpty { return weights.contains(weight) }
            return weight >= 600
        }

        func visit(_ call: CallSite) {
            let member = call.member
            if member == "bold" || member == "boldSystemFont", call.rawBase != nil || member == "boldSystemFont" {
                let off = call.rawArgument(nil)?.expression.as(RawBooleanLiteralExprSyntax.self)?.literal.tokenText == "false"
                if !off, forbidden(700), let name = call.memberNameStart {
                    context.report("bold type for emphasis; the system forbids it (\(citation)); use italics or a typography token", atOffset: name)
                }
            }
            if member == "fontWeight" || member == "weight", let argument = call.rawArgument(nil) {
                report(weight: argument)
            }
            if let weight = call.rawArgument("weight"), call.font != nil { report(weight: weight) }
            // A literal's text is its segments' bytes: without two asterisks together in them, it has no `**`.
            if call.type == "Text", let text = call.rawArgument(nil), context.mayContain("**", from: text.start, to: text.target.end),
               let literal = text.expression.stringLiteral, Self.hasStrongMarkdown(literal), forbidden(700) {
                context.report("Markdown **strong** in a Text literal draws bold; the system forbids it (\(citation))", atOffset: text.start)
            }
        }

        private func report(weight argument: CallSite.Argument) {
            guard let text = argument.expression.memberName else { return }
            let name = String(syntaxText: text)
            guard let weight = FontLiteral.weights[name], forbidden(weight) else { return }
            context.report("font weight .\(name) (\(LintFormat.number(weight))) for emphasis; the system forbids it (\(citation))", atOffset: argument.start)
        }

        /// `**text**` with something between the pairs.
        static func hasStrongMarkdown(_ text: String) -> Bool {
            guard let open = text.range(of: "**") else { return false }
            guard let close = text[open.upperBound...].range(of: "**") else { return false }
            return close.lowerBound > open.upperBound
        }
    }
}
