import TesseraCore

/// How the `swift` output spells each token in code, for tools that point a developer at a token
/// (`tessera lint`: "use `Color.ink`"). Made by the same naming code the output runs (the token
/// tree with its collision renames, and the `api` placements), so a suggestion is always a name
/// the generated files declare.
public struct SwiftTokenNames: Sendable {
    /// A member the `api` option places: its spelling from the module's scope (`Color.ink`,
    /// `DesignSystem.spacingXS`) and its kind (`color`, `font`, `animation`, `cgfloat`, `shape`, …).
    public struct Member: Hashable, Sendable {
        public var spelling: String
        public var kind: String

        public init(spelling: String, kind: String) {
            self.spelling = spelling
            self.kind = kind
        }
    }

    /// The neutral accessor of a token (`PaperTokens.Color.Palette.ink`), and whether its value
    /// is an `Adaptive` (differs between permutations).
    public struct Neutral: Hashable, Sendable {
        public var accessor: String
        public var isAdaptive: Bool

        public init(accessor: String, isAdaptive: Bool) {
            self.accessor = accessor
            self.isAdaptive = isAdaptive
        }
    }

    /// By token path (without `$root`).
    public var neutral: [String: Neutral]
    /// By token path, in the order the configuration places them.
    public var members: [String: [Member]]
    /// The View modifier the `animation` option generates (`stolAnimation`), if any.
    public var animationModifier: String?

    public init(neutral: [String: Neutral] = [:], members: [String: [Member]] = [:], animationModifier: String? = nil) {
        self.neutral = neutral
        self.members = members
        self.animationModifier = animationModifier
    }
}

extension SwiftEmitter {
    /// The names the `swift` output with these options generates for `input`'s tokens. Problems
    /// in the options are the build's to report; here they only leave names out.
    public static func tokenNames(_ input: EmitterInput) -> SwiftTokenNames {
        var log = DiagnosticLog()
        let options = EmitterOptions.validate(input.options, for: Self.self, log: &log)
        let settings = SwiftSettings(options, systemName: input.systemName, log: &log)
        let permutations = input.permutations.isEmpty ? [ResolvedTokenSet(tokens: [])] : input.permutations
        let union = TokenUnion(permutations, needsPathIndex: false)
        let representative = { union.representative($0, in: permutations) }
        let context = SwiftContextWriter(input.modifiers, log: &log)
        let literal = SwiftValueLiteral(remBase: settings.remBase)
        let values = SwiftTokenValues(parts: [
            SwiftTokenValues.part(0..<union.count, permutations: permutations, union: union, context: context, literal: literal),
        ])
        let tree = SwiftTokenTree(union: union, namespace: settings.namespace, positions: { representative($0).position }, log: &log)
        let platform = SwiftPlatformContext(
            settings: settings, systemName: input.systemName, context: context, modes: PlatformModes(modifiers: input.modifiers))
        let tokens = SwiftAPITokens(
            union: union, tree: tree, values: values, namespace: settings.namespace, representative: representative)
        let api = SwiftAPI(options: options, tokens: tokens, platform: platform, log: &log)
        var names = SwiftTokenNames()
        for entry in 0..<union.count {
            names.neutral[tokens.path(entry)] = .init(accessor: tokens.accessor(entry), isAdaptive: tokens.isAdaptive(entry))
        }
        for placement in api.placements {
            names.members[tokens.path(placement.entry), default: []].append(.init(spelling: placement.spelling, kind: placement.kind))
        }
        if let animation = options.member("animation")?.value.object, let modifier = animation["modifier"]?.string {
            names.animationModifier = modifier
        }
        return names
    }
}
