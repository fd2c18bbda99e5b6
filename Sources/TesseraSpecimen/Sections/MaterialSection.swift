import TesseraCore

/// Materials: every token with a `dev.tessera.material` extension is a blur, and its group holds
/// the rest of the glass (`tint`, `stroke` or `stroke.color`/`stroke.width`, `radius`, `shadow`,
/// `saturation`). Each is drawn with a backdrop blur over a busy backdrop in the system's own
/// colours, beside its matte fallback: the same panel pinned to the modifier context in which
/// the tint becomes opaque (Reduce Transparency).
enum MaterialSection: PageSection {
    static let id = "materials"
    static let title = "Materials"

    struct Glass {
        var group: String
        var blur: Token
        /// Role → token path, for the roles the group has.
        var parts: [String: TokenPath]
    }

    static func applies(to context: SpecimenContext) -> Bool { !glasses(context).isEmpty }

    static func glasses(_ context: SpecimenContext) -> [Glass] {
        context.tokens(of: .dimension).filter { $0.extensions?.object?["dev.tessera.material"] != nil }.map { blur in
            let group = blur.path.segments.dropLast().joined(separator: ".")
            var parts: [String: TokenPath] = [:]
            for role in ["tint", "stroke", "stroke.color", "stroke.width", "radius", "shadow", "saturation"] {
                let path = TokenPath(group.isEmpty ? role : group + "." + role)
                if context.token(path) != nil { parts[role] = path }
            }
            return Glass(group: group, blur: blur, parts: parts)
        }
    }

    static func render(_ context: SpecimenContext, into html: inout HTML) {
        html.element("p", [("class", "lede")], text: "Glass is drawn with `backdrop-filter: blur()` over the system's own colours; beside it, the matte fallback the tokens define for Reduce Transparency (the context in which the tint turns opaque).")
        let blobs = BackdropColors.pick(context)
        html.element("div", [("class", "grid wide")]) { html in
            for glass in glasses(context) { card(glass, blobs: blobs, context, &html) }
        }
        html.newline()
    }

    private static func card(_ glass: Glass, blobs: [TokenPath], _ context: SpecimenContext, _ html: inout HTML) {
        let matte = glass.parts["tint"].flatMap { MatteContext.find(tint: $0, context) }
        html.element("div", [("class", "card")]) { html in
            html.element("div", [("class", "backdrop")]) { html in
                for (index, blob) in blobs.enumerated() {
                    let place = ["left: -20px; top: -30px; width: 160px; height: 160px", "right: 10%; top: 40px; width: 140px; height: 140px", "left: 35%; bottom: -40px; width: 120px; height: 120px"][index % 3]
                    html.element("div", [("class", "blob"), ("style", "\(place); background: \(context.variable(blob))")], text: "")
                }
                html.element("div", [("class", "glass"), ("style", style(glass, context))], text: "glass")
                if let matte {
                    var attributes: [(String, String?)] = [("class", "glass"), ("style", style(glass, context))]
                    for modifier in context.modifiers {
                        attributes.append((modifier.attribute, modifier.name == matte.modifier.name ? matte.context : modifier.contexts[0]))
                    }
                    attributes += [("data-force-attribute", matte.modifier.attribute), ("data-force-value", matte.context)]
                    html.element("div", attributes, text: "matte (\(matte.modifier.name)=\(matte.context))")
                }
            }
            html.element("div", [("class", "name")], text: glass.group.isEmpty ? glass.blur.path.string : glass.group)
            let material = glass.blur.extensions?.object?["dev.tessera.material"]?.object?["swiftUI"]?.string
            html.element("div", [("class", "value")], text: "blur " + SpecimenFormat.summary(glass.blur.value) + (material.map { " · SwiftUI .\($0)" } ?? ""))
            for role in ["tint", "stroke", "stroke.color", "radius", "shadow"] {
                guard let path = glass.parts[role], let token = context.token(path) else { continue }
                html.element("div", [("class", "value")], text: "\(role): \(path) = \(SpecimenFormat.summary(token.value))")
            }
            if matte == nil { html.element("div", [("class", "desc")], text: "No modifier context makes the tint opaque, so there is no matte fallback to show.") }
        }
    }

    private static func style(_ glass: Glass, _ context: SpecimenContext) -> String {
        var filter = "blur(\(context.variable(glass.blur.path)))"
        if let saturation = glass.parts["saturation"] { filter += " saturate(\(context.variable(saturation)))" }
        var style = "backdrop-filter: \(filter); -webkit-backdrop-filter: \(filter)"
        if let tint = glass.parts["tint"] { style += "; background: \(context.variable(tint))" }
        if let stroke = glass.parts["stroke"], context.token(stroke)?.type == .border {
            style += "; border: \(context.variable(stroke))"
        } else if let color = glass.parts["stroke.color"] {
            let width = glass.parts["stroke.width"].map { context.variable($0) } ?? "1px"
            style += "; border: \(width) solid \(context.variable(color))"
        }
        if let radius = glass.parts["radius"] { style += "; border-radius: \(context.variable(radius))" }
        if let shadow = glass.parts["shadow"] { style += "; box-shadow: \(context.variable(shadow))" }
        return style
    }
}
