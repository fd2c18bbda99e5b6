import SwiftSyntax
import TesseraCore

/// SF Symbols drawn at a weight other than the one the system names.
struct SymbolWeightRule: LintRule {
    static let id = "symbol-weight"
    static let summary = "An SF Symbol given a weight other than the one the system names for icons (`code` check `sf-symbols-weight` with `weight`)."
    static let details = """
        DeepRed: "Use the Regular weight for all icons." Matches `.fontWeight(.x)`, `.bold()` and \
        `.font(….weight(.x))` or `.font(.system(size:weight:))` in the modifier chain of an \
        `Image(systemName:)` (or `Label(_:systemImage:)`), and `UIImage.SymbolConfiguration(weight:)` and \
        `(pointSize:weight:)`.
        """
    static let defaultSeverity = Diagnostic.Severity.error
    static let examples = LintExamples(
        triggering: [
            LintExample("Image(systemName: \"record.circle\").fontWeight(1️⃣.bold)"),
            LintExample("Image(systemName: \"mic\").font(.system(size: 24, weight: 1️⃣.semibold))"),
            LintExample("let configuration = UIImage.SymbolConfiguration(pointSize: 24, weight: 1️⃣.light)"),
        ],
        nonTriggering: [
            LintExample("Image(systemName: \"mic\").fontWeight(.regular)"),
            LintExample("Text(title).fontWeight(.bold)"),
            LintExample("Image(systemName: \"mic\").fontWeight(.bold)", system: .linear),
        ])

    static func isActive(in system: LintSystem) -> Bool { weight(of: system.codeCheck("sf-symbols-weight")) != nil }

    /// The weight the system names (`regular`), with the prohibition.
    static func weight(of check: Prohibition?) -> Cited<String>? {
        guard let check, let weight = check.options["weight"]?.string else { return nil }
        return Cited(value: weight, prohibition: check)
    }

    static func register(_ context: LintContext, in dispatcher: LintDispatcher) {
        let visitor = Visitor(context)
        dispatcher.onFunctionCall(named: ["SymbolConfiguration", "fontWeight", "bold", "font"], visitor.visit)
    }

    private final class Visitor: LintVisitor {
        private lazy var systemWeight = SymbolWeightRule.weight(of: lookup.codeCheck("sf-symbols-weight"))

        func visit(_ call: CallSite) {
            guard let wanted = systemWeight else { return }
            if call.member == "SymbolConfiguration" || call.type == "SymbolConfiguration" {
                if let weight = call.argument("weight")?.expression { check(weight, wanted) }
                return
            }
            guard isOnSymbol(call.node) else { return }
            switch call.member {
            case "fontWeight":
                if let weight = call.argument(nil)?.expression { check(weight, wanted) }
            case "bold":
                if wanted.value != "bold", let name = call.node.calledExpression.as(MemberAccessExprSyntax.self)?.declName {
                    report("bold", at: name, wanted)
                }
            case "font":
                if let font = call.argument(nil)?.expression { checkFont(font, wanted) }
            default:
                break
            }
        }

        /// `weight:` arguments and `.weight(…)` calls inside a font expression.
        private func checkFont(_ font: ExprSyntax, _ wanted: Cited<String>) {
            for call in font.tokens(viewMode: .sourceAccurate).compactMap({ $0.parent?.parent?.as(FunctionCallExprSyntax.self) }) {
                if let weight = call.argument("weight")?.expression { check(weight, wanted) }
                if call.calledMember == "weight", let weight = call.argument(nil)?.expression { check(weight, wanted) }
            }
        }

        /// The weights reported in the file being linted (`reportedIn`: `LintContext.binding`): a
        /// visitor serves file after file.
        private var reported = Set<SyntaxIdentifier>()
        private var reportedIn = -1

        private func check(_ weight: ExprSyntax, _ wanted: Cited<String>) {
            guard let name = weight.memberName, FontLiteral.weights[name] != nil, name != wanted.value else { return }
            report(name, at: weight, wanted)
        }

        private func report(_ name: String, at node: some SyntaxProtocol, _ wanted: Cited<String>) {
            if reportedIn != context.binding { (reported, reportedIn) = ([], context.binding) }
            guard reported.insert(node.id).inserted else { return }
            context.report("SF Symbol at weight .\(name); the system draws icons at .\(wanted.value) (\(wanted.citation))", at: node)
        }

        /// The modifier chain below `node` starts at `Image(systemName:)` or `Label(_:systemImage:)`.
        private func isOnSymbol(_ node: FunctionCallExprSyntax) -> Bool {
            var current: ExprSyntax? = node.calledBase
            while let expression = current {
                guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
                if call.initializedType == "Image" { return call.argument("systemName") != nil }
                if call.initializedType == "Label" { return call.argument("systemImage") != nil }
                current = call.calledBase
            }
            return false
        }
    }
}
