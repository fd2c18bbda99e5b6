import TesseraCore

/// A limit a rule enforces and the prohibition that states it, for the finding's message.
public struct Cited<Value: Sendable>: Sendable {
    public var value: Value
    public var prohibition: Prohibition

    /// `('no-pure-black': "Don't use true black #000000")`.
    public var citation: String { prohibition.citation }
}

extension Prohibition {
    /// `'id': "the spec's words"`, as a finding cites it.
    public var citation: String { "'\(id)': \"\(says)\"" }

    var patterns: [String] {
        guard let node = options["tokens"] else { return [] }
        return node.string.map { [$0] } ?? (node.array ?? []).compactMap(\.string)
    }

    func number(_ key: String) -> Double? { options[key]?.number }

    /// Whether its `tokens` take in every motion token (`motion.**`, `**`), not some of them.
    var coversAllMotion: Bool { patterns.contains { $0 == "motion.**" || $0 == "**" } }

    func strings(_ key: String) -> [String] {
        guard let node = options[key] else { return [] }
        return node.string.map { [$0] } ?? (node.array ?? []).compactMap(\.string)
    }
}

/// The system's prohibitions read as the parameters app-code rules need. Where several
/// prohibitions of a kind apply, the least strict one that holds everywhere is taken: a finding
/// must be a break of the spec whatever the view's role.
extension LintSystem {
    public func prohibitions(_ rule: Prohibition.Rule) -> [Prohibition] { prohibitions.filter { $0.rule == rule } }

    /// A `code` prohibition with this `check` (`no-emoji`, `sf-symbols-only`, …).
    public func codeCheck(_ check: String) -> Prohibition? {
        prohibitions(.code).first { $0.options["check"]?.string == check }
    }

    /// The layout grid: the smallest `grid` base (DeepRed 8, Futurecast 12).
    public var grid: Cited<Double>? {
        prohibitions(.grid).compactMap { p in p.number("base").map { Cited(value: $0, prohibition: p) } }
            .filter { $0.value > 0 }.min { $0.value < $1.value }
    }

    /// The smallest hit target a `min-hit-target` prohibition asks for (Paper 44, Futurecast 48).
    public var minimumHitTarget: Cited<Double>? {
        prohibitions(.minHitTarget).compactMap { p in p.number("min").map { Cited(value: $0, prohibition: p) } }
            .min { $0.value < $1.value }
    }

    /// The corner-radius limit: a `max-dimension` prohibition over every radius token (a pattern
    /// with a wildcard naming radii, as Paper's `radius.*` and `**.cornerRadius`). A limit on one
    /// component's radius (Futurecast's FAB) is not a limit on every corner.
    public var maximumCornerRadius: Cited<Double>? {
        prohibitions(.maxDimension).filter { p in
            p.patterns.contains { $0.contains("*") && Self.role(ofDimension: $0) == .radius }
        }.compactMap { p in p.number("max").map { Cited(value: $0, prohibition: p) } }.max { $0.value < $1.value }
    }

    /// Colours forbidden everywhere (`forbidden-color` without `tokens`), lower-case hex.
    public var forbiddenColors: [Cited<String>] {
        prohibitions(.forbiddenColor).filter { $0.options["tokens"] == nil }.flatMap { p in
            p.strings("colors").map { Cited(value: $0.lowercased(), prohibition: p) }
        }
    }

    /// The `forbidden-type` prohibition that forbids tokens of this type (shadow, gradient).
    public func forbidding(_ type: TokenType) -> Prohibition? {
        prohibitions(.forbiddenType).first { $0.strings("types").contains(type.rawValue) }
    }

    /// Motion must be springs: the `no-duration-animations` check, or a `spring-only` prohibition
    /// over all motion (`motion.**`). One over some tokens only (Species' `motion.spring.*`, beside
    /// "ease-out for exits") makes those tokens springs, not every animation in the code.
    public var springOnly: Prohibition? {
        codeCheck("no-duration-animations") ?? prohibitions(.springOnly).first(where: \.coversAllMotion)
    }

    /// Motion must be linear (Paper: "no spring animations"): a `linear-only` prohibition over all motion.
    public var linearOnly: Prohibition? { prohibitions(.linearOnly).first(where: \.coversAllMotion) }

    /// Font weights forbidden for every typography token (a `forbidden-font-weight` whose tokens
    /// cover all of `typography.**`).
    public var forbiddenWeights: Cited<[Double]>? {
        prohibitions(.forbiddenFontWeight).first { p in p.patterns.contains { $0 == "typography.**" || $0 == "**" } }
            .map { p in Cited(value: (p.options["weights"]?.array ?? []).compactMap(\.number), prohibition: p) }
    }

    /// The smallest font size allowed for text in `family` (nil: any family): for a family, the
    /// least of the `min-font-size` limits on typography tokens of that family; otherwise the least
    /// of all. Paper: serif 16, mono 12, unknown 12.
    public func minimumFontSize(family: String?) -> Cited<Double>? {
        MinimumFontSizes(self).minimum(normalizedFamily: family.map(FontFamilyName.normalized))
    }

    public func dimensions(_ role: DimensionRole) -> [DimensionToken] { dimensions.filter { $0.role == role } }
}

extension LintSystem {
    /// The forbidden colour `color` is, if any: `#rrggbb` forbids it at any alpha, `#rrggbbaa`
    /// only at that alpha (as `tessera check` reads `forbidden-color`).
    public func forbiddenColor(_ color: ColorValue) -> Cited<String>? {
        let opaque = color.srgbHex
        let withAlpha = color.alpha < 1 ? color.srgbHexWithAlpha : opaque + "ff"
        return forbiddenColors.first { forbidden in
            forbidden.value.count == 9 ? forbidden.value == withAlpha : forbidden.value == opaque
        }
    }
}
