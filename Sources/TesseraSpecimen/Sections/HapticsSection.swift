import TesseraCore

/// Which feedback each event gets, from the `dev.tessera.haptic` tokens.
enum HapticsSection: PageSection {
    static let id = "haptics"
    static let title = "Haptics"

    static func applies(to context: SpecimenContext) -> Bool { context.tokens.contains { $0.haptic != nil } }

    static func render(_ context: SpecimenContext, into html: inout HTML) {
        html.element("p", [("class", "lede")], text: "Haptics cannot be felt on a web page; this is what each event plays on iOS (UIKit's feedback generators).")
        html.element("table") { html in
            html.raw("<thead><tr><th>Event</th><th>Feedback</th><th>Style</th><th>Intensity</th></tr></thead>")
            html.open("tbody")
            for token in context.tokens {
                guard let haptic = token.haptic else { continue }
                html.element("tr") { html in
                    html.element("td") { html in TokenGroups.nameLine(token, &html) }
                    let (feedback, style) = describe(haptic.feedback)
                    html.element("td", text: feedback)
                    html.element("td", text: style)
                    html.element("td", text: SpecimenFormat.number(haptic.intensity))
                }
            }
            html.close("tbody")
        }
        html.newline()
    }

    static func describe(_ feedback: Haptic.Feedback) -> (String, String) {
        switch feedback {
        case .impact(let style): ("impact", style.rawValue)
        case .selection: ("selection", "")
        case .notification(let style): ("notification", style.rawValue)
        }
    }
}
