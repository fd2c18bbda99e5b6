import TesseraCore
import TesseraRules

/// The spacing scale: each spacing dimension as a bar of its own width, on a ruler of the grid a
/// `grid` prohibition in tessera.yml holds it to (4 px lines when none does).
enum SpacingSection: PageSection {
    static let id = "spacing"
    static let title = "Spacing"
    static let words = ["spac", "padding", "margin", "gap", "gutter", "inset"]

    static func applies(to context: SpecimenContext) -> Bool { !tokens(context).isEmpty }

    static func tokens(_ context: SpecimenContext) -> [Token] {
        context.tokens(of: .dimension).filter { token in
            token.path.segments.contains { segment in words.contains { segment.lowercased().contains($0) } }
        }
    }

    static func render(_ context: SpecimenContext, into html: inout HTML) {
        let grids = context.prohibitions.filter { $0.rule == .grid }
        html.element("p", [("class", "lede")], text: grids.isEmpty
            ? "Each bar is as wide as the token. tessera.yml states no grid, so the ruler marks 4 px."
            : "Each bar is as wide as the token, on the grid tessera.yml states: " + grids.map { "\"\($0.says)\" (\(SpecimenFormat.number($0.number("base") ?? 0)) px)" }.joined(separator: "; ") + ".")
        for group in TokenGroups.byParent(tokens(context)) {
            html.element("h3", text: group.name)
            html.element("div", [("class", "scale")]) { html in
                for token in group.tokens {
                    let base = grids.first { $0.patterns("tokens").matches(token.path) }?.number("base") ?? 4
                    html.element("div", [("class", "scale-row")]) { html in
                        html.element("div") { html in
                            TokenGroups.nameLine(token, &html)
                            html.perPermutation(context.permutations.count) { permutation, html in
                                guard let value = context.token(token.path, in: permutation)?.value else { return }
                                html.element("div", [("class", "value")], text: SpecimenFormat.summary(value) + " · grid \(SpecimenFormat.number(base)) px")
                            }
                        }
                        html.element("div", [("class", "ruler"), ("style", "--grid: \(SpecimenFormat.number(base))px")]) { html in
                            html.element("div", [("class", "bar"), ("style", "width: \(context.variable(token.path))")], text: "")
                        }
                    }
                }
            }
            html.newline()
        }
    }
}
