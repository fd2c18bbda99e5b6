// Minimal interface stub of Apple's AppKit, for type-checking generated code on Linux.
//
// Every declaration mirrors Apple's documented Swift signature (argument labels, parameter and
// return types, default arguments, optionality, failable initialisers). Bodies are `fatalError()`
// or trivial: this module is only ever type-checked against, never run. Version availability is
// not modelled (Documentation/AppleAvailability.md holds it). The module is built once per
// platform that can import AppKit, with `-D TESSERA_STUB_MACOS` or `-D TESSERA_STUB_MACCATALYST`.
// Mac Catalyst apps can `import AppKit` (so `canImport(AppKit)` is true there), but its AppKit has
// only a few classes, such as the toolbar a Catalyst window shows; everything else here is macOS only.
// `NSObject` does not exist here, so the Objective-C classes are plain `open` classes, marked
// `@unchecked Sendable` where Apple marks them Sendable.
//
// Built with `swiftc -swift-version 6 -parse-as-library -emit-module -module-name AppKit -D TESSERA_STUB_<PLATFORM>`.

@_exported import Foundation
import CoreText

#if !(TESSERA_STUB_MACOS || TESSERA_STUB_MACCATALYST)
#error("build the AppKit stub with -D TESSERA_STUB_MACOS or -D TESSERA_STUB_MACCATALYST")
#endif

// MARK: - NSToolbar (macOS and Mac Catalyst)

/// `class NSToolbar : NSObject` — on Mac Catalyst a window's title bar holds one
/// (`UITitlebar.toolbar: NSToolbar?`, Mac Catalyst 13.0+,
/// https://developer.apple.com/documentation/uikit/uititlebar/toolbar).
open class NSToolbar {
    /// `typealias NSToolbar.Identifier = String`
    public typealias Identifier = String
    /// `init(identifier: NSToolbar.Identifier)`
    public init(identifier: NSToolbar.Identifier) {}
}

/// The rest is macOS only: Apple's pages list no Mac Catalyst for NSColor
/// (https://developer.apple.com/documentation/appkit/nscolor), NSAppearance, NSColorSpace, NSFont,
/// NSFontDescriptor, NSWorkspace or NSHapticFeedbackManager.
#if TESSERA_STUB_MACOS

// MARK: - NSAppearance

/// `class NSAppearance : NSObject, NSSecureCoding, @unchecked Sendable`
open class NSAppearance: @unchecked Sendable {
    /// `struct NSAppearance.Name : Hashable, Equatable, RawRepresentable, @unchecked Sendable`
    public struct Name: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let aqua = Name(rawValue: "NSAppearanceNameAqua")
        public static let darkAqua = Name(rawValue: "NSAppearanceNameDarkAqua")
        public static let vibrantLight = Name(rawValue: "NSAppearanceNameVibrantLight")
        public static let vibrantDark = Name(rawValue: "NSAppearanceNameVibrantDark")
        public static let accessibilityHighContrastAqua = Name(rawValue: "NSAppearanceNameAccessibilityAqua")
        public static let accessibilityHighContrastDarkAqua =
            Name(rawValue: "NSAppearanceNameAccessibilityDarkAqua")
        public static let accessibilityHighContrastVibrantLight =
            Name(rawValue: "NSAppearanceNameAccessibilityVibrantLight")
        public static let accessibilityHighContrastVibrantDark =
            Name(rawValue: "NSAppearanceNameAccessibilityVibrantDark")
    }

    /// `init?(named name: NSAppearance.Name)`
    public init?(named name: NSAppearance.Name) {}

    /// `var name: NSAppearance.Name { get }`
    open var name: NSAppearance.Name { fatalError("AppKit stub") }
    /// `var allowsVibrancy: Bool { get }`
    open var allowsVibrancy: Bool { fatalError("AppKit stub") }

    /// `class var currentDrawing: NSAppearance { get }` (macOS 11).
    open class var currentDrawing: NSAppearance { fatalError("AppKit stub") }

    /// `func bestMatch(from appearances: [NSAppearance.Name]) -> NSAppearance.Name?`
    open func bestMatch(from appearances: [NSAppearance.Name]) -> NSAppearance.Name? { fatalError("AppKit stub") }
    /// `func performAsCurrentDrawingAppearance(_ block: () -> Void)`
    open func performAsCurrentDrawingAppearance(_ block: () -> Void) { block() }
}

// MARK: - NSColorSpace

/// `class NSColorSpace : NSObject, NSSecureCoding, @unchecked Sendable`
open class NSColorSpace: @unchecked Sendable {
    public init() {}
    open class var sRGB: NSColorSpace { fatalError("AppKit stub") }
    open class var extendedSRGB: NSColorSpace { fatalError("AppKit stub") }
    open class var displayP3: NSColorSpace { fatalError("AppKit stub") }
    open class var genericRGB: NSColorSpace { fatalError("AppKit stub") }
    open class var deviceRGB: NSColorSpace { fatalError("AppKit stub") }
}

// MARK: - NSColor

/// `class NSColor : NSObject, NSCopying, NSSecureCoding, NSPasteboardReading, NSPasteboardWriting, @unchecked Sendable`
open class NSColor: @unchecked Sendable {
    /// `typealias NSColor.Name = String`
    public typealias Name = String

    /// `init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)`
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    /// `init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)`
    public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    /// `init(calibratedRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)`
    public init(calibratedRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    /// `init(deviceRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)`
    public init(deviceRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    /// `init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)` (extended sRGB, macOS 10.9)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    /// `init(white: CGFloat, alpha: CGFloat)`
    public init(white: CGFloat, alpha: CGFloat) {}
    /// `init(calibratedWhite white: CGFloat, alpha: CGFloat)`
    public init(calibratedWhite white: CGFloat, alpha: CGFloat) {}
    /// `init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat)`
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {}
    /// `init(name colorName: NSColor.Name?, dynamicProvider: @escaping (NSAppearance) -> NSColor)` —
    /// documented without `@Sendable` (macOS 10.15+).
    public init(name colorName: NSColor.Name?, dynamicProvider: @escaping (NSAppearance) -> NSColor) {}
    /// `init?(named name: NSColor.Name)`
    public init?(named name: NSColor.Name) {}
    /// `init?(named name: NSColor.Name, bundle: Bundle?)` — no default for `bundle`.
    public init?(named name: NSColor.Name, bundle: Bundle?) {}

    /// `func withAlphaComponent(_ alpha: CGFloat) -> NSColor`
    open func withAlphaComponent(_ alpha: CGFloat) -> NSColor { fatalError("AppKit stub") }
    /// `func usingColorSpace(_ space: NSColorSpace) -> NSColor?`
    open func usingColorSpace(_ space: NSColorSpace) -> NSColor? { fatalError("AppKit stub") }
    /// `func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: …, blue: …, alpha: …)` (no result)
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) {}

    open var redComponent: CGFloat { fatalError("AppKit stub") }
    open var greenComponent: CGFloat { fatalError("AppKit stub") }
    open var blueComponent: CGFloat { fatalError("AppKit stub") }
    open var alphaComponent: CGFloat { fatalError("AppKit stub") }

    // Fixed colours: `class var black: NSColor { get }` and so on.
    open class var clear: NSColor { fatalError("AppKit stub") }
    open class var black: NSColor { fatalError("AppKit stub") }
    open class var white: NSColor { fatalError("AppKit stub") }
    open class var gray: NSColor { fatalError("AppKit stub") }
    open class var red: NSColor { fatalError("AppKit stub") }
    open class var green: NSColor { fatalError("AppKit stub") }
    open class var blue: NSColor { fatalError("AppKit stub") }

    // Semantic and system colours.
    open class var labelColor: NSColor { fatalError("AppKit stub") }
    open class var secondaryLabelColor: NSColor { fatalError("AppKit stub") }
    open class var tertiaryLabelColor: NSColor { fatalError("AppKit stub") }
    open class var textColor: NSColor { fatalError("AppKit stub") }
    open class var textBackgroundColor: NSColor { fatalError("AppKit stub") }
    open class var windowBackgroundColor: NSColor { fatalError("AppKit stub") }
    open class var controlBackgroundColor: NSColor { fatalError("AppKit stub") }
    open class var controlAccentColor: NSColor { fatalError("AppKit stub") }
    open class var separatorColor: NSColor { fatalError("AppKit stub") }
    open class var linkColor: NSColor { fatalError("AppKit stub") }
    open class var systemBlue: NSColor { fatalError("AppKit stub") }
    open class var systemRed: NSColor { fatalError("AppKit stub") }
    open class var systemGreen: NSColor { fatalError("AppKit stub") }
    open class var systemOrange: NSColor { fatalError("AppKit stub") }
    open class var systemYellow: NSColor { fatalError("AppKit stub") }
    open class var systemGray: NSColor { fatalError("AppKit stub") }
}

// MARK: - NSFont

/// `class NSFont : NSObject, NSCopying, NSSecureCoding, @unchecked Sendable`, toll-free bridged
/// with `CTFont` (modelled as a subclass: see CoreText/CoreText.swift).
open class NSFont: CTFont, @unchecked Sendable {
    /// `struct NSFont.Weight : Hashable, Equatable, RawRepresentable, @unchecked Sendable` (raw value `CGFloat`).
    public struct Weight: Hashable, RawRepresentable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }

    /// `struct NSFont.TextStyle : Hashable, Equatable, RawRepresentable, @unchecked Sendable` (macOS 11).
    /// AppKit's names: `title1` and `caption1`.
    public struct TextStyle: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "NSCTFontUIUsageTitle0")
        public static let title1 = TextStyle(rawValue: "NSCTFontUIUsageTitle1")
        public static let title2 = TextStyle(rawValue: "NSCTFontUIUsageTitle2")
        public static let title3 = TextStyle(rawValue: "NSCTFontUIUsageTitle3")
        public static let headline = TextStyle(rawValue: "NSCTFontUIUsageHeadline")
        public static let subheadline = TextStyle(rawValue: "NSCTFontUIUsageSubhead")
        public static let body = TextStyle(rawValue: "NSCTFontUIUsageBody")
        public static let callout = TextStyle(rawValue: "NSCTFontUIUsageCallout")
        public static let footnote = TextStyle(rawValue: "NSCTFontUIUsageFootnote")
        public static let caption1 = TextStyle(rawValue: "NSCTFontUIUsageCaption1")
        public static let caption2 = TextStyle(rawValue: "NSCTFontUIUsageCaption2")
    }

    /// `struct NSFont.TextStyleOptionKey : Hashable, Equatable, RawRepresentable, Sendable` (macOS 11).
    public struct TextStyleOptionKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// `init?(name fontName: String, size fontSize: CGFloat)` — failable.
    public init?(name fontName: String, size fontSize: CGFloat) {}
    /// `init?(descriptor fontDescriptor: NSFontDescriptor, size fontSize: CGFloat)` — failable on
    /// AppKit (unlike UIKit's `UIFont(descriptor:size:)`).
    public init?(descriptor fontDescriptor: NSFontDescriptor, size fontSize: CGFloat) {}

    /// `class func systemFont(ofSize fontSize: CGFloat) -> NSFont`
    open class func systemFont(ofSize fontSize: CGFloat) -> NSFont { fatalError("AppKit stub") }
    /// `class func systemFont(ofSize fontSize: CGFloat, weight: NSFont.Weight) -> NSFont`
    open class func systemFont(ofSize fontSize: CGFloat, weight: NSFont.Weight) -> NSFont { fatalError("AppKit stub") }
    /// `class func boldSystemFont(ofSize fontSize: CGFloat) -> NSFont`
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> NSFont { fatalError("AppKit stub") }
    /// `class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: NSFont.Weight) -> NSFont`
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: NSFont.Weight) -> NSFont {
        fatalError("AppKit stub")
    }
    /// `class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: NSFont.Weight) -> NSFont`
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: NSFont.Weight) -> NSFont {
        fatalError("AppKit stub")
    }
    /// `class func preferredFont(forTextStyle style: NSFont.TextStyle, options: [NSFont.TextStyleOptionKey : Any] = [:]) -> NSFont`
    open class func preferredFont(
        forTextStyle style: NSFont.TextStyle, options: [NSFont.TextStyleOptionKey: Any] = [:]
    ) -> NSFont { fatalError("AppKit stub") }

    /// `class var systemFontSize: CGFloat { get }`
    open class var systemFontSize: CGFloat { fatalError("AppKit stub") }

    /// `var fontDescriptor: NSFontDescriptor { get }`
    open var fontDescriptor: NSFontDescriptor { fatalError("AppKit stub") }
    open var fontName: String { fatalError("AppKit stub") }
    /// `var familyName: String? { get }` — optional on AppKit.
    open var familyName: String? { fatalError("AppKit stub") }
    open var pointSize: CGFloat { fatalError("AppKit stub") }
    open var ascender: CGFloat { fatalError("AppKit stub") }
    open var descender: CGFloat { fatalError("AppKit stub") }
    open var capHeight: CGFloat { fatalError("AppKit stub") }
    open var xHeight: CGFloat { fatalError("AppKit stub") }
    open var leading: CGFloat { fatalError("AppKit stub") }
}

// MARK: - NSFontDescriptor

/// `class NSFontDescriptor : NSObject, NSCopying, NSSecureCoding, @unchecked Sendable`
open class NSFontDescriptor: @unchecked Sendable {
    /// `struct NSFontDescriptor.SystemDesign : Hashable, Equatable, RawRepresentable, Sendable` (macOS 10.15).
    public struct SystemDesign: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }

    /// `struct NSFontDescriptor.SymbolicTraits : OptionSet, @unchecked Sendable` (raw value `UInt32`).
    /// AppKit's names drop UIKit's `trait` prefix: `.italic`, `.bold`.
    public struct SymbolicTraits: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        public static let italic = SymbolicTraits(rawValue: 1 << 0)
        public static let bold = SymbolicTraits(rawValue: 1 << 1)
        public static let expanded = SymbolicTraits(rawValue: 1 << 5)
        public static let condensed = SymbolicTraits(rawValue: 1 << 6)
        public static let monoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let vertical = SymbolicTraits(rawValue: 1 << 11)
        public static let uiOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let tightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let looseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// `struct NSFontDescriptor.AttributeName : Hashable, Equatable, RawRepresentable, Sendable`
    public struct AttributeName: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        /// `static let featureSettings: NSFontDescriptor.AttributeName` (an array of dictionaries keyed by `FeatureKey`)
        public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
    }

    /// `struct NSFontDescriptor.TraitKey : Hashable, Equatable, RawRepresentable, Sendable`: the
    /// keys of the `.traits` dictionary.
    public struct TraitKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
    }

    /// `struct NSFontDescriptor.FeatureKey : Hashable, Equatable, RawRepresentable, Sendable`: the
    /// keys of a `.featureSettings` entry; AppKit keeps the `…Identifier` names (macOS 10.5,
    /// https://developer.apple.com/documentation/appkit/nsfontdescriptor/featurekey).
    public struct FeatureKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// `init(_ rawValue: String)`
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// `static let typeIdentifier: NSFontDescriptor.FeatureKey`
        public static let typeIdentifier = FeatureKey(rawValue: "CTFeatureTypeIdentifier")
        /// `static let selectorIdentifier: NSFontDescriptor.FeatureKey`
        public static let selectorIdentifier = FeatureKey(rawValue: "CTFeatureSelectorIdentifier")
    }

    /// `init(fontAttributes attributes: [NSFontDescriptor.AttributeName : Any]? = nil)`
    public init(fontAttributes attributes: [NSFontDescriptor.AttributeName: Any]? = nil) {}
    /// `convenience init(name fontName: String, size: CGFloat)`
    public convenience init(name fontName: String, size: CGFloat) { self.init() }

    /// `class func preferredFontDescriptor(forTextStyle style: NSFont.TextStyle, options: [NSFont.TextStyleOptionKey : Any] = [:]) -> NSFontDescriptor`
    open class func preferredFontDescriptor(
        forTextStyle style: NSFont.TextStyle, options: [NSFont.TextStyleOptionKey: Any] = [:]
    ) -> NSFontDescriptor { fatalError("AppKit stub") }

    /// `var postscriptName: String? { get }`
    open var postscriptName: String? { fatalError("AppKit stub") }
    open var pointSize: CGFloat { fatalError("AppKit stub") }
    /// `var symbolicTraits: NSFontDescriptor.SymbolicTraits { get }`
    open var symbolicTraits: SymbolicTraits { fatalError("AppKit stub") }

    /// `func withDesign(_ design: NSFontDescriptor.SystemDesign) -> Self?`
    open func withDesign(_ design: SystemDesign) -> Self? { fatalError("AppKit stub") }
    /// `func withSymbolicTraits(_ symbolicTraits: NSFontDescriptor.SymbolicTraits) -> NSFontDescriptor` —
    /// not optional on AppKit (unlike UIKit).
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> NSFontDescriptor { fatalError("AppKit stub") }
    /// `func withSize(_ newPointSize: CGFloat) -> NSFontDescriptor`
    open func withSize(_ newPointSize: CGFloat) -> NSFontDescriptor { fatalError("AppKit stub") }
    /// `func addingAttributes(_ attributes: [NSFontDescriptor.AttributeName : Any]) -> NSFontDescriptor`
    open func addingAttributes(_ attributes: [AttributeName: Any]) -> NSFontDescriptor { fatalError("AppKit stub") }
    /// `func matchingFontDescriptors(withMandatoryKeys mandatoryKeys: Set<NSFontDescriptor.AttributeName>?) -> [NSFontDescriptor]`
    open func matchingFontDescriptors(withMandatoryKeys mandatoryKeys: Set<AttributeName>?) -> [NSFontDescriptor] {
        fatalError("AppKit stub")
    }
    /// `func withFamily(_ newFamily: String) -> NSFontDescriptor`
    open func withFamily(_ newFamily: String) -> NSFontDescriptor { fatalError("AppKit stub") }
}

// MARK: - NSWorkspace (accessibility display options)

/// `class NSWorkspace : NSObject`
open class NSWorkspace: @unchecked Sendable {
    /// `class var shared: NSWorkspace { get }`
    open class var shared: NSWorkspace { fatalError("AppKit stub") }

    /// `var accessibilityDisplayShouldReduceMotion: Bool { get }`
    open var accessibilityDisplayShouldReduceMotion: Bool { fatalError("AppKit stub") }
    /// `var accessibilityDisplayShouldReduceTransparency: Bool { get }`
    open var accessibilityDisplayShouldReduceTransparency: Bool { fatalError("AppKit stub") }
    /// `var accessibilityDisplayShouldIncreaseContrast: Bool { get }`
    open var accessibilityDisplayShouldIncreaseContrast: Bool { fatalError("AppKit stub") }
    /// `var accessibilityDisplayShouldDifferentiateWithoutColor: Bool { get }`
    open var accessibilityDisplayShouldDifferentiateWithoutColor: Bool { fatalError("AppKit stub") }
    /// `var accessibilityDisplayShouldInvertColors: Bool { get }`
    open var accessibilityDisplayShouldInvertColors: Bool { fatalError("AppKit stub") }

    /// `var notificationCenter: NotificationCenter { get }`
    open var notificationCenter: NotificationCenter { fatalError("AppKit stub") }
    /// `class let accessibilityDisplayOptionsDidChangeNotification: NSNotification.Name`
    public static let accessibilityDisplayOptionsDidChangeNotification =
        NSNotification.Name("NSWorkspaceAccessibilityDisplayOptionsDidChangeNotification")
}

// MARK: - Haptics

/// `protocol NSHapticFeedbackPerformer : NSObjectProtocol`
public protocol NSHapticFeedbackPerformer: AnyObject {
    /// `func perform(_ pattern: NSHapticFeedbackManager.FeedbackPattern, performanceTime: NSHapticFeedbackManager.PerformanceTime)`
    func perform(
        _ pattern: NSHapticFeedbackManager.FeedbackPattern,
        performanceTime: NSHapticFeedbackManager.PerformanceTime)
}

/// `class NSHapticFeedbackManager : NSObject`
open class NSHapticFeedbackManager {
    /// `enum NSHapticFeedbackManager.FeedbackPattern : Int, @unchecked Sendable`
    public enum FeedbackPattern: Int, Sendable {
        case generic = 0
        case alignment = 1
        case levelChange = 2
    }

    /// `enum NSHapticFeedbackManager.PerformanceTime : UInt, @unchecked Sendable`
    public enum PerformanceTime: UInt, Sendable {
        case `default` = 0
        case now = 1
        case drawCompleted = 2
    }

    /// `class var defaultPerformer: any NSHapticFeedbackPerformer { get }`
    open class var defaultPerformer: any NSHapticFeedbackPerformer { fatalError("AppKit stub") }
}
#endif
