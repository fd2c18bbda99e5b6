import SwiftSyntax
import TesseraCore

/// Fonts by name from outside the system's families.
struct FontFamilyRule: LintRule {
    static let id = "font-family"
    static let summary = "A font family named in code that none of the system's fontFamily or typography tokens lists."
    static let details = """
        Matches `.custom("Name", …)`, `UIFont(name:size:)` and `NSFont(name:size:)` with a literal name. A name \
        is of a family when, letters and digits only and case aside, it starts with the family's name: \
        `EBGaramond-Italic` is of `EB Garamond`.
        """
    static let examples = LintExamples(
        triggering: [
            LintExample("Text(title).font(.custom(1️⃣\"Helvetica Neue\", size: 16))"),
            LintExample("let font = UIFont(name: 1️⃣\"Courier\", size: 12)"),
        ],
        nonTriggering: [
            LintExample("Text(title).font(.custom(\"EBGaramond-Italic\", size: 16))"),
            LintExample("Text(title).font(.custom(name, size: 16))"),
        ])

    static func isActive(in system: LintSystem) -> Bool { !system.fontFamilies.isEmpty }

    static func register(_ context: LintContext, in dispatcher: LintDispatcher) {
        let visitor = Visitor(context)
        dispatcher.onFunctionCall(named: FontLiteral.callNames, judgedByText: true, visitor.visit)
    }

    private final class Visitor: LintVisitor {
        func visit(_ call: CallSite) {
            guard let font = call.font, let family = font.family, family != "?", let name = font.normalizedFamily,
                  !lookup.fontFamilies.contains(where: { FontFamilyName.matches(normalized: name, family: $0) }) else { return }
            let written = call.rawArgument("name") ?? call.rawArgument(nil)
            context.report("font '\(family)' is of no family the system lists (\(lookup.fontFamilyList))", atOffset: written?.start ?? call.start)
        }
    }
}
