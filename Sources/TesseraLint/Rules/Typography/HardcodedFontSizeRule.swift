import SwiftSyntax
import TesseraCore

/// Font sizes written as numbers: the typography token they are, or the nearest.
struct HardcodedFontSizeRule: LintRule {
    static let id = "hardcoded-font-size"
    static let summary = "A font size written as a number instead of a typography token; the finding names the token it equals or the nearest."
    static let details = """
        Matches the fonts `FontLiteral` reads: `.system(size:…)`, `.custom(_:size:)`, `UIFont(name:size:)`, \
        `NSFont(name:size:)`, `.systemFont(ofSize:)` and their kin, with a literal size. A size (with the family \
        and weight, where written) equal to a typography token is an error naming the token's font as the \
        generated Swift spells it; any other size is a warning naming the nearest token (the same family first). \
        Where the system says not to hard-code font sizes (`code` check `no-hardcoded-font-size`, Opta's \
        "Don't hardcode font sizes", DeepRed's and Futurecast's Dynamic Type), every literal size is an error \
        citing it.
        """
    static let examples = LintExamples(
        triggering: [
            LintExample("Text(title).font(.custom(\"EB Garamond\", size: 1️⃣16))"),
            LintExample("Text(title).font(.system(size: 1️⃣15))"),
            LintExample("let font = UIFont(name: \"SF Mono\", size: 1️⃣12)"),
            LintExample("Text(title).font(.system(size: 1️⃣20))", system: .linear),
        ],
        nonTriggering: [
            LintExample("Text(title).font(.body)"),
            LintExample("Text(title).font(.system(size: size))"),
        ])

    static func isActive(in system: LintSystem) -> Bool {
        !system.typography.isEmpty || system.codeCheck("no-hardcoded-font-size") != nil
    }

    static func register(_ context: LintContext, in dispatcher: LintDispatcher) {
        let visitor = Visitor(context)
        dispatcher.onFunctionCall(named: FontLiteral.callNames, judgedByText: true, visitor.visit)
    }

    private final class Visitor: LintVisitor {
        // The same for every finding of a file: looked up once.
        private lazy var prohibition = lookup.codeCheck("no-hardcoded-font-size")
        private lazy var notes = prohibition.map { ["the system says not to hard-code font sizes: \($0.citation)"] } ?? []

        func visit(_ call: CallSite) {
            guard let font = call.font, let size = font.size, let sizeArgument = font.sizeArgument else { return }
            let described = "font size \(LintFormat.number(size))" + (font.family.flatMap { $0 == "?" ? nil : " (\($0))" } ?? "")
            // Tokens by index into the system's list: copies of them would retain their strings.
            let tokens = system.typography
            let ofFamily = font.normalizedFamily.map(lookup.typography(ofFamily:)) ?? Array(tokens.indices)
            let matching = ofFamily.filter { index in tokens[index].size == size && (font.weight.map { $0 == tokens[index].weight } ?? true) }
            if let token = matching.first(where: { system.spellings.members[tokens[$0].path] != nil }) ?? matching.first {
                context.report("\(described) is the typography token \(lookup.spelling(of: tokens[token].path, as: .font)); use the token", atOffset: sizeArgument.start, severity: .error, notes: notes)
                return
            }
            let severity: Diagnostic.Severity? = prohibition == nil ? nil : .error
            guard let nearest = nearest(to: size, among: ofFamily, in: tokens).map({ tokens[$0] }) else {
                context.report("\(described) is hard-coded; the system has no typography token", atOffset: sizeArgument.start, severity: severity, notes: notes)
                return
            }
            let family = nearest.families.first.map { "\($0) " } ?? ""
            context.report(
                "\(described) matches no typography token; the nearest is \(lookup.spelling(of: nearest.path, as: .font)) (\(family)\(LintFormat.number(nearest.size)))",
                atOffset: sizeArgument.start, severity: severity, notes: notes)
        }

        /// The closest size, among tokens of the same family when there are any (indices into
        /// `tokens`, in document order, which breaks ties).
        private func nearest(to size: Double, among sameFamily: [Int], in tokens: [LintSystem.TypographyToken]) -> Int? {
            let candidates = sameFamily.isEmpty ? Array(tokens.indices) : sameFamily
            return candidates.min { a, b in (abs(tokens[a].size - size), a) < (abs(tokens[b].size - size), b) }
        }
    }
}
