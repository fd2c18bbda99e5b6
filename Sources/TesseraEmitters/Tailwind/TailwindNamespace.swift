import TesseraCore

/// Which Tailwind CSS v4 theme namespace a token belongs to, and its name there.
///
/// | token | namespace | utilities |
/// |---|---|---|
/// | colour | `--color-*` | `bg-*`, `text-*`, `border-*` … |
/// | dimension in a group named `space`, `spacing`, `spaces`, `gap` or `padding` | `--spacing-*` | `p-*`, `m-*`, `gap-*` … |
/// | dimension in a group named `radius`, `radii`, `corner`, `corners`, `rounded` | `--radius-*` | `rounded-*` |
/// | fontFamily | `--font-*` | `font-*` |
/// | typography | `--text-*` with `--line-height`, `--letter-spacing`, `--font-weight` | `text-*` |
/// | shadow | `--shadow-*` | `shadow-*` |
/// | cubicBezier, and a spring's `linear()` easing | `--ease-*` | `ease-*` |
///
/// Anything else has no theme namespace and is left to the css output. The name is the token
/// path in kebab case (`CSSNaming`) without leading segments that only repeat the namespace
/// (`color.background.base` → `--color-background-base`, `font.family.sans` → `--font-sans`).
enum TailwindNamespace: String {
    case color, spacing, radius, font, text, shadow, ease

    static func of(_ token: Token) -> TailwindNamespace? {
        switch token.type {
        case .color: return .color
        case .fontFamily: return .font
        case .typography: return .text
        case .shadow: return .shadow
        case .cubicBezier: return .ease
        case .duration: return token.spring == nil ? nil : .ease
        case .dimension:
            let segments = token.path.segments.map { $0.lowercased() }
            if segments.contains(where: { radiusGroups.contains($0) }) { return .radius }
            if let first = segments.first, spacingGroups.contains(first) { return .spacing }
            return nil
        default: return nil
        }
    }

    private static let spacingGroups: Set<String> = ["space", "spacing", "spaces", "gap", "padding"]
    private static let radiusGroups: Set<String> = ["radius", "radii", "corner", "corners", "rounded", "cornerradius", "corner-radius"]

    /// First segments that only repeat the namespace and are left out of the name.
    var redundantFirstSegments: Set<String> {
        switch self {
        case .color: ["color", "colors", "colour", "colours"]
        case .spacing: Self.spacingGroups
        case .radius: Self.radiusGroups
        case .font: ["font", "fonts", "fontfamily", "font-family", "family", "families"]
        case .text: ["type", "typography", "text", "textstyle", "textstyles"]
        case .shadow: ["shadow", "shadows", "elevation"]
        case .ease: ["ease", "easing", "easings", "motion"]
        }
    }
}
