/// A rule a system's spec states ("never #000000", "radius at most 2"), recorded as data for the
/// checker and the linter. Written in `tessera.yml` under `prohibitions:`.
public struct Prohibition: Sendable {
    public enum Rule: String, Sendable, CaseIterable {
        case forbiddenColor = "forbidden-color"
        case forbiddenType = "forbidden-type"
        case maxDimension = "max-dimension"
        case minDimension = "min-dimension"
        case maxDuration = "max-duration"
        case durationRange = "duration-range"
        case springOnly = "spring-only"
        case linearOnly = "linear-only"
        case forbiddenFontWeight = "forbidden-font-weight"
        case minFontSize = "min-font-size"
        case lineHeightRange = "line-height-range"
        case grid
        case minContrast = "min-contrast"
        case minHitTarget = "min-hit-target"
        case colorProportion = "color-proportion"
        case code

        /// The fields each rule takes (besides id, says, rule), and which are required.
        var fields: [(key: String, kind: ProhibitionField, required: Bool)] {
            switch self {
            case .forbiddenColor: [("colors", .strings, true), ("tokens", .patterns, false)]
            case .forbiddenType: [("types", .tokenTypes, true)]
            case .maxDimension: [("tokens", .patterns, true), ("max", .number, true)]
            case .minDimension: [("tokens", .patterns, true), ("min", .number, true)]
            case .maxDuration: [("tokens", .patterns, true), ("max", .number, true)]
            case .durationRange: [("tokens", .patterns, true), ("min", .number, true), ("max", .number, true)]
            case .springOnly, .linearOnly: [("tokens", .patterns, true)]
            case .forbiddenFontWeight: [("tokens", .patterns, true), ("weights", .numbers, true)]
            case .minFontSize: [("tokens", .patterns, true), ("min", .number, true)]
            case .lineHeightRange: [("tokens", .patterns, true), ("min", .number, true), ("max", .number, true)]
            case .grid: [("base", .number, true), ("tokens", .patterns, true), ("exceptions", .strings, false)]
            case .minContrast: [("ratio", .number, true)]
            case .minHitTarget: [("tokens", .patterns, true), ("min", .number, true)]
            case .colorProportion: [("shares", .numberMap, true)]
            case .code: [("check", .codeCheck, true), ("weight", .string, false)]
            }
        }
    }

    public static let codeChecks = [
        "no-emoji", "sf-symbols-only", "sf-symbols-weight", "no-hardcoded-font-size", "no-bold-emphasis",
        "no-duration-animations", "matte", "material-fallback", "no-gradient-backgrounds",
    ]

    public var id: String
    /// The spec's own words.
    public var says: String
    public var rule: Rule
    /// The rule's fields as written (validated against `Rule.fields`).
    public var options: JSONObject
    public var position: SourcePosition?
}

enum ProhibitionField {
    case string, strings, number, numbers, numberMap, patterns, tokenTypes, codeCheck
}
