import TesseraCore

/// Corner radii, each drawn on a square.
enum ShapeSection: PageSection {
    static let id = "radii"
    static let title = "Radii and shapes"
    static let words = ["radius", "radii", "corner"]

    static func applies(to context: SpecimenContext) -> Bool { !tokens(context).isEmpty }

    static func tokens(_ context: SpecimenContext) -> [Token] {
        context.tokens(of: .dimension).filter { token in
            token.path.segments.contains { segment in words.contains { segment.lowercased().contains($0) } }
        }
    }

    static func render(_ context: SpecimenContext, into html: inout HTML) {
        html.element("p", [("class", "lede")], text: "Each square has the token as its corner radius; a radius of half the side or more makes a circle or capsule.")
        for group in TokenGroups.byParent(tokens(context)) {
            html.element("h3", text: group.name)
            html.element("div", [("class", "grid")]) { html in
                for token in group.tokens {
                    html.element("div", [("class", "card")]) { html in
                        html.element("div", [("class", "shape"), ("style", "border-radius: \(context.variable(token.path))")], text: "")
                        TokenGroups.nameLine(token, &html)
                        ValueLines.render(token, context, &html)
                    }
                }
            }
            html.newline()
        }
    }
}

/// The token's value in each theme, as one short line.
enum ValueLines {
    static func render(_ token: Token, _ context: SpecimenContext, _ html: inout HTML) {
        html.perPermutation(context.permutations.count) { permutation, html in
            guard let value = context.token(token.path, in: permutation)?.value else { return }
            html.element("div", [("class", "value")], text: SpecimenFormat.summary(value))
        }
    }
}
