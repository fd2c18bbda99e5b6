import SwiftSyntax
import TesseraCore

/// Colours written as numbers: each names the nearest colour token by CIEDE2000.
struct HardcodedColorRule: LintRule {
    static let id = "hardcoded-color"
    static let summary = "A colour written as numbers in code instead of the system's colour token; the finding names the nearest token by CIEDE2000."
    static let details = """
        Matches `Color(red:green:blue:opacity:)`, `Color(.sRGB | .displayP3 | .sRGBLinear, red:…)`, \
        `Color(white:)`, `Color(hue:saturation:brightness:)`, the same initializers of `UIColor`, `NSColor` \
        (`srgbRed:`, `calibratedRed:`, `deviceRed:`, `displayP3Red:`, `calibratedWhite:`, …) and `CGColor`, \
        `#colorLiteral(…)`, and `Color(hex:)`-style helpers (`hex:` or `hexString:` with a literal string or \
        integer), when every component is a literal. The literal is compared with every colour token in every \
        permutation, in sRGB: equal to a token (the same 8-bit hex) is an error naming the token as the \
        generated Swift spells it; otherwise a warning with the nearest token and the ΔE00. A literal equal to \
        a colour the system forbids (`forbidden-color` without `tokens`) is an error that cites the prohibition.
        """
    static let examples = LintExamples(
        triggering: [
            LintExample("let ink = 1️⃣Color(red: 34 / 255, green: 34 / 255, blue: 34 / 255)"),
            LintExample("let accent = 1️⃣UIColor(red: 0.62, green: 0.17, blue: 0.17, alpha: 1)"),
            LintExample("let paper = 1️⃣#colorLiteral(red: 0.96, green: 0.95, blue: 0.92, alpha: 1)"),
            LintExample("let brand = 1️⃣Color(hex: \"#9E2A2B\")"),
            LintExample("let black = 1️⃣NSColor(srgbRed: 0, green: 0, blue: 0, alpha: 1)"),
        ],
        nonTriggering: [
            LintExample("let ink = Color.ink"),
            LintExample("let tinted = Color(red: r, green: g, blue: b)"),
            LintExample("let asset = Color(\"brand\")"),
        ])

    static func isActive(in system: LintSystem) -> Bool { true }

    static func register(_ context: LintContext, in dispatcher: LintDispatcher) {
        let visitor = Visitor(context)
        dispatcher.onFunctionCall(named: ColorLiteral.callNames, judgedByText: true, visitor.visit)
        dispatcher.onMacroExpansion(named: ["colorLiteral"], visitor.visit)
    }

    private final class Visitor: LintVisitor {
        func visit(_ call: CallSite) {
            if let literal = call.color { check(literal, at: call.start, target: call.target) }
        }

        func visit(_ node: MacroExpansionExprSyntax) {
            if let literal = ColorLiteral(node) {
                check(literal, at: node.positionAfterSkippingLeadingTrivia.utf8Offset, target: LintFix.Target(node))
            }
        }

        /// `offset`: where the literal starts; `target`: the literal, as a fix names it.
        private func check(_ literal: ColorLiteral, at offset: Int, target: LintFix.Target) {
            let hex = literal.hex
            var notes: [String] = []
            var severity: Diagnostic.Severity?
            if let forbidden = lookup.forbiddenColor(hex: hex) {
                notes.append("\(forbidden.value) is forbidden by \(forbidden.citation)")
                severity = .error
            }
            guard let (token, deltaE) = lookup.nearestColor(to: literal.value, hex: hex) else {
                context.report("hard-coded colour \(hex); the system has no colour token", atOffset: offset, severity: severity, notes: notes)
                return
            }
            let spelling = lookup.spelling(of: token.path, as: literal.kind)
            let when = LintFormat.permutations(token.permutations)
            if token.hex == hex {
                context.report(
                    "hard-coded colour \(hex) is \(spelling)\(when); use the token", atOffset: offset, severity: .error, notes: notes,
                    fix: system.certainCode(for: lookup.colorPaths(equalTo: hex), as: literal.kind), replacing: target)
            } else {
                context.report(
                    "hard-coded colour \(hex) is no colour token; the nearest is \(spelling) (\(token.hex)\(when), ΔE00 \(LintFormat.deltaE(deltaE)))",
                    atOffset: offset, severity: severity, notes: notes)
            }
        }
    }
}
