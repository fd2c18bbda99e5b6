extension SwiftButtonStyle {
    /// The style's declaration. Only the modifiers the entry asks for are written, and
    /// `isEnabled` is read only when a disabled state is given.
    static func render(name: String, parts: Parts, access: String, ns: String) -> String {
        let clear = "SwiftUI.Color.clear"
        var body = "configuration.label\n"
        if let typography = parts.typography { body += "    .typography(\(typography))\n" }
        if let horizontal = parts.paddingHorizontal { body += "    .padding(.horizontal, \(horizontal))\n" }
        if let vertical = parts.paddingVertical { body += "    .padding(.vertical, \(vertical))\n" }
        if let foreground = state(parts.foreground, parts.foregroundPressed, parts.foregroundDisabled, or: "SwiftUI.Color.primary") {
            body += "    .foregroundStyle(\(foreground))\n"
        }
        if let background = state(parts.background, parts.backgroundPressed, parts.backgroundDisabled, or: clear) {
            body += "    .background(\(background), in: shape)\n"
        }
        if let color = state(parts.borderColor, nil, parts.borderColorDisabled, or: clear) {
            let width = parts.borderWidth ?? "1"
            let lineWidth = parts.borderWidthDisabled.map { "!isEnabled ? \($0) : \(width)" } ?? width
            body += "    .overlay { shape.stroke(\(color), lineWidth: \(lineWidth)) }\n"
        }
        if let overlay = parts.pressedOverlay { body += "    .overlay(configuration.isPressed ? \(overlay) : \(clear), in: shape)\n" }
        if let scale = parts.pressedScale { body += "    .scaleEffect(configuration.isPressed ? \(scale) : 1)\n" }
        // Through the motion modifier, so Reduce Motion drops the press animation.
        if let animation = parts.animation {
            body += "    .modifier(\(ns)MotionModifier(animation: \(animation), fallback: nil, value: configuration.isPressed))\n"
        }
        let readsEnabled = parts.foregroundDisabled != nil || parts.backgroundDisabled != nil || parts.borderColorDisabled != nil

        var out = "/// A button style from the component tokens (normal, pressed\(readsEnabled ? " and disabled" : "") states).\n"
        out += "\(access)struct \(name): SwiftUI.ButtonStyle {\n"
        if readsEnabled { out += "    @SwiftUI.Environment(\\.isEnabled) private var isEnabled\n\n" }
        out += "    \(access)init() {}\n\n"
        out += "    \(access)func makeBody(configuration: Configuration) -> some SwiftUI.View {\n"
        out += "        let shape = SwiftUI.RoundedRectangle(cornerRadius: \(parts.cornerRadius ?? "0"), style: .continuous)\n"
        out += "        return " + body.split(separator: "\n").joined(separator: "\n        ") + "\n"
        out += "    }\n}"
        return out
    }

    /// `disabled`, else `pressed` while pressed, else `normal` (or `fallback`); nil when none is given.
    private static func state(_ normal: String?, _ pressed: String?, _ disabled: String?, or fallback: String) -> String? {
        guard normal != nil || pressed != nil || disabled != nil else { return nil }
        let base = normal ?? fallback
        let enabled = pressed.map { "configuration.isPressed ? \($0) : \(base)" } ?? base
        guard let disabled else { return enabled }
        return "!isEnabled ? \(disabled) : " + (pressed == nil ? enabled : "(\(enabled))")
    }
}
