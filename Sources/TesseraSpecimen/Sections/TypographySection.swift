import TesseraCore

/// A specimen line in each typography token, with its size, weight, line height and font chain;
/// then the font families on their own.
enum TypographySection: PageSection {
    static let id = "typography"
    static let title = "Typography"

    static func applies(to context: SpecimenContext) -> Bool {
        context.tokens.contains { $0.type == .typography || $0.type == .fontFamily }
    }

    static func render(_ context: SpecimenContext, into html: inout HTML) {
        html.element("p", [("class", "lede")], text: "Each line is set in the token's `font` shorthand and letter spacing. Fonts are never downloaded: a family the computer lacks falls back along the chain to a system font.")
        let styles = context.tokens(of: .typography)
        if !styles.isEmpty {
            html.element("div", [("class", "scale")]) { html in
                for token in styles { specimen(token, context, &html) }
            }
        }
        let families = context.tokens(of: .fontFamily)
        if !families.isEmpty {
            html.element("h3", text: "Font families")
            html.element("div", [("class", "grid wide")]) { html in
                for token in families {
                    html.element("div", [("class", "card")]) { html in
                        html.element("div", [("class", "type-sample"), ("style", "font-family: \(context.variable(token.path)); font-size: 28px")], text: "Aa Bb Cc 0123")
                        TokenGroups.nameLine(token, &html)
                        if case .fontFamily(let chain) = token.value { html.element("div", [("class", "value")], text: chain.joined(separator: " → ")) }
                    }
                }
            }
        }
        html.newline()
    }

    private static func specimen(_ token: Token, _ context: SpecimenContext, _ html: inout HTML) {
        let property = context.names[token.path.string] ?? "--tessera-missing"
        var style = "font: var(\(property)); letter-spacing: var(\(property)-letter-spacing)"
        if token.extensions?.object?["dev.tessera.fontStyle"]?.string == "italic" { style += "; font-style: italic" }
        html.element("div", [("class", "card")]) { html in
            html.element("p", [("class", "type-sample"), ("style", style)], text: sampleText(token))
            TokenGroups.nameLine(token, &html)
            html.perPermutation(context.permutations.count) { permutation, html in
                guard case .typography(let value)? = context.token(token.path, in: permutation)?.value else { return }
                html.element("div", [("class", "value")], text: SpecimenFormat.typography(value))
                html.element("div", [("class", "value")], text: value.fontFamily.joined(separator: " → "))
            }
        }
    }

    /// Large styles get a short line, small ones a sentence.
    private static func sampleText(_ token: Token) -> String {
        guard case .typography(let style) = token.value else { return "" }
        let pixels = style.fontSize.unit == .rem || style.fontSize.unit == .em ? style.fontSize.value * 16 : style.fontSize.value
        return pixels >= 24 ? "Every token in its place" : "The quick brown fox jumps over the lazy dog — 0123456789"
    }
}
