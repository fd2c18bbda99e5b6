import TesseraCore

/// What the linter needs to know of a design system, as plain data: its tokens with their
/// resolved values in every permutation and the Swift spelling the `swift` output gives them,
/// and the prohibitions its `tessera.yml` records. Rules read only this, so one rule serves every
/// system: Paper's 2 pt corner limit and DeepRed's 8 pt grid are parameters, not code.
public struct LintSystem: Sendable {
    /// A colour token's value in some permutations, in sRGB (gamut-mapped), with its CIE Lab.
    public struct ColorToken: Sendable, Hashable {
        public var path: String
        /// `#rrggbb`, or `#rrggbbaa` when translucent.
        public var hex: String
        public var red: Double, green: Double, blue: Double, alpha: Double
        public var lab: SIMD3<Double>
        /// The permutations with this value (`theme=dark`); empty when it is the same in all.
        public var permutations: [String]
    }

    /// What a dimension token measures, told by its path: the linter suggests a radius token for
    /// a corner radius and a spacing or size token for padding and frames.
    public enum DimensionRole: String, Sendable, Hashable {
        case spacing, size, radius, other
    }

    public struct DimensionToken: Sendable, Hashable {
        public var path: String
        /// Points (px as written; rem × 16).
        public var points: Double
        public var role: DimensionRole
    }

    public struct TypographyToken: Sendable, Hashable {
        public var path: String
        public var families: [String]
        public var size: Double
        public var weight: Double
    }

    public enum Motion: Sendable, Hashable {
        case spring(response: Double, dampingFraction: Double)
        /// Seconds (a duration or a transition's duration).
        case duration(seconds: Double)
    }

    public struct MotionToken: Sendable, Hashable {
        public var path: String
        public var motion: Motion
    }

    public var name: String
    public var colors: [ColorToken]
    public var dimensions: [DimensionToken]
    public var typography: [TypographyToken]
    /// Every font family name the system's fontFamily and typography tokens list, in order.
    public var fontFamilies: [String]
    public var motion: [MotionToken]
    public var prohibitions: [Prohibition]
    public var spellings: SwiftSpellings

    public init(
        name: String, colors: [ColorToken] = [], dimensions: [DimensionToken] = [], typography: [TypographyToken] = [],
        fontFamilies: [String] = [], motion: [MotionToken] = [], prohibitions: [Prohibition] = [],
        spellings: SwiftSpellings = SwiftSpellings()
    ) {
        self.name = name
        self.colors = colors
        self.dimensions = dimensions
        self.typography = typography
        self.fontFamilies = fontFamilies
        self.motion = motion
        self.prohibitions = prohibitions
        self.spellings = spellings
    }
}
