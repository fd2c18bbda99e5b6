import SwiftSyntax
import TesseraCore

/// Font sizes under the system's minimum for their family.
struct SmallFontSizeRule: LintRule {
    static let id = "small-font-size"
    static let summary = "A literal font size under the smallest size the system allows for that family (`min-font-size`)."
    static let details = """
        The minimum for a font of a known family is the least `min-font-size` limit on the typography tokens of \
        that family (Paper: serif 16, monospace 12); for the system font or an unknown family, the least limit \
        of all. A finding cites the prohibition.
        """
    static let defaultSeverity = Diagnostic.Severity.error
    static let examples = LintExamples(
        triggering: [
            LintExample("Text(body).font(.custom(\"EB Garamond\", size: 1️⃣14))"),
            LintExample("Text(fine).font(.system(size: 1️⃣10))"),
            LintExample("let label = UIFont.systemFont(ofSize: 1️⃣9)"),
        ],
        nonTriggering: [
            LintExample("Text(meta).font(.custom(\"SF Mono\", size: 12))"),
            LintExample("Text(body).font(.custom(\"EB Garamond\", size: 16))"),
        ])

    static func isActive(in system: LintSystem) -> Bool { !system.prohibitions(.minFontSize).isEmpty }

    static func register(_ context: LintContext, in dispatcher: LintDispatcher) {
        let visitor = Visitor(context)
        dispatcher.onFunctionCall(named: FontLiteral.callNames, judgedByText: true, visitor.visit)
    }

    private final class Visitor: LintVisitor {
        func visit(_ call: CallSite) {
            guard let font = call.font, let size = font.size, let sizeArgument = font.sizeArgument else { return }
            let normalized = font.family == "?" ? nil : font.normalizedFamily
            // The value first: the cited prohibition is copied only for a finding.
            guard let least = lookup.minimumFontSizes.minimumValue(normalizedFamily: normalized), size < least,
                  let minimum = lookup.minimumFontSizes.minimum(normalizedFamily: normalized) else { return }
            let family = font.family.map { " for \($0)" } ?? ""
            context.report(
                "font size \(LintFormat.number(size)) is under the system's minimum of \(LintFormat.number(minimum.value))\(family) (\(minimum.citation))",
                atOffset: sizeArgument.start)
        }
    }
}
