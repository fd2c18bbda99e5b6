import TesseraCore

/// The platform setting a resolver modifier stands for, so Apple-platform outputs can follow the
/// user's settings instead of asking the app to pick a permutation.
public enum PlatformTrait: String, Hashable, Sendable, CaseIterable {
    /// Light or dark appearance (`ColorScheme`, `UIUserInterfaceStyle`, `NSAppearance`).
    case appearance
    /// Increased contrast (`ColorSchemeContrast`, `UIAccessibilityContrast`).
    case contrast
    /// Reduce Motion (`accessibilityReduceMotion`).
    case motion
    /// Reduce Transparency (`accessibilityReduceTransparency`).
    case transparency
}

/// Which platform settings one permutation corresponds to.
public struct PlatformTraits: Hashable, Sendable {
    public var dark = false
    public var highContrast = false
    public var reduceMotion = false
    public var reduceTransparency = false

    public init(dark: Bool = false, highContrast: Bool = false, reduceMotion: Bool = false, reduceTransparency: Bool = false) {
        self.dark = dark
        self.highContrast = highContrast
        self.reduceMotion = reduceMotion
        self.reduceTransparency = reduceTransparency
    }
}

/// Maps a resolver's modifiers to platform settings by their names and context names:
///
/// | modifier name | contexts |
/// |---|---|
/// | `theme`, `appearance`, `colorScheme`, `color-scheme`, `scheme`, `mode` | `light`, `dark` |
/// | contains `contrast` | `high`, `increased`, `more` (anything else is standard) |
/// | contains `motion` | `reduced`, `reduce`, `less`, `none` (anything else is full motion) |
/// | contains `transparency` | `reduced`, `reduce`, `less`, `opaque`, `none` |
///
/// Any other modifier has no platform meaning; only its default context reaches platform outputs.
public struct PlatformModes: Sendable {
    public let modifiers: [ModifierInfo]
    private let roles: [String: PlatformTrait]

    public init(modifiers: [ModifierInfo]) {
        self.modifiers = modifiers
        var roles: [String: PlatformTrait] = [:]
        for modifier in modifiers {
            if let role = Self.role(of: modifier) { roles[modifier.name.lowercased()] = role }
        }
        self.roles = roles
    }

    /// The platform setting `modifier` stands for, or nil.
    public func trait(ofModifier name: String) -> PlatformTrait? { roles[name.lowercased()] }

    /// The settings `permutation` stands for; nil when it picks a non-default context of a modifier
    /// that has no platform meaning (no platform setting selects it).
    public func traits(of permutation: Permutation) -> PlatformTraits? {
        var traits = PlatformTraits()
        for choice in permutation.choices {
            let context = choice.context.lowercased()
            switch trait(ofModifier: choice.modifier) {
            case .appearance: traits.dark = context == "dark"
            case .contrast: traits.highContrast = Self.highContrast.contains(context)
            case .motion: traits.reduceMotion = Self.reduced.contains(context)
            case .transparency: traits.reduceTransparency = Self.reduced.contains(context) || context == "opaque"
            case nil:
                let info = modifiers.first { $0.name.lowercased() == choice.modifier.lowercased() }
                if let info, let defaultContext = info.defaultContext, defaultContext != choice.context { return nil }
            }
        }
        return traits
    }

    private static let appearanceNames: Set<String> = ["theme", "appearance", "colorscheme", "color-scheme", "scheme", "mode"]
    private static let highContrast: Set<String> = ["high", "increased", "more"]
    private static let reduced: Set<String> = ["reduced", "reduce", "less", "none"]

    private static func role(of modifier: ModifierInfo) -> PlatformTrait? {
        let name = modifier.name.lowercased()
        let contexts = Set(modifier.contexts.map { $0.lowercased() })
        if appearanceNames.contains(name), contexts.contains("dark") { return .appearance }
        if name.contains("contrast") { return .contrast }
        if name.contains("motion") { return .motion }
        if name.contains("transparency") { return .transparency }
        return nil
    }
}
