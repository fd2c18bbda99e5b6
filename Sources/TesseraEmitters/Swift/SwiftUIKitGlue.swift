/// The fixed part of `Tokens+UIKit.swift`, filled by `SwiftPlatformContext.fill`.
enum SwiftUIKitGlue {
    static let values = #"""
        extension TOKENS.ColorValue {
            /// The colour in Display P3 when it lies outside sRGB, else in sRGB.
            ACCESS var uiColor: UIColor {
                isWideGamut
                    ? UIColor(displayP3Red: CGFloat(displayP3.red), green: CGFloat(displayP3.green), blue: CGFloat(displayP3.blue), alpha: CGFloat(displayP3.alpha))
                    : UIColor(red: CGFloat(srgb.red), green: CGFloat(srgb.green), blue: CGFloat(srgb.blue), alpha: CGFloat(srgb.alpha))
            }
        }

        extension TOKENS.Adaptive where Value == TOKENS.ColorValue {
            /// A dynamic colour: resolved again whenever the trait collection changes, from the trait
            /// collection alone, on whatever thread UIKit asks (`cgColor`, `resolvedColor(with:)`,
            /// renderers and widgets resolve colours off the main thread). watchOS has no dynamic
            /// colours: there it is the colour of the dark appearance every watch app has.
            ACCESS var uiColor: UIColor {
                #if os(watchOS)
                resolved(in: TOKENS.Context.watch).uiColor
                #else
                UIColor { traits in resolved(in: TOKENS.Context(traits)).uiColor }
                #endif
            }
        }

        extension TOKENS.TypographyValue {
            /// The font at the token's size, scaled with Dynamic Type by `UIFontMetrics`.
            ACCESS var uiFont: UIFont {
                UIFontMetrics(forTextStyle: uiTextStyle).scaledFont(for: uiFont(size: CGFloat(fontSize)))
            }

            /// The font at `size` points as is: the first family of the list that the device has (Apple's
            /// own families as designs of the system font), with the token's weight, italic and numerals.
            ACCESS func uiFont(size: CGFloat) -> UIFont {
                let system = UIFont.systemFont(ofSize: size, weight: uiWeight)
                var font = system
                switch face(installed: Self.isInstalled) {
                case (_, let family?) where !UIFont.fontNames(forFamilyName: family).isEmpty:
                    let traits: [UIFontDescriptor.TraitKey: Any] = [.weight: uiWeight.rawValue]
                    font = UIFont(descriptor: UIFontDescriptor(fontAttributes: [.family: family, .traits: traits]), size: size)
                case (_, let name?):
                    font = UIFont(name: name, size: size) ?? system
                case ("monospaced"?, nil):
                    font = UIFont.monospacedSystemFont(ofSize: size, weight: uiWeight)
                case (let design, nil):
                    font = system.fontDescriptor.withDesign(Self.uiDesign(design)).map { UIFont(descriptor: $0, size: size) } ?? system
                }
                // The existing traits stay (bold, and the rounded or serif design): italic is added.
                if italic, let descriptor = font.fontDescriptor.withSymbolicTraits(font.fontDescriptor.symbolicTraits.union(.traitItalic)) {
                    font = UIFont(descriptor: descriptor, size: size)
                }
                let features = Self.numeralFeatures(fontFeatures)
                if !features.isEmpty {
                    let settings = features.map { [UIFontDescriptor.FeatureKey.type: $0.type, .selector: $0.selector] }
                    font = UIFont(descriptor: font.fontDescriptor.addingAttributes([.featureSettings: settings]), size: size)
                }
                return font
            }

            /// The same font as Core Text's, for `SwiftUI.Font(_:)`.
            ACCESS func ctFont(size: CGFloat) -> CTFont { uiFont(size: size) as CTFont }

            /// The PostScript name of the font at `size` (its weight and italic included).
            ACCESS func fontName(size: CGFloat) -> String { uiFont(size: size).fontName }

            /// Whether the device has a family of that name, or a font of that PostScript or full name.
            ACCESS static func isInstalled(_ name: String) -> Bool {
                !UIFont.fontNames(forFamilyName: name).isEmpty || UIFont(name: name, size: 12) != nil
            }

            static func uiDesign(_ design: String?) -> UIFontDescriptor.SystemDesign {
                switch design {
                case "rounded": .rounded
                case "serif": .serif
                case "monospaced": .monospaced
                default: .default
                }
            }

            ACCESS var uiWeight: UIFont.Weight {
                [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black][weightIndex]
            }

            ACCESS var uiTextStyle: UIFont.TextStyle {
                switch textStyle {
                case "largeTitle":
                    #if os(tvOS)
                    return .title1  // tvOS has no largeTitle style
                    #else
                    return .largeTitle
                    #endif
                case "title": return .title1
                case "title2": return .title2
                case "title3": return .title3
                case "headline": return .headline
                case "subheadline": return .subheadline
                case "callout": return .callout
                case "footnote": return .footnote
                case "caption": return .caption1
                case "caption2": return .caption2
                default: return .body
                }
            }
        }

        """#

    static let haptics = #"""
        extension TOKENS.HapticValue {
            /// Plays the feedback (see `TOKENSPREFIXHapticPlayer`).
            @MainActor ACCESS func play() { TOKENSPREFIXHapticPlayer.shared.play(self) }
        }

        /// Plays haptic values with one generator per kind, kept and prepared again after each use, as
        /// Apple advises, so that feedback comes without the latency of a cold Taptic Engine.
        /// Feedback generators exist on iOS, iPadOS and Mac Catalyst; elsewhere playing does nothing.
        @MainActor ACCESS final class TOKENSPREFIXHapticPlayer {
            ACCESS static let shared = TOKENSPREFIXHapticPlayer()
            #if os(iOS)
            private var impacts: [String: UIImpactFeedbackGenerator] = [:]
            private lazy var selection = UISelectionFeedbackGenerator()
            private lazy var notification = UINotificationFeedbackGenerator()
            #endif

            ACCESS init() {}

            /// Readies the generator of `haptic` (when a gesture begins, for instance).
            ACCESS func prepare(_ haptic: TOKENS.HapticValue) {
                #if os(iOS)
                switch haptic.feedback {
                case .impact(let style): impact(style).prepare()
                case .selection: selection.prepare()
                case .notification: notification.prepare()
                }
                #endif
            }

            ACCESS func play(_ haptic: TOKENS.HapticValue) {
                #if os(iOS)
                switch haptic.feedback {
                case .impact(let style):
                    let generator = impact(style)
                    generator.impactOccurred(intensity: CGFloat(haptic.intensity))
                    generator.prepare()
                case .selection:
                    selection.selectionChanged()
                    selection.prepare()
                case .notification(let type):
                    let types: [String: UINotificationFeedbackGenerator.FeedbackType] = ["success": .success, "warning": .warning, "error": .error]
                    notification.notificationOccurred(types[type] ?? .success)
                    notification.prepare()
                }
                #endif
            }

            #if os(iOS)
            private func impact(_ style: String) -> UIImpactFeedbackGenerator {
                if let generator = impacts[style] { return generator }
                let styles: [String: UIImpactFeedbackGenerator.FeedbackStyle] = ["light": .light, "medium": .medium, "heavy": .heavy, "soft": .soft, "rigid": .rigid]
                let generator = UIImpactFeedbackGenerator(style: styles[style] ?? .medium)
                impacts[style] = generator
                return generator
            }
            #endif
        }

        """#
}
