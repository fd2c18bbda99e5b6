import SwiftSyntax
import TesseraCore

/// Emoji in string literals where the system forbids them.
struct EmojiInCopyRule: LintRule {
    static let id = "emoji-in-copy"
    static let summary = "Emoji in a string literal (copy shown by `Text`, labels, alerts, `LocalizedStringKey`) where the system forbids emoji (`code` check `no-emoji`)."
    static let details = """
        One finding per string literal, at its first emoji, listing every emoji in it. An emoji is a character \
        drawn as one by default (Unicode's Emoji_Presentation), an emoji made so by U+FE0F (❤️, keycaps) or a \
        sequence joined with U+200D or skin-tone modifiers. Text symbols that only may be drawn as emoji (©, ™, \
        ↗) are not. Comments are not copy.
        """
    static let defaultSeverity = Diagnostic.Severity.error
    static let examples = LintExamples(
        triggering: [
            LintExample("Text(\"Saved 1️⃣✅\")"),
            LintExample("let title = \"1️⃣🎉 Welcome \\(name) 🎉\""),
            LintExample("Label(\"Favourite 1️⃣❤️\", systemImage: \"heart\")"),
        ],
        nonTriggering: [
            LintExample("Text(\"Saved\") // ✅ no emoji in the copy"),
            LintExample("Text(\"© 2026 Tessera ™\")"),
            LintExample("Text(\"Saved ✅\")", system: .linear),
        ])

    static func isActive(in system: LintSystem) -> Bool { system.codeCheck("no-emoji") != nil }

    static func register(_ context: LintContext, in dispatcher: LintDispatcher) {
        let visitor = Visitor(context)
        dispatcher.onStringLiteral(nonASCIIOnly: true, visitor.visit)
    }

    private final class Visitor: LintVisitor {
        func visit(_ node: StringLiteralExprSyntax) {
            // Emoji are never ASCII: most literals are, and are done with before reading their segments.
            guard !context.isASCII(node) else { return }
            var first: Int?
            var found: [String] = []
            for segment in node.segments {
                guard let plain = segment.as(StringSegmentSyntax.self) else { continue }
                let text = plain.content.text
                // Emoji are never ASCII: most copy is, and is done with at once.
                if text.utf8.allSatisfy({ $0 < 0x80 }) { continue }
                var offset = plain.content.positionAfterSkippingLeadingTrivia.utf8Offset
                for character in text {
                    if Self.isEmoji(character) {
                        if first == nil { first = offset }
                        if !found.contains(String(character)) { found.append(String(character)) }
                    }
                    offset += character.utf8.count
                }
            }
            if let first, let prohibition = lookup.codeCheck("no-emoji") {
                context.report("emoji \(found.joined(separator: " ")) in copy; the system forbids emoji (\(prohibition.citation))", atOffset: first)
            }
        }

        static func isEmoji(_ character: Character) -> Bool {
            let scalars = character.unicodeScalars
            guard let first = scalars.first else { return false }
            if first.properties.isEmojiPresentation { return true }
            guard first.properties.isEmoji, scalars.count > 1 else { return false }
            return scalars.contains { $0 == "\u{FE0F}" || $0 == "\u{200D}" || $0 == "\u{20E3}" || $0.properties.isEmojiModifier }
        }
    }
}
