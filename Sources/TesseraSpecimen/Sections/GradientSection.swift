import TesseraCore

/// Gradients drawn as backgrounds, with the geometry their `dev.tessera.gradient` extension gives.
enum GradientSection: PageSection {
    static let id = "gradients"
    static let title = "Gradients"

    static func applies(to context: SpecimenContext) -> Bool { context.tokens.contains { $0.type == .gradient } }

    static func render(_ context: SpecimenContext, into html: inout HTML) {
        html.element("p", [("class", "lede")], text: "Each gradient is the token's stops (its custom property) drawn as the spec's background: linear from its start to its end point, radial from its centre.")
        for group in TokenGroups.byParent(context.tokens(of: .gradient)) {
            html.element("h3", text: group.name)
            html.element("div", [("class", "grid wide")]) { html in
                for token in group.tokens {
                    html.element("div", [("class", "card")]) { html in
                        html.element("div", [("class", "checker")]) { html in
                            html.element("div", [("class", "gradient"), ("style", "margin: 0; background: \(context.background(token))")], text: "")
                        }
                        TokenGroups.nameLine(token, &html)
                        html.perPermutation(context.permutations.count) { permutation, html in
                            guard let value = context.token(token.path, in: permutation)?.value else { return }
                            html.element("div", [("class", "value")], text: SpecimenFormat.summary(value))
                        }
                    }
                }
            }
            html.newline()
        }
    }
}
