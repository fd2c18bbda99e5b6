// Minimal interface stub of Apple's UIKit, for type-checking generated code on Linux.
//
// Every declaration mirrors Apple's documented Swift signature (argument labels, parameter and
// return types, default arguments, optionality, failable initialisers, `@MainActor` where Apple
// has it). Bodies are `fatalError()` or trivial: this module is only ever type-checked against,
// never run. Version availability is not modelled (Documentation/AppleAvailability.md holds it);
// which platforms have a declaration is: the module is built once per platform with one of
// `-D TESSERA_STUB_IOS`, `_MACCATALYST`, `_TVOS`, `_WATCHOS` or `_VISIONOS`, and `#if` leaves out
// what Apple's documentation does not list for that platform (the `///` line cites the page).
// `NSObject` does not exist here, so the Objective-C classes are plain `open` classes, marked
// `@unchecked Sendable` where Apple marks them Sendable.
//
// Built with `swiftc -swift-version 6 -parse-as-library -emit-module -module-name UIKit -D TESSERA_STUB_<PLATFORM>`.

@_exported import Foundation
import CoreText

#if !(TESSERA_STUB_IOS || TESSERA_STUB_MACCATALYST || TESSERA_STUB_TVOS || TESSERA_STUB_WATCHOS || TESSERA_STUB_VISIONOS)
#error("build the UIKit stub with -D TESSERA_STUB_<PLATFORM> for a platform that has UIKit")
#endif

// MARK: - Appearance traits

/// Not on watchOS: https://developer.apple.com/documentation/uikit/uitraitcollection and
/// https://developer.apple.com/documentation/uikit/uiuserinterfacestyle list no watchOS (the
/// trait enums below go with them).
#if !TESSERA_STUB_WATCHOS
/// `enum UIUserInterfaceStyle : Int, @unchecked Sendable`
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}

/// `enum UIAccessibilityContrast : Int, @unchecked Sendable`
public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified = -1
    case normal = 0
    case high = 1
}

/// `enum UIUserInterfaceLevel : Int, @unchecked Sendable`
public enum UIUserInterfaceLevel: Int, Sendable {
    case unspecified = -1
    case base = 0
    case elevated = 1
}

/// `enum UILegibilityWeight : Int, @unchecked Sendable`
public enum UILegibilityWeight: Int, Sendable {
    case unspecified = -1
    case regular = 0
    case bold = 1
}

/// `enum UIDisplayGamut : Int, @unchecked Sendable`
public enum UIDisplayGamut: Int, Sendable {
    case unspecified = -1
    case SRGB = 0
    case P3 = 1
}

/// `struct UIContentSizeCategory : Hashable, Equatable, RawRepresentable, Sendable` (plus the
/// Swift overlay's `Comparable` and `isAccessibilityCategory`).
public struct UIContentSizeCategory: Hashable, RawRepresentable, Comparable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// `var isAccessibilityCategory: Bool { get }`
    public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }

    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        fatalError("UIKit stub")
    }
}

// MARK: - UITraitCollection

/// `class UITraitCollection : NSObject, NSCopying, NSSecureCoding, @unchecked Sendable`
open class UITraitCollection: @unchecked Sendable {
    public init() {}
    /// `convenience init(userInterfaceStyle: UIUserInterfaceStyle)`
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init() }
    /// `convenience init(accessibilityContrast: UIAccessibilityContrast)`
    public convenience init(accessibilityContrast: UIAccessibilityContrast) { self.init() }
    /// `convenience init(preferredContentSizeCategory: UIContentSizeCategory)`
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) { self.init() }
    /// `convenience init(userInterfaceLevel: UIUserInterfaceLevel)`
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) { self.init() }
    /// `convenience init(legibilityWeight: UILegibilityWeight)`
    public convenience init(legibilityWeight: UILegibilityWeight) { self.init() }
    /// `convenience init(displayGamut: UIDisplayGamut)`
    public convenience init(displayGamut: UIDisplayGamut) { self.init() }
    /// `convenience init(traitsFrom traitCollections: [UITraitCollection])`
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) { self.init() }

    /// `class var current: UITraitCollection { get set }`
    open class var current: UITraitCollection {
        get { fatalError("UIKit stub") }
        set {}
    }

    open var userInterfaceStyle: UIUserInterfaceStyle { fatalError("UIKit stub") }
    open var accessibilityContrast: UIAccessibilityContrast { fatalError("UIKit stub") }
    open var preferredContentSizeCategory: UIContentSizeCategory { fatalError("UIKit stub") }
    open var userInterfaceLevel: UIUserInterfaceLevel { fatalError("UIKit stub") }
    open var legibilityWeight: UILegibilityWeight { fatalError("UIKit stub") }
    open var displayGamut: UIDisplayGamut { fatalError("UIKit stub") }
    open var displayScale: CGFloat { fatalError("UIKit stub") }

    /// `func performAsCurrent(_ actions: () -> Void)`
    open func performAsCurrent(_ actions: () -> Void) { actions() }
}
#endif

// MARK: - UIColor

/// `class UIColor : NSObject, NSSecureCoding, NSCopying, @unchecked Sendable`
open class UIColor: @unchecked Sendable {
    /// `init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)`
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    /// `init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)`
    public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    /// `init(white: CGFloat, alpha: CGFloat)`
    public init(white: CGFloat, alpha: CGFloat) {}
    /// `init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat)`
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {}
    /// `init?(named name: String)`
    public init?(named name: String) {}
    #if !TESSERA_STUB_WATCHOS
    /// `init(dynamicProvider: @escaping (UITraitCollection) -> UIColor)` — documented without
    /// `@Sendable`; no watchOS: https://developer.apple.com/documentation/uikit/uicolor/init(dynamicprovider:)
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {}
    /// `init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)`
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {}

    /// `func resolvedColor(with traitCollection: UITraitCollection) -> UIColor`
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { fatalError("UIKit stub") }
    #endif
    /// `func withAlphaComponent(_ alpha: CGFloat) -> UIColor`
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { fatalError("UIKit stub") }
    /// `func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: …, blue: …, alpha: …) -> Bool`
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool { fatalError("UIKit stub") }
    /// `func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool`
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        fatalError("UIKit stub")
    }

    // Fixed colours: `class var black: UIColor { get }` and so on.
    open class var clear: UIColor { fatalError("UIKit stub") }
    open class var black: UIColor { fatalError("UIKit stub") }
    open class var white: UIColor { fatalError("UIKit stub") }
    open class var gray: UIColor { fatalError("UIKit stub") }
    open class var red: UIColor { fatalError("UIKit stub") }
    open class var green: UIColor { fatalError("UIKit stub") }
    open class var blue: UIColor { fatalError("UIKit stub") }

    // Semantic colours: follow the trait collection, so none on watchOS.
    #if !TESSERA_STUB_WATCHOS
    open class var label: UIColor { fatalError("UIKit stub") }
    open class var secondaryLabel: UIColor { fatalError("UIKit stub") }
    open class var tertiaryLabel: UIColor { fatalError("UIKit stub") }
    open class var placeholderText: UIColor { fatalError("UIKit stub") }
    open class var link: UIColor { fatalError("UIKit stub") }
    open class var separator: UIColor { fatalError("UIKit stub") }
    open class var tintColor: UIColor { fatalError("UIKit stub") }
    #endif
    /// Backgrounds and fills: no tvOS or watchOS,
    /// https://developer.apple.com/documentation/uikit/uicolor/systembackground
    #if !(TESSERA_STUB_TVOS || TESSERA_STUB_WATCHOS)
    open class var systemBackground: UIColor { fatalError("UIKit stub") }
    open class var secondarySystemBackground: UIColor { fatalError("UIKit stub") }
    open class var tertiarySystemBackground: UIColor { fatalError("UIKit stub") }
    open class var systemGroupedBackground: UIColor { fatalError("UIKit stub") }
    open class var systemFill: UIColor { fatalError("UIKit stub") }
    #endif
    // System colours.
    open class var systemBlue: UIColor { fatalError("UIKit stub") }
    open class var systemRed: UIColor { fatalError("UIKit stub") }
    open class var systemGreen: UIColor { fatalError("UIKit stub") }
    open class var systemOrange: UIColor { fatalError("UIKit stub") }
    open class var systemYellow: UIColor { fatalError("UIKit stub") }
    open class var systemGray: UIColor { fatalError("UIKit stub") }
}

// MARK: - UIFont

/// `class UIFont : NSObject, NSCopying, NSSecureCoding, @unchecked Sendable`, toll-free bridged
/// with `CTFont` (modelled as a subclass: see CoreText/CoreText.swift).
open class UIFont: CTFont, @unchecked Sendable {
    /// `struct UIFont.Weight : Hashable, Equatable, RawRepresentable, Sendable` (raw value `CGFloat`).
    public struct Weight: Hashable, RawRepresentable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// `init(_ rawValue: CGFloat)`
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

    /// `struct UIFont.Width : Hashable, Equatable, RawRepresentable, Sendable` (iOS 16).
    public struct Width: Hashable, RawRepresentable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let compressed = Width(rawValue: -0.3)
        public static let condensed = Width(rawValue: -0.2)
        public static let standard = Width(rawValue: 0)
        public static let expanded = Width(rawValue: 0.2)
    }

    /// `struct UIFont.TextStyle : Hashable, Equatable, RawRepresentable, Sendable`. Note UIKit's
    /// names: `title1` and `caption1` (SwiftUI says `title` and `caption`).
    public struct TextStyle: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        #if !TESSERA_STUB_TVOS
        /// Not on tvOS: https://developer.apple.com/documentation/uikit/uifont/textstyle/largetitle
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        #endif
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    /// `init?(name fontName: String, size fontSize: CGFloat)` — failable.
    public init?(name fontName: String, size fontSize: CGFloat) {}
    /// `init(descriptor: UIFontDescriptor, size pointSize: CGFloat)` — not failable on UIKit.
    public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {}

    /// `class func systemFont(ofSize fontSize: CGFloat) -> UIFont`
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError("UIKit stub") }
    /// `class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont`
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError("UIKit stub") }
    /// `class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight, width: UIFont.Width) -> UIFont`
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight, width: UIFont.Width) -> UIFont {
        fatalError("UIKit stub")
    }
    /// `class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont`
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError("UIKit stub") }
    /// `class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont`
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError("UIKit stub") }
    /// `class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont`
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        fatalError("UIKit stub")
    }
    /// `class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont`
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        fatalError("UIKit stub")
    }
    /// `class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont`
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { fatalError("UIKit stub") }
    #if !TESSERA_STUB_WATCHOS
    /// `class func preferredFont(forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont`
    open class func preferredFont(
        forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont { fatalError("UIKit stub") }
    #endif

    /// `class var systemFontSize: CGFloat { get }`
    open class var systemFontSize: CGFloat { fatalError("UIKit stub") }
    /// `class func fontNames(forFamilyName familyName: String) -> [String]`
    open class func fontNames(forFamilyName familyName: String) -> [String] { fatalError("UIKit stub") }
    /// `class var familyNames: [String] { get }`
    open class var familyNames: [String] { fatalError("UIKit stub") }

    /// `var fontDescriptor: UIFontDescriptor { get }`
    open var fontDescriptor: UIFontDescriptor { fatalError("UIKit stub") }
    open var familyName: String { fatalError("UIKit stub") }
    open var fontName: String { fatalError("UIKit stub") }
    open var pointSize: CGFloat { fatalError("UIKit stub") }
    open var ascender: CGFloat { fatalError("UIKit stub") }
    open var descender: CGFloat { fatalError("UIKit stub") }
    open var capHeight: CGFloat { fatalError("UIKit stub") }
    open var xHeight: CGFloat { fatalError("UIKit stub") }
    open var lineHeight: CGFloat { fatalError("UIKit stub") }
    open var leading: CGFloat { fatalError("UIKit stub") }

    /// `func withSize(_ fontSize: CGFloat) -> UIFont`
    open func withSize(_ fontSize: CGFloat) -> UIFont { fatalError("UIKit stub") }
}

// MARK: - UIFontDescriptor

/// `class UIFontDescriptor : NSObject, NSCopying, NSSecureCoding, @unchecked Sendable`
open class UIFontDescriptor: @unchecked Sendable {
    /// `struct UIFontDescriptor.SystemDesign : Hashable, Equatable, RawRepresentable, Sendable`
    public struct SystemDesign: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }

    /// `struct UIFontDescriptor.SymbolicTraits : OptionSet, @unchecked Sendable` (raw value `UInt32`).
    public struct SymbolicTraits: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// `struct UIFontDescriptor.AttributeName : Hashable, Equatable, RawRepresentable, Sendable`
    public struct AttributeName: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
        /// `static let featureSettings: UIFontDescriptor.AttributeName` (an array of dictionaries keyed by `FeatureKey`)
        public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
    }

    /// `struct UIFontDescriptor.TraitKey : Hashable, Equatable, RawRepresentable, Sendable`: the
    /// keys of the `.traits` dictionary.
    public struct TraitKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
    }

    /// `struct UIFontDescriptor.FeatureKey : Hashable, Equatable, RawRepresentable, Sendable`: the
    /// keys of a `.featureSettings` entry. `type` and `selector` are iOS 15, tvOS 15, watchOS 8
    /// (https://developer.apple.com/documentation/uikit/uifontdescriptor/featurekey/selector); the
    /// older `featureIdentifier`/`typeIdentifier` they replace are deprecated and left out.
    public struct FeatureKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// `init(_ rawValue: String)`
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// `static let type: UIFontDescriptor.FeatureKey`
        public static let type = FeatureKey(rawValue: "CTFeatureTypeIdentifier")
        /// `static let selector: UIFontDescriptor.FeatureKey`
        public static let selector = FeatureKey(rawValue: "CTFeatureSelectorIdentifier")
    }

    /// `init(fontAttributes attributes: [UIFontDescriptor.AttributeName : Any] = [:])`
    public init(fontAttributes attributes: [UIFontDescriptor.AttributeName: Any] = [:]) {}
    /// `convenience init(name fontName: String, size: CGFloat)`
    public convenience init(name fontName: String, size: CGFloat) { self.init() }

    /// `class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor`
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        fatalError("UIKit stub")
    }

    open var postscriptName: String { fatalError("UIKit stub") }
    open var pointSize: CGFloat { fatalError("UIKit stub") }
    /// `var symbolicTraits: UIFontDescriptor.SymbolicTraits { get }`
    open var symbolicTraits: SymbolicTraits { fatalError("UIKit stub") }
    open var fontAttributes: [AttributeName: Any] { fatalError("UIKit stub") }

    /// `func withDesign(_ design: UIFontDescriptor.SystemDesign) -> UIFontDescriptor?`
    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? { fatalError("UIKit stub") }
    /// `func withSymbolicTraits(_ symbolicTraits: UIFontDescriptor.SymbolicTraits) -> UIFontDescriptor?`
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? { fatalError("UIKit stub") }
    /// `func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor`
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor { fatalError("UIKit stub") }
    /// `func withFamily(_ newFamily: String) -> UIFontDescriptor`
    open func withFamily(_ newFamily: String) -> UIFontDescriptor { fatalError("UIKit stub") }
    /// `func addingAttributes(_ attributes: [UIFontDescriptor.AttributeName : Any] = [:]) -> UIFontDescriptor`
    open func addingAttributes(_ attributes: [AttributeName: Any] = [:]) -> UIFontDescriptor { fatalError("UIKit stub") }
}

// MARK: - UIFontMetrics

/// `class UIFontMetrics : NSObject, @unchecked Sendable`
open class UIFontMetrics: @unchecked Sendable {
    /// `init(forTextStyle textStyle: UIFont.TextStyle)`
    public init(forTextStyle textStyle: UIFont.TextStyle) {}

    /// `class var default: UIFontMetrics { get }`
    open class var `default`: UIFontMetrics { fatalError("UIKit stub") }

    /// `func scaledFont(for font: UIFont) -> UIFont`
    open func scaledFont(for font: UIFont) -> UIFont { fatalError("UIKit stub") }
    /// `func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont`
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont { fatalError("UIKit stub") }
    /// `func scaledValue(for value: CGFloat) -> CGFloat`
    open func scaledValue(for value: CGFloat) -> CGFloat { fatalError("UIKit stub") }
    #if !TESSERA_STUB_WATCHOS
    /// `func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont`
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        fatalError("UIKit stub")
    }
    /// `func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont`
    open func scaledFont(
        for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont { fatalError("UIKit stub") }
    /// `func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat`
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        fatalError("UIKit stub")
    }
    #endif
}

// MARK: - Haptics

/// iOS and Mac Catalyst only (no tvOS, watchOS or visionOS):
/// https://developer.apple.com/documentation/uikit/uifeedbackgenerator
#if TESSERA_STUB_IOS || TESSERA_STUB_MACCATALYST
/// `@MainActor class UIFeedbackGenerator : NSObject, UIInteraction`
@MainActor
open class UIFeedbackGenerator {
    public init() {}
    /// `func prepare()`
    open func prepare() {}
}

/// `@MainActor class UIImpactFeedbackGenerator : UIFeedbackGenerator`
@MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// `enum UIImpactFeedbackGenerator.FeedbackStyle : Int, @unchecked Sendable`
    public enum FeedbackStyle: Int, Sendable {
        case light = 0
        case medium = 1
        case heavy = 2
        case soft = 3
        case rigid = 4
    }

    /// `init(style: UIImpactFeedbackGenerator.FeedbackStyle)`
    public init(style: FeedbackStyle) { super.init() }
    /// `init()` (medium style)
    public override init() { super.init() }

    /// `func impactOccurred()`
    open func impactOccurred() {}
    /// `func impactOccurred(intensity: CGFloat)`
    open func impactOccurred(intensity: CGFloat) {}
}

/// `@MainActor class UISelectionFeedbackGenerator : UIFeedbackGenerator`
@MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// `func selectionChanged()`
    open func selectionChanged() {}
}

/// `@MainActor class UINotificationFeedbackGenerator : UIFeedbackGenerator`
@MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// `enum UINotificationFeedbackGenerator.FeedbackType : Int, @unchecked Sendable`
    public enum FeedbackType: Int, Sendable {
        case success = 0
        case warning = 1
        case error = 2
    }

    /// `func notificationOccurred(_ notificationType: UINotificationFeedbackGenerator.FeedbackType)`
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}
#endif

// MARK: - Accessibility

/// The `UIAccessibility` namespace. The settings are documented as
/// `@MainActor static var isReduceMotionEnabled: Bool { get }` and so on. Not on watchOS:
/// https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled
#if !TESSERA_STUB_WATCHOS
public enum UIAccessibility {
    @MainActor public static var isReduceMotionEnabled: Bool { fatalError("UIKit stub") }
    @MainActor public static var isReduceTransparencyEnabled: Bool { fatalError("UIKit stub") }
    @MainActor public static var isDarkerSystemColorsEnabled: Bool { fatalError("UIKit stub") }
    @MainActor public static var isBoldTextEnabled: Bool { fatalError("UIKit stub") }
    @MainActor public static var isInvertColorsEnabled: Bool { fatalError("UIKit stub") }
    @MainActor public static var isVoiceOverRunning: Bool { fatalError("UIKit stub") }
    @MainActor public static var shouldDifferentiateWithoutColor: Bool { fatalError("UIKit stub") }
    @MainActor public static var prefersCrossFadeTransitions: Bool { fatalError("UIKit stub") }

    /// `static let reduceMotionStatusDidChangeNotification: NSNotification.Name`
    public static let reduceMotionStatusDidChangeNotification =
        NSNotification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// `static let reduceTransparencyStatusDidChangeNotification: NSNotification.Name`
    public static let reduceTransparencyStatusDidChangeNotification =
        NSNotification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    /// `static let darkerSystemColorsStatusDidChangeNotification: NSNotification.Name`
    public static let darkerSystemColorsStatusDidChangeNotification =
        NSNotification.Name("UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
}
#endif
