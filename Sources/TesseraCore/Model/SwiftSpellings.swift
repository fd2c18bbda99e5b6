/// How app code names each token: the spellings the system's `swift` output generates, made by
/// that output's own naming (`SwiftEmitter.tokenNames`) so they are always names the generated
/// files declare. Part of the system model: the emitters make it, `tessera lint` reads it (and,
/// without a `swift` output, names a token by its path).
public struct SwiftSpellings: Sendable, Hashable {
    /// A member the output's `api` option places (`Color.ink`, `DesignSystem.spacingXS`), with
    /// its kind as the option names it (`color`, `font`, `animation`, `cgfloat`, `shape`, …).
    public struct Member: Sendable, Hashable {
        public var spelling: String
        public var kind: String

        public init(spelling: String, kind: String) {
            self.spelling = spelling
            self.kind = kind
        }
    }

    /// The neutral layer's accessor (`PaperTokens.Color.Palette.ink`), and whether its value is
    /// an `Adaptive` (read with `.value` where a plain value is needed).
    public struct Neutral: Sendable, Hashable {
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
    /// The View modifier that applies an animation with the system's Reduce Motion fallback
    /// (Species' `stolAnimation`), when the output generates one.
    public var animationModifier: String?
    /// The View modifiers that draw the system's material surfaces (Futurecast's `liquidGlass`,
    /// `matteCard`), each falling back to matte under Reduce Transparency.
    public var surfaceModifiers: [String]

    public init(
        neutral: [String: Neutral] = [:], members: [String: [Member]] = [:], animationModifier: String? = nil,
        surfaceModifiers: [String] = []
    ) {
        self.neutral = neutral
        self.members = members
        self.animationModifier = animationModifier
        self.surfaceModifiers = surfaceModifiers
    }
}
