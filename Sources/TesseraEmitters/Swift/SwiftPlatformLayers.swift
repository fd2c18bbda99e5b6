import TesseraCore

/// Writes `Tokens+UIKit.swift`: `UIColor`s (dynamic for light/dark and contrast), `UIFont`s scaled
/// with `UIFontMetrics`, the context from a trait collection, and haptics.
struct SwiftUIKitLayer {
    let platform: SwiftPlatformContext
    var api: String = ""

    func text() -> String {
        var out = platform.header("UIKit: UIColor with a dynamic provider for light/dark and contrast, UIFont scaled with UIFontMetrics, haptic feedback.")
        out += "#if canImport(UIKit)\nimport UIKit\n\n"
        out += platform.fill(SwiftPlatformGlue.uiKit)
        out += "\nextension \(platform.ns).Context {\n"
        out += "    /// The context a trait collection asks for (colour scheme and contrast), with Reduce Motion\n"
        out += "    /// and Reduce Transparency from `UIAccessibility`.\n"
        out += "    @MainActor \(platform.access)init(_ traits: UITraitCollection) {\n        self.init()\n"
        for binding in platform.traitBindings {
            let condition: String
            switch binding.trait {
            case .appearance: condition = "traits.userInterfaceStyle == .dark"
            case .contrast: condition = "traits.accessibilityContrast == .high"
            case .motion: condition = "UIAccessibility.isReduceMotionEnabled"
            case .transparency: condition = "UIAccessibility.isReduceTransparencyEnabled"
            }
            out += "        \(binding.property) = \(condition) ? .\(binding.on) : .\(binding.off)\n"
        }
        out += "    }\n}\n"
        if !api.isEmpty { out += "\n" + api }
        out += "#endif\n"
        return out
    }
}

/// Writes `Tokens+AppKit.swift`: `NSColor`s (dynamic for the appearance) and `NSFont`s.
struct SwiftAppKitLayer {
    let platform: SwiftPlatformContext

    func text() -> String {
        var out = platform.header("AppKit: NSColor with a dynamic provider for the appearance (light/dark, high contrast) and NSFont.")
        out += "#if canImport(AppKit)\nimport AppKit\n\n"
        out += platform.fill(SwiftPlatformGlue.appKit)
        out += "\nextension \(platform.ns).Context {\n"
        out += "    /// The context an appearance asks for (dark and high contrast), with Reduce Motion and Reduce\n"
        out += "    /// Transparency from `NSWorkspace`.\n"
        out += "    @MainActor \(platform.access)init(_ appearance: NSAppearance) {\n        self.init()\n"
        // Only when a binding reads it: an unused `match` is a compiler warning in the app.
        if platform.traitBindings.contains(where: { $0.trait == .appearance || $0.trait == .contrast }) {
            out += "        let match = appearance.bestMatch(from: [.aqua, .darkAqua, .accessibilityHighContrastAqua, .accessibilityHighContrastDarkAqua])\n"
        }
        for binding in platform.traitBindings {
            let condition: String
            switch binding.trait {
            case .appearance: condition = "match == .darkAqua || match == .accessibilityHighContrastDarkAqua"
            case .contrast: condition = "match == .accessibilityHighContrastAqua || match == .accessibilityHighContrastDarkAqua"
            case .motion: condition = "NSWorkspace.shared.accessibilityDisplayShouldReduceMotion"
            case .transparency: condition = "NSWorkspace.shared.accessibilityDisplayShouldReduceTransparency"
            }
            out += "        \(binding.property) = (\(condition)) ? .\(binding.on) : .\(binding.off)\n"
        }
        out += "    }\n}\n#endif\n"
        return out
    }
}

enum SwiftPlatformGlue {
    static let uiKit = #"""
        extension TOKENS.ColorValue {
            /// The colour in Display P3 when it lies outside sRGB, else in sRGB.
            ACCESS var uiColor: UIColor {
                isWideGamut
                    ? UIColor(displayP3Red: CGFloat(displayP3.red), green: CGFloat(displayP3.green), blue: CGFloat(displayP3.blue), alpha: CGFloat(displayP3.alpha))
                    : UIColor(red: CGFloat(srgb.red), green: CGFloat(srgb.green), blue: CGFloat(srgb.blue), alpha: CGFloat(srgb.alpha))
            }
        }

        extension TOKENS.Adaptive where Value == TOKENS.ColorValue {
            /// A dynamic colour: resolved again whenever the trait collection changes.
            ACCESS var uiColor: UIColor {
                UIColor { traits in MainActor.assumeIsolated { resolved(in: TOKENS.Context(traits)).uiColor } }
            }
        }

        extension TOKENS.TypographyValue {
            /// The font at the token's size, scaled with Dynamic Type by `UIFontMetrics`.
            ACCESS var uiFont: UIFont {
                let size = CGFloat(fontSize)
                var font: UIFont
                let system = UIFont.systemFont(ofSize: size, weight: uiWeight)
                switch systemDesign {
                case "default":
                    font = system
                case "rounded":
                    font = system.fontDescriptor.withDesign(.rounded).map { UIFont(descriptor: $0, size: size) } ?? system
                case "serif":
                    font = system.fontDescriptor.withDesign(.serif).map { UIFont(descriptor: $0, size: size) } ?? system
                case "monospaced":
                    font = UIFont.monospacedSystemFont(ofSize: size, weight: uiWeight)
                default:
                    font = fontFamily.lazy.compactMap { UIFont(name: $0, size: size) }.first ?? system
                }
                if italic, let descriptor = font.fontDescriptor.withSymbolicTraits(.traitItalic) {
                    font = UIFont(descriptor: descriptor, size: size)
                }
                return UIFontMetrics(forTextStyle: uiTextStyle).scaledFont(for: font)
            }

            ACCESS var uiWeight: UIFont.Weight {
                [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black][weightIndex]
            }

            ACCESS var uiTextStyle: UIFont.TextStyle {
                switch textStyle {
                case "largeTitle": .largeTitle
                case "title": .title1
                case "title2": .title2
                case "title3": .title3
                case "headline": .headline
                case "subheadline": .subheadline
                case "callout": .callout
                case "footnote": .footnote
                case "caption": .caption1
                case "caption2": .caption2
                default: .body
                }
            }
        }

        extension TOKENS.HapticValue {
            /// Plays the feedback with the generator UIKit has for it.
            @MainActor ACCESS func play() {
                switch feedback {
                case .impact(let style):
                    let styles: [String: UIImpactFeedbackGenerator.FeedbackStyle] = ["light": .light, "medium": .medium, "heavy": .heavy, "soft": .soft, "rigid": .rigid]
                    UIImpactFeedbackGenerator(style: styles[style] ?? .medium).impactOccurred(intensity: CGFloat(intensity))
                case .selection:
                    UISelectionFeedbackGenerator().selectionChanged()
                case .notification(let type):
                    let types: [String: UINotificationFeedbackGenerator.FeedbackType] = ["success": .success, "warning": .warning, "error": .error]
                    UINotificationFeedbackGenerator().notificationOccurred(types[type] ?? .success)
                }
            }
        }

        """#

    static let appKit = #"""
        extension TOKENS.ColorValue {
            /// The colour in Display P3 when it lies outside sRGB, else in sRGB.
            ACCESS var nsColor: NSColor {
                isWideGamut
                    ? NSColor(displayP3Red: CGFloat(displayP3.red), green: CGFloat(displayP3.green), blue: CGFloat(displayP3.blue), alpha: CGFloat(displayP3.alpha))
                    : NSColor(srgbRed: CGFloat(srgb.red), green: CGFloat(srgb.green), blue: CGFloat(srgb.blue), alpha: CGFloat(srgb.alpha))
            }
        }

        extension TOKENS.Adaptive where Value == TOKENS.ColorValue {
            /// A dynamic colour: resolved again for each appearance it is drawn in.
            ACCESS var nsColor: NSColor {
                NSColor(name: nil) { appearance in MainActor.assumeIsolated { resolved(in: TOKENS.Context(appearance)).nsColor } }
            }
        }

        extension TOKENS.TypographyValue {
            /// The font at the token's size (macOS has no Dynamic Type).
            ACCESS var nsFont: NSFont {
                let size = CGFloat(fontSize)
                let system = NSFont.systemFont(ofSize: size, weight: nsWeight)
                var font: NSFont
                switch systemDesign {
                case "default":
                    font = system
                case "rounded":
                    font = system.fontDescriptor.withDesign(.rounded).flatMap { NSFont(descriptor: $0, size: size) } ?? system
                case "serif":
                    font = system.fontDescriptor.withDesign(.serif).flatMap { NSFont(descriptor: $0, size: size) } ?? system
                case "monospaced":
                    font = NSFont.monospacedSystemFont(ofSize: size, weight: nsWeight)
                default:
                    font = fontFamily.lazy.compactMap { NSFont(name: $0, size: size) }.first ?? system
                }
                if italic, let italicFont = NSFont(descriptor: font.fontDescriptor.withSymbolicTraits(.italic), size: size) {
                    font = italicFont
                }
                return font
            }

            ACCESS var nsWeight: NSFont.Weight {
                [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black][weightIndex]
            }
        }

        """#
}
