import TesseraCore

/// Borders and stroke styles, each drawn on a panel.
enum BorderSection: PageSection {
    static let id = "borders"
    static let title = "Borders and strokes"

    static func applies(to context: SpecimenContext) -> Bool {
        context.tokens.contains { $0.type == .border || $0.type == .strokeStyle }
    }

    static func render(_ context: SpecimenContext, into html: inout HTML) {
        html.element("p", [("class", "lede")], text: "Borders are the token's `border` shorthand; a stroke style is drawn 3 px wide in the text colour. A dash pattern CSS cannot draw is written as `dashed` by the CSS output, and shown so here.")
        let tokens = context.tokens.filter { $0.type == .border || $0.type == .strokeStyle }
        for group in TokenGroups.byParent(tokens) {
            html.element("h3", text: group.name)
            html.element("div", [("class", "grid")]) { html in
                for token in group.tokens {
                    let border = token.type == .border ? context.variable(token.path) : "3px \(context.variable(token.path)) currentColor"
                    EffectCard.render(token, style: "border: \(border)", context, &html)
                }
            }
            html.newline()
        }
    }
}

/// Shadows, each under a panel.
enum ShadowSection: PageSection {
    static let id = "shadows"
    static let title = "Shadows"

    static func applies(to context: SpecimenContext) -> Bool { context.tokens.contains { $0.type == .shadow } }

    static func render(_ context: SpecimenContext, into html: inout HTML) {
        html.element("p", [("class", "lede")], text: "Each panel casts the token's `box-shadow`, every layer included.")
        for group in TokenGroups.byParent(context.tokens(of: .shadow)) {
            html.element("h3", text: group.name)
            html.element("div", [("class", "grid")]) { html in
                for token in group.tokens { EffectCard.render(token, style: "box-shadow: \(context.variable(token.path))", context, &html) }
            }
            html.newline()
        }
    }
}

enum EffectCard {
    static func render(_ token: Token, style: String, _ context: SpecimenContext, _ html: inout HTML) {
        html.element("div", [("class", "card")]) { html in
            html.element("div", [("class", "effect"), ("style", style)], text: "")
            TokenGroups.nameLine(token, &html)
            ValueLines.render(token, context, &html)
        }
    }
}
