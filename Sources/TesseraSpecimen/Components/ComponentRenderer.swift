import TesseraCore

/// Draws a component preview: each box becomes an element whose style sets each bound property
/// to the bound token's custom property, so a preview changes with the theme like the app would.
struct ComponentRenderer {
    let context: SpecimenContext

    func render(_ preview: ComponentPreview, _ html: inout HTML) {
        html.open("figure", [("class", "component")])
        html.element("figcaption") { html in
            html.element("div", [("class", "name")], text: preview.name)
            if let spec = preview.spec { html.element("div", [("class", "desc")], text: spec) }
        }
        var stageStyle: String?
        if let stage = preview.stage, let token = context.token(stage.path(for: nil)) {
            stageStyle = "background: \(context.background(token))"
        }
        html.element("div", [("class", "stage"), ("style", stageStyle)]) { html in
            for part in preview.parts { render(part, item: nil, &html) }
        }
        html.close("figure")
        html.newline()
    }

    private func render(_ part: ComponentPart, item: String?, _ html: inout HTML) {
        guard part.each.isEmpty else {
            var expanded = part
            expanded.each = []
            for each in part.each { render(expanded, item: item.map { each.replacingEach(with: $0) } ?? each, &html) }
            return
        }
        if let label = part.label {
            html.element("div", [("class", "labelled")]) { html in
                box(part, item: item, &html)
                html.element("small", text: item.map { label.replacingEach(with: $0) } ?? label)
            }
        } else {
            box(part, item: item, &html)
        }
    }

    private func box(_ part: ComponentPart, item: String?, _ html: inout HTML) {
        var classes = "box" + (part.layout == .row ? "" : " \(part.layout.rawValue)")
        // Text on a filled or outlined box needs room from its edges even where the spec names no padding.
        let padded = part.tokens.contains { [.padding, .paddingX, .paddingY].contains($0.role) }
        let framed = part.tokens.contains { [.background, .border, .borderColor].contains($0.role) }
        if part.text != nil, framed, !padded { classes += " text" }
        let style = style(part, item: item)
        html.element("div", [("class", classes), ("style", style.isEmpty ? nil : style)]) { html in
            if let text = part.text { html.text(item.map { text.replacingEach(with: $0) } ?? text) }
            for child in part.parts { render(child, item: item, &html) }
        }
    }

    /// The declarations for a box; a binding whose token is missing is left out (and reported
    /// by `ComponentValidation`).
    func style(_ part: ComponentPart, item: String?) -> String {
        var declarations: [String] = []
        switch part.shape {
        case .rect: break
        case .circle: declarations.append("border-radius: 50%")
        case .capsule: declarations.append("border-radius: 9999px")
        }
        // A fill starts at its track's start; what it holds (a slider's thumb) sits at its end.
        if let value = part.value {
            declarations.append("width: \(SpecimenFormat.number(value * 100, 2))%; align-self: stretch; margin-right: auto; justify-content: flex-end")
        }
        if part.tokens.contains(where: { $0.role == .borderColor || $0.role == .borderWidth }) {
            declarations.append("border-style: solid; border-width: 1px")
        }
        for binding in part.tokens {
            guard let token = context.token(binding.path(for: item)), binding.role.types.contains(token.type) else { continue }
            let value = context.variable(token.path)
            switch binding.role {
            case .background: declarations.append("background: \(context.background(token))")
            case .color: declarations.append("color: \(value)")
            case .typography:
                declarations.append("font: \(value); letter-spacing: var(\(context.names[token.path.string] ?? "--tessera-missing")-letter-spacing)")
                if token.extensions?.object?["dev.tessera.fontStyle"]?.string == "italic" { declarations.append("font-style: italic") }
            case .fontFamily: declarations.append("font-family: \(value)")
            case .fontSize: declarations.append("font-size: \(value)")
            case .fontWeight: declarations.append("font-weight: \(value)")
            case .radius: declarations.append("border-radius: \(value)")
            case .border: declarations.append("border: \(value)")
            case .borderTop: declarations.append("border-top: \(value)")
            case .borderBottom: declarations.append("border-bottom: \(value)")
            case .borderColor: declarations.append("border-color: \(value)")
            case .borderWidth: declarations.append("border-width: \(value)")
            case .shadow: declarations.append("box-shadow: \(value)")
            case .blur: declarations.append("backdrop-filter: blur(\(value)); -webkit-backdrop-filter: blur(\(value))")
            case .opacity: declarations.append("opacity: \(value)")
            case .width: declarations.append("width: \(value)")
            case .height: declarations.append("height: \(value)")
            case .size: declarations.append("width: \(value); height: \(value)")
            case .minWidth: declarations.append("min-width: \(value)")
            case .minHeight: declarations.append("min-height: \(value)")
            case .padding: declarations.append("padding: \(value)")
            case .paddingX: declarations.append("padding-left: \(value); padding-right: \(value)")
            case .paddingY: declarations.append("padding-top: \(value); padding-bottom: \(value)")
            case .gap: declarations.append("gap: \(value)")
            }
        }
        return declarations.joined(separator: "; ")
    }
}

/// Component previews from the `components` section of tessera.yml.
enum ComponentSection: PageSection {
    static let id = "components"
    static let title = "Components"

    static func applies(to context: SpecimenContext) -> Bool { !context.components.isEmpty }

    static func render(_ context: SpecimenContext, into html: inout HTML) {
        html.element("p", [("class", "lede")], text: "The components the spec describes, built only from the system's tokens as the components section of tessera.yml lists them.")
        let renderer = ComponentRenderer(context: context)
        for preview in context.components { renderer.render(preview, &html) }
    }
}
