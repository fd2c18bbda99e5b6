import TesseraCore
import TesseraRules

/// Colour swatches, grouped by their group: each token's value in its own space and as sRGB hex,
/// and for every usage pair it is the foreground of, the checker's contrast on each background.
enum ColorSection: PageSection {
    static let id = "colors"
    static let title = "Colour"

    static func applies(to context: SpecimenContext) -> Bool { context.tokens.contains { $0.type == .color } }

    static func render(_ context: SpecimenContext, into html: inout HTML) {
        html.element("p", [("class", "lede")], text: context.usage.isEmpty
            ? "Each swatch is drawn with the token's custom property. Values: the colour in its own space and as sRGB hex (gamut-mapped). tessera.yml records no usage pairs, so there is no contrast to show."
            : "Each swatch is drawn with the token's custom property. Values: the colour in its own space and as sRGB hex (gamut-mapped). Under a foreground: tessera check's contrast for each usage pair tessera.yml records, in the chosen theme: a sample on the background, the ratio, and ✓ (passes), ✕ (fails) or – (exempt); hover for the pair, background and minimum. Under any other colour: its contrast on each of the system's backgrounds, graded against WCAG AA: ✓ text (4.5:1), ◐ large text and icons only (3:1), ✕ neither.")
        let verdicts = Dictionary(grouping: context.verdicts) { context.usage[$0.pair].foreground }
        let onBackgrounds = Dictionary(grouping: context.swatchContrast, by: \.foreground)
        for group in TokenGroups.byParent(context.tokens(of: .color)) {
            html.element("h3", text: group.name)
            html.element("div", [("class", "grid")]) { html in
                for token in group.tokens {
                    card(token, verdicts: verdicts[token.path] ?? [], onBackgrounds: onBackgrounds[token.path] ?? [], context, &html)
                }
            }
            html.newline()
        }
    }

    private static func card(
        _ token: Token, verdicts: [ContrastVerdict], onBackgrounds: [SwatchContrast], _ context: SpecimenContext, _ html: inout HTML
    ) {
        html.open("div", [("class", "card")])
        let clear: String? = if case .color(let color) = token.value, color.alpha == 0 { "" } else { nil }
        html.element("div", [("class", "checker")]) { html in
            html.element("div", [("class", "chip"), ("data-swatch", token.path.string), ("data-clear", clear),
                                 ("style", "background: \(context.variable(token.path))")], text: "")
        }
        TokenGroups.nameLine(token, &html)
        html.perPermutation(context.permutations.count) { permutation, html in
            guard let variant = context.token(token.path, in: permutation), case .color(let color) = variant.value else {
                html.element("div", [("class", "value")], text: "not in this theme")
                return
            }
            html.element("div", [("class", "value")], text: SpecimenFormat.color(color))
            let gamut = color.isInGamut(.srgb) ? "" : " (outside sRGB; mapped)"
            html.element("div", [("class", "value")], text: color.srgbHexWithAlpha + gamut)
        }
        if !verdicts.isEmpty { pairs(verdicts, context, &html) }
        if !onBackgrounds.isEmpty { grades(onBackgrounds, token: token, context, &html) }
        html.close("div")
        html.newline()
    }

    /// One line per pair and background, in the chosen theme.
    private static func pairs(_ verdicts: [ContrastVerdict], _ context: SpecimenContext, _ html: inout HTML) {
        var keys: [String] = []
        var byKey: [String: [Int: ContrastVerdict]] = [:]
        for verdict in verdicts {
            let key = "\(verdict.pair)\u{0}\(verdict.background)"
            if byKey[key] == nil { keys.append(key) }
            byKey[key, default: [:]][verdict.permutation] = verdict
        }
        html.open("ul", [("class", "pairs")])
        for key in keys {
            html.perPermutation(context.permutations.count) { permutation, html in
                guard let verdict = byKey[key]?[permutation] else { return }
                line(verdict, context, &html)
            }
        }
        html.close("ul")
    }

    private static func line(_ verdict: ContrastVerdict, _ context: SpecimenContext, _ html: inout HTML) {
        let pair = context.usage[verdict.pair]
        let background = context.token(verdict.background, in: verdict.permutation).map { context.background($0) } ?? "none"
        let state = verdict.exempt != nil ? "exempt" : verdict.passes ? "pass" : "fail"
        let title = "\(pair.name) on \(verdict.background): \(verdict.ratioText):1, \(state); \(verdict.reason)"
        html.element("li", [("class", state), ("title", title)]) { html in
            html.element("span", [("class", "sample"), ("style", "background: \(background); color: \(context.variable(pair.foreground))")],
                         text: pair.role == .text ? "Aa" : "●")
            html.element("span", text: verdict.ratioText)
        }
    }

    /// One badge per system background, in the chosen theme.
    private static func grades(_ grades: [SwatchContrast], token: Token, _ context: SpecimenContext, _ html: inout HTML) {
        html.open("ul", [("class", "pairs")])
        for background in SwatchContrast.backgroundOrder(grades) {
            html.perPermutation(context.permutations.count) { permutation, html in
                guard let grade = grades.first(where: { $0.background == background && $0.permutation == permutation }) else { return }
                let meaning = switch grade.grade {
                case .text: "passes WCAG AA for text"
                case .large: "passes WCAG AA for large text and icons only"
                case .fail: "fails WCAG AA even for large text and icons"
                }
                let sample = context.token(background, in: permutation).map { context.background($0) } ?? "none"
                html.element("li", [("class", grade.grade.rawValue), ("title", "\(token.path) on \(background): \(grade.ratioText):1, \(meaning)")]) { html in
                    html.element("span", [("class", "sample"), ("style", "background: \(sample); color: \(context.variable(token.path))")], text: "Aa")
                    html.element("span", text: grade.ratioText)
                }
            }
        }
        html.close("ul")
    }
}

extension SwatchContrast {
    /// The backgrounds in the order the grades name them first.
    static func backgroundOrder(_ grades: [SwatchContrast]) -> [TokenPath] {
        var order: [TokenPath] = []
        for grade in grades where !order.contains(grade.background) { order.append(grade.background) }
        return order
    }
}
