import TesseraCore

/// Springs and curves plotted as position over time (a spring's settling time marked), each with
/// a live demo that `prefers-reduced-motion` stills; then the plain durations.
enum MotionSection: PageSection {
    static let id = "motion"
    static let title = "Motion"

    static func applies(to context: SpecimenContext) -> Bool {
        context.tokens.contains { [.duration, .cubicBezier, .transition].contains($0.type) }
    }

    static func springs(_ context: SpecimenContext) -> [Token] {
        context.tokens.filter { token in context.variants(token.path).contains { $0?.spring != nil } }
    }

    static func render(_ context: SpecimenContext, into html: inout HTML) {
        html.element("p", [("class", "lede")], text: "Each graph is position over time, from rest (0) to the target (1). A spring's dashed line is its settling time (CoreAnimation's convention: within 0.1% of the move). Play runs every demo; with reduced motion requested, they jump instead.")
        html.element("p") { html in
            html.element("button", [("class", "play"), ("type", "button")], text: "Play")
        }
        html.element("p", [("class", "reduced-motion-note lede"), ("hidden", "")], text: "Your system asks for reduced motion, so the demos do not animate.")
        let springs = springs(context)
        let springPaths = Set(springs.map(\.path))
        let groups: [(String, [Token], (Token, SpecimenContext, Int, inout HTML) -> Void)] = [
            ("Springs", springs, MotionCards.spring),
            ("Curves", context.tokens(of: .cubicBezier), MotionCards.curve),
            ("Transitions", context.tokens(of: .transition), MotionCards.transition),
        ]
        for (name, tokens, card) in groups where !tokens.isEmpty {
            html.element("h3", text: name)
            html.element("div", [("class", "grid wide")]) { html in
                for token in tokens {
                    html.element("div", [("class", "card")]) { html in
                        TokenGroups.nameLine(token, &html)
                        html.perPermutation(context.permutations.count) { permutation, html in
                            card(token, context, permutation, &html)
                        }
                    }
                }
            }
            html.newline()
        }
        let durations = context.tokens(of: .duration).filter { !springPaths.contains($0.path) }
        if !durations.isEmpty { durationTable(durations, context, &html) }
    }

    private static func durationTable(_ tokens: [Token], _ context: SpecimenContext, _ html: inout HTML) {
        html.element("h3", text: "Durations")
        html.element("table") { html in
            html.raw("<thead><tr><th>Token</th><th>Value</th><th>Demo</th></tr></thead>")
            html.open("tbody")
            for token in tokens {
                html.element("tr") { html in
                    html.element("td") { html in TokenGroups.nameLine(token, &html) }
                    html.element("td") { html in ValueLines.render(token, context, &html) }
                    html.element("td", [("style", "min-width: 220px")]) { html in
                        MotionCards.demo("left \(context.variable(token.path)) ease-in-out", &html)
                    }
                }
            }
            html.close("tbody")
        }
        html.newline()
    }
}
