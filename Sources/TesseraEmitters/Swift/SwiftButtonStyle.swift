import TesseraCore

/// A `ButtonStyle` from component tokens: colours for the normal, pressed and disabled states, a
/// border (a border token, or a colour and a width), corner radius, padding, typography, and a
/// pressed scale, darkening overlay and animation. Every key is optional.
struct SwiftButtonStyle {
    static let keys = [
        "background", "backgroundPressed", "backgroundDisabled", "foreground", "foregroundPressed",
        "foregroundDisabled", "border", "borderDisabled", "borderColor", "borderWidth", "cornerRadius",
        "paddingHorizontal", "paddingVertical", "typography", "pressedScale", "pressedOverlay", "animation",
    ]

    /// Swift expressions for what the entry names; nil where a key is absent.
    struct Parts {
        var background: String?, backgroundPressed: String?, backgroundDisabled: String?
        var foreground: String?, foregroundPressed: String?, foregroundDisabled: String?
        var borderColor: String?, borderWidth: String?, borderColorDisabled: String?, borderWidthDisabled: String?
        var cornerRadius: String?, paddingHorizontal: String?, paddingVertical: String?, typography: String?
        var pressedScale: String?, pressedOverlay: String?, animation: String?
    }

    let text: String

    init?(entry: SwiftAPIConfig.Entry, api: SwiftAPI, log: inout DiagnosticLog) {
        guard let name = api.identifier(entry, "name", log: &log) else { return nil }
        if entry.string("border") != nil, entry.string("borderColor") != nil || entry.string("borderWidth") != nil {
            log.error("config-invalid-value", "button style '\(name)' in the 'swift' output names both 'border' and 'borderColor'/'borderWidth'; use one", at: entry.position("border"))
            return nil
        }
        var failed = false
        func token(_ key: String, _ types: [String]) -> Int? {
            guard entry.string(key) != nil else { return nil }
            guard let token = api.reference(entry, key, types: types, log: &log) else { failed = true; return nil }
            return token
        }
        func color(_ key: String) -> String? { token(key, ["ColorValue"]).map { api.tokens.adaptive($0) + ".color" } }
        func number(_ key: String) -> String? { token(key, ["Double"]).map { "CGFloat(\(api.tokens.value($0)))" } }
        /// A border token's colour (still following the appearance) and width.
        func border(_ key: String) -> (color: String, width: String)? {
            guard let token = token(key, ["BorderValue"]) else { return nil }
            let color = api.tokens.isAdaptive(token)
                ? "\(api.ns).Adaptive { \(api.tokens.accessor(token)).resolved(in: $0).color }.color"
                : "\(api.tokens.accessor(token)).color.color"
            return (color, "CGFloat(\(api.tokens.value(token)).width)")
        }

        var parts = Parts()
        (parts.background, parts.backgroundPressed, parts.backgroundDisabled) = (color("background"), color("backgroundPressed"), color("backgroundDisabled"))
        (parts.foreground, parts.foregroundPressed, parts.foregroundDisabled) = (color("foreground"), color("foregroundPressed"), color("foregroundDisabled"))
        if let border = border("border") {
            (parts.borderColor, parts.borderWidth) = border
        } else {
            (parts.borderColor, parts.borderWidth) = (color("borderColor"), number("borderWidth"))
        }
        if let border = border("borderDisabled") { (parts.borderColorDisabled, parts.borderWidthDisabled) = border }
        (parts.cornerRadius, parts.paddingHorizontal, parts.paddingVertical) = (number("cornerRadius"), number("paddingHorizontal"), number("paddingVertical"))
        parts.typography = token("typography", ["TypographyValue"]).map { api.tokens.value($0) }
        parts.pressedScale = token("pressedScale", ["Double"]).map { "CGFloat(\(api.tokens.value($0)))" }
        parts.pressedOverlay = color("pressedOverlay")
        if entry.string("animation") != nil,
           let animation = token("animation", ["SpringValue", "TransitionValue", "MotionValue", "Double"]) {
            parts.animation = api.convert(animation, kind: "animation", entry: entry, log: &log)?.expression
            if parts.animation == nil { failed = true }
        }
        if failed { return nil }
        text = Self.render(name: name, parts: parts, access: api.access, ns: api.ns)
    }
}
