extension LegacyReport {
    /// One kind of conversion; the unit of aggregation (one warning per file and kind).
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// `value`/`type`/`description` written without `$` (recorded by the token reader).
        case unprefixedKeys
        /// A `$type` from an older format, such as `sizing` (recorded by the token reader).
        case typeName
        /// Tool data beside the value (`attributes`, `themeable`, …), ignored (recorded by the token reader).
        case extraKeys
        /// A value and children on one object, read as a `$root` token (recorded by the token reader).
        case valueAndChildren
        case colorString
        case dimensionString
        /// A bare number (or numeric string) for a dimension, read as px as Tokens Studio does.
        case dimensionUnitless
        case durationString
        /// A bare number for a duration, read as milliseconds.
        case durationUnitless
        case numberString
        /// `"150%"` for a number, read as 1.5.
        case percentage
        case fontWeightName
        /// `"Bold Italic"`: the style moves to `$extensions`.
        case fontStyleInWeight
        case fontFamilyString
        case cubicBezierString
        /// Tokens Studio `{x, y, blur, spread, color, type}` shadows.
        case shadowShape
        /// Shadows without `spread`, which 2025.10 requires.
        case shadowDefaults
        /// Typography properties 2025.10 lacks (`textCase`, …), moved to `$extensions`.
        case typographyShape
        /// A typography line height given as a length, divided by the font size.
        case lineHeightLength
        case lineHeightAuto
        /// A letter spacing in `%` or `em` of the font size, turned into a dimension.
        case letterSpacingRelative
        /// A letter spacing in `%` or `em` of a font size given by reference, computed once the
        /// reference is followed (in each permutation).
        case letterSpacingReference
        /// `dp`, `pt` or `sp` (Android and iOS units), read as px.
        case pointUnit
        /// `em`, `vw` or `vh` outside typography, kept as a relative length.
        case relativeLength
        /// A colour object's `hex` written with 3, 4 or 8 digits, rewritten as `#rrggbb`.
        case colorHexFallback
        /// `"$description": null`, read as no description.
        case nullDescription
        /// A `$`-property DTCG does not define, kept under `$extensions`.
        case unknownProperty
        /// A token with no type anywhere, typed by Style Dictionary's category (`color`, `size`, …).
        case categoryType
        /// A token with no type anywhere, typed by its value (a hex colour, `"16px"`, an alias).
        case inferredType
        /// A Style Dictionary reference ending in `.value` (`{color.base.red.value}`).
        case valueSuffixReference
        /// Tokens Studio math on references (`{space.base} * 2`), computed.
        case math
        /// `string` and `boolean` tokens, which 2025.10 lacks, kept as text and flags.
        case passThroughType

        /// The stable diagnostic code of the warning.
        public var code: String {
            switch self {
            case .unprefixedKeys: "legacy-unprefixed-keys"
            case .typeName: "legacy-type-name"
            case .extraKeys: "legacy-extra-keys"
            case .valueAndChildren: "legacy-value-and-children"
            case .colorString: "legacy-color-string"
            case .dimensionString: "legacy-dimension-string"
            case .dimensionUnitless: "legacy-dimension-unitless"
            case .durationString: "legacy-duration-string"
            case .durationUnitless: "legacy-duration-unitless"
            case .numberString: "legacy-number-string"
            case .percentage: "legacy-percentage"
            case .fontWeightName, .fontStyleInWeight: "legacy-font-weight-name"
            case .fontFamilyString: "legacy-font-family-string"
            case .cubicBezierString: "legacy-cubic-bezier-string"
            case .shadowShape, .shadowDefaults: "legacy-shadow-shape"
            case .typographyShape: "legacy-typography-shape"
            case .lineHeightLength, .lineHeightAuto: "legacy-line-height"
            case .letterSpacingRelative, .letterSpacingReference: "legacy-letter-spacing"
            case .pointUnit: "legacy-dimension-unit"
            case .relativeLength: "legacy-relative-length"
            case .colorHexFallback: "legacy-color-hex"
            case .nullDescription: "legacy-null-description"
            case .unknownProperty: "legacy-unknown-property"
            case .categoryType: "legacy-category-type"
            case .inferredType: "legacy-inferred-type"
            case .valueSuffixReference: "legacy-value-reference"
            case .math: "legacy-math"
            case .passThroughType: "legacy-pass-through-type"
            }
        }

        /// Kinds whose message lists the distinct values seen (there are few of them).
        var listsDistinctExamples: Bool { self == .typeName || self == .categoryType || self == .inferredType || self == .passThroughType }

        /// Kinds whose examples are JSON text already (a number or a quoted string); the others
        /// are raw text and get quoted in messages.
        var examplesAreJSON: Bool { self == .dimensionUnitless || self == .durationUnitless }
    }
}
