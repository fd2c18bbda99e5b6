import TesseraCore

/// A `ButtonStyle` from component tokens: colours for the normal and pressed states, a border,
/// corner radius, padding and typography. Every key is optional.
struct SwiftButtonStyle {
    static let keys = [
        "background", "backgroundPressed", "foreground", "foregroundPressed", "borderColor", "borderWidth",
        "cornerRadius", "paddingHorizontal", "paddingVertical", "typography",
    ]

    let text: String

    init?(entry: SwiftAPIConfig.Entry, api: SwiftAPI, log: inout DiagnosticLog) {
        guard let name = api.identifier(entry, "name", log: &log) else { return nil }
        var failed = false
        func color(_ key: String) -> String? {
            guard entry.string(key) != nil else { return nil }
            guard let token = api.reference(entry, key, types: ["ColorValue"], log: &log) else { failed = true; return nil }
            return api.tokens.adaptive(token) + ".color"
        }
        func number(_ key: String) -> String? {
            guard entry.string(key) != nil else { return nil }
            guard let token = api.reference(entry, key, types: ["Double"], log: &log) else { failed = true; return nil }
            return "CGFloat(\(api.tokens.value(token)))"
        }
        let background = color("background"), pressedBackground = color("backgroundPressed")
        let foreground = color("foreground"), pressedForeground = color("foregroundPressed")
        let borderColor = color("borderColor"), borderWidth = number("borderWidth"), radius = number("cornerRadius")
        let horizontal = number("paddingHorizontal"), vertical = number("paddingVertical")
        var typography: String?
        if entry.string("typography") != nil {
            if let token = api.reference(entry, "typography", types: ["TypographyValue"], log: &log) {
                typography = api.tokens.value(token)
            } else { failed = true }
        }
        if failed { return nil }

        let access = api.access
        var body = "configuration.label\n"
        if let typography { body += "    .typography(\(typography))\n" }
        if let horizontal { body += "    .padding(.horizontal, \(horizontal))\n" }
        if let vertical { body += "    .padding(.vertical, \(vertical))\n" }
        if let foreground {
            body += "    .foregroundStyle(configuration.isPressed ? \(pressedForeground ?? foreground) : \(foreground))\n"
        }
        if let background {
            body += "    .background(configuration.isPressed ? \(pressedBackground ?? background) : \(background), in: shape)\n"
        } else if let pressedBackground {
            body += "    .background(configuration.isPressed ? \(pressedBackground) : SwiftUI.Color.clear, in: shape)\n"
        }
        if let borderColor {
            body += "    .overlay(shape.stroke(\(borderColor), lineWidth: \(borderWidth ?? "1")))\n"
        }
        var out = "/// A button style from the component tokens (normal and pressed states).\n"
        out += "\(access)struct \(name): SwiftUI.ButtonStyle {\n"
        out += "    \(access)init() {}\n\n"
        out += "    \(access)func makeBody(configuration: Configuration) -> some SwiftUI.View {\n"
        out += "        let shape = SwiftUI.RoundedRectangle(cornerRadius: \(radius ?? "0"), style: .continuous)\n"
        out += "        return " + body.split(separator: "\n").joined(separator: "\n        ") + "\n"
        out += "    }\n}"
        text = out
    }
}
