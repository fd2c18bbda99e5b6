/// The fixed part of `Tokens+AppKit.swift`, filled by `SwiftPlatformContext.fill`.
enum SwiftAppKitGlue {
    static let values = #"""
        extension TOKENS.ColorValue {
            /// The colour in Display P3 when it lies outside sRGB, else in sRGB.
            ACCESS var nsColor: NSColor {
                isWideGamut
                    ? NSColor(displayP3Red: CGFloat(displayP3.red), green: CGFloat(displayP3.green), blue: CGFloat(displayP3.blue), alpha: CGFloat(displayP3.alpha))
                    : NSColor(srgbRed: CGFloat(srgb.red), green: CGFloat(srgb.green), blue: CGFloat(srgb.blue), alpha: CGFloat(srgb.alpha))
            }
        }

        extension TOKENS.Adaptive where Value == TOKENS.ColorValue {
            /// A dynamic colour: resolved again for each appearance it is drawn in, from the appearance
            /// alone, on whatever thread AppKit asks.
            ACCESS var nsColor: NSColor {
                NSColor(name: nil) { appearance in resolved(in: TOKENS.Context(appearance)).nsColor }
            }
        }

        extension TOKENS.TypographyValue {
            /// The font at the token's size (macOS has no Dynamic Type).
            ACCESS var nsFont: NSFont { nsFont(size: CGFloat(fontSize)) }

            /// The font at `size` points: the first family of the list that the Mac has (Apple's own
            /// families as designs of the system font), with the token's weight, italic and numerals.
            ACCESS func nsFont(size: CGFloat) -> NSFont {
                let system = NSFont.systemFont(ofSize: size, weight: nsWeight)
                var font = system
                switch face(installed: Self.isInstalled) {
                case (_, let family?) where Self.hasFamily(family):
                    let traits: [NSFontDescriptor.TraitKey: Any] = [.weight: nsWeight.rawValue]
                    font = NSFont(descriptor: NSFontDescriptor(fontAttributes: [.family: family, .traits: traits]), size: size) ?? system
                case (_, let name?):
                    font = NSFont(name: name, size: size) ?? system
                case ("monospaced"?, nil):
                    font = NSFont.monospacedSystemFont(ofSize: size, weight: nsWeight)
                case (let design, nil):
                    font = system.fontDescriptor.withDesign(Self.nsDesign(design)).flatMap { NSFont(descriptor: $0, size: size) } ?? system
                }
                // The existing traits stay (bold, and the rounded or serif design): italic is added.
                if italic, let italicFont = NSFont(descriptor: font.fontDescriptor.withSymbolicTraits(font.fontDescriptor.symbolicTraits.union(.italic)), size: size) {
                    font = italicFont
                }
                let features = Self.numeralFeatures(fontFeatures)
                if !features.isEmpty {
                    let settings = features.map { [NSFontDescriptor.FeatureKey.typeIdentifier: $0.type, .selectorIdentifier: $0.selector] }
                    font = NSFont(descriptor: font.fontDescriptor.addingAttributes([.featureSettings: settings]), size: size) ?? font
                }
                return font
            }

            /// The same font as Core Text's, for `SwiftUI.Font(_:)`.
            ACCESS func ctFont(size: CGFloat) -> CTFont { nsFont(size: size) as CTFont }

            /// The PostScript name of the font at `size` (its weight and italic included).
            ACCESS func fontName(size: CGFloat) -> String { nsFont(size: size).fontName }

            /// Whether the Mac has a family of that name, or a font of that PostScript or full name.
            ACCESS static func isInstalled(_ name: String) -> Bool { hasFamily(name) || NSFont(name: name, size: 12) != nil }

            static func hasFamily(_ family: String) -> Bool {
                !NSFontDescriptor(fontAttributes: [.family: family]).matchingFontDescriptors(withMandatoryKeys: [.family]).isEmpty
            }

            static func nsDesign(_ design: String?) -> NSFontDescriptor.SystemDesign {
                switch design {
                case "rounded": .rounded
                case "serif": .serif
                case "monospaced": .monospaced
                default: .default
                }
            }

            ACCESS var nsWeight: NSFont.Weight {
                [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black][weightIndex]
            }
        }

        """#
}
