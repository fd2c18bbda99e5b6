import TesseraCore

/// Writes `Tokens+UIKit.swift`: `UIColor`s (dynamic for light/dark and contrast), `UIFont`s scaled
/// with `UIFontMetrics`, the context from a trait collection, and haptics. Every UIKit platform
/// compiles it: watchOS has no trait collections or dynamic colours, and only iOS and Mac Catalyst
/// have feedback generators (Documentation/Swift.md, "Platforms").
struct SwiftUIKitLayer {
    let platform: SwiftPlatformContext
    var api: String = ""

    func text() -> String {
        var out = platform.header("UIKit: UIColor with a dynamic provider for light/dark and contrast, UIFont scaled with UIFontMetrics, haptic feedback.")
        out += "#if canImport(UIKit)\nimport CoreText\nimport UIKit\n\n"
        out += platform.fill(SwiftUIKitGlue.values)
        out += "\n#if os(watchOS)\n" + watchContext() + "#else\n" + traitContext() + "#endif\n"
        out += "\n" + platform.fill(SwiftUIKitGlue.haptics)
        if !api.isEmpty { out += "\n" + api }
        out += "#endif\n"
        return out
    }

    /// watchOS draws every app dark and has no trait collection to ask.
    private func watchContext() -> String {
        var out = "extension \(platform.ns).Context {\n"
        out += "    /// The context on watchOS, which draws every app dark: the dark appearance where the system\n"
        out += "    /// has one, every other modifier at its default.\n"
        out += "    \(platform.access)static var watch: \(platform.ns).Context {\n"
        out += "        \(platform.binding(for: .appearance) == nil ? "let" : "var") context = \(platform.ns).Context()\n"
        if let appearance = platform.binding(for: .appearance) {
            out += "        context.\(appearance.property) = .\(appearance.on)\n"
        }
        out += "        return context\n    }\n}\n"
        return out
    }

    private func traitContext() -> String {
        let ns = platform.ns, access = platform.access
        var out = "extension \(ns).Context {\n"
        out += "    /// The context a trait collection asks for: appearance and contrast (an unspecified trait keeps\n"
        out += "    /// the system's default). It reads nothing else, so it is safe on any thread, as a dynamic\n"
        out += "    /// colour's provider must be.\n"
        out += "    \(access)init(_ traits: UITraitCollection) {\n        self.init()\n"
        if let appearance = platform.binding(for: .appearance) {
            out += SwiftPlatformSwitch.cases("traits.userInterfaceStyle", property: appearance.property,
                                             [(".dark", appearance.on), (".light", appearance.off)])
        }
        if let contrast = platform.binding(for: .contrast) {
            out += SwiftPlatformSwitch.cases("traits.accessibilityContrast", property: contrast.property,
                                             [(".high", contrast.on), (".normal", contrast.off)])
        }
        out += "    }\n\n"
        out += "    /// The trait collection's context with Reduce Motion and Reduce Transparency, which\n"
        out += "    /// `UIAccessibility` gives on the main actor only.\n"
        out += SwiftPlatformSwitch.current(platform, parameter: "_ traits: UITraitCollection", base: "traits",
                                           motion: "UIAccessibility.isReduceMotionEnabled", transparency: "UIAccessibility.isReduceTransparencyEnabled")
        return out + "}\n"
    }
}

/// Writes `Tokens+AppKit.swift`: `NSColor`s (dynamic for the appearance) and `NSFont`s. Mac Catalyst
/// can import AppKit but has none of these classes, so the file is for macOS alone.
struct SwiftAppKitLayer {
    let platform: SwiftPlatformContext

    func text() -> String {
        let ns = platform.ns, access = platform.access
        var out = platform.header("AppKit: NSColor with a dynamic provider for the appearance (light/dark, high contrast) and NSFont.")
        out += "#if canImport(AppKit) && !targetEnvironment(macCatalyst)\nimport AppKit\nimport CoreText\n\n"
        out += platform.fill(SwiftAppKitGlue.values)
        out += "\nextension \(ns).Context {\n"
        out += "    /// The context an appearance asks for: dark and high contrast (an appearance that matches\n"
        out += "    /// none of the four keeps the system's default). It reads nothing else, so it is safe on any\n"
        out += "    /// thread, as a dynamic colour's provider must be.\n"
        out += "    \(access)init(_ appearance: NSAppearance) {\n        self.init()\n"
        let appearance = platform.binding(for: .appearance), contrast = platform.binding(for: .contrast)
        if appearance != nil || contrast != nil {
            out += "        let match = appearance.bestMatch(from: [.aqua, .darkAqua, .accessibilityHighContrastAqua, .accessibilityHighContrastDarkAqua])\n"
        }
        if let appearance {
            out += SwiftPlatformSwitch.cases("match", property: appearance.property, [
                (".darkAqua, .accessibilityHighContrastDarkAqua", appearance.on), (".aqua, .accessibilityHighContrastAqua", appearance.off),
            ])
        }
        if let contrast {
            out += SwiftPlatformSwitch.cases("match", property: contrast.property, [
                (".accessibilityHighContrastAqua, .accessibilityHighContrastDarkAqua", contrast.on), (".aqua, .darkAqua", contrast.off),
            ])
        }
        out += "    }\n\n"
        out += "    /// The appearance's context with Reduce Motion and Reduce Transparency from `NSWorkspace`.\n"
        out += SwiftPlatformSwitch.current(platform, parameter: "_ appearance: NSAppearance", base: "appearance",
                                           motion: "NSWorkspace.shared.accessibilityDisplayShouldReduceMotion",
                                           transparency: "NSWorkspace.shared.accessibilityDisplayShouldReduceTransparency")
        return out + "}\n#endif\n"
    }
}

/// A `switch` that sets a context property for the values a platform setting names, and keeps the
/// default for any other (UIKit's `.unspecified`, an appearance that matches nothing).
enum SwiftPlatformSwitch {
    static func cases(_ subject: String, property: String, _ arms: [(pattern: String, context: String)]) -> String {
        var out = "        switch \(subject) {\n"
        for arm in arms { out += "        case \(arm.pattern): \(property) = .\(arm.context)\n" }
        out += "        default: break\n        }\n"
        return out
    }

    /// `current(_:)`: the context of `base` with the Reduce Motion and Reduce Transparency settings,
    /// which the platform gives on the main actor only.
    static func current(_ platform: SwiftPlatformContext, parameter: String, base: String, motion: String, transparency: String) -> String {
        let ns = platform.ns
        var out = "    @MainActor \(platform.access)static func current(\(parameter)) -> \(ns).Context {\n"
        let bound = [(PlatformTrait.motion, motion), (.transparency, transparency)].compactMap { trait, condition in
            platform.binding(for: trait).map { ($0, condition) }
        }
        out += "        \(bound.isEmpty ? "let" : "var") context = \(ns).Context(\(base))\n"
        for (binding, condition) in bound {
            out += "        context.\(binding.property) = \(condition) ? .\(binding.on) : .\(binding.off)\n"
        }
        return out + "        return context\n    }\n"
    }
}
