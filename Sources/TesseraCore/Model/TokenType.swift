/// The closed set of 13 DTCG 2025.10 token types (format §8). Case-sensitive.
public enum TokenType: String, Sendable, Hashable, CaseIterable, Comparable {
    case color
    case dimension
    case fontFamily
    case fontWeight
    case duration
    case cubicBezier
    case number
    case strokeStyle
    case border
    case transition
    case shadow
    case gradient
    case typography
    /// Text and flags, which 2025.10 does not have but Figma variables and Tokens Studio export:
    /// read in lenient mode only, and written as they are by every output.
    case string
    case boolean

    /// The 13 types of DTCG 2025.10, the only ones strict mode reads.
    public static let dtcg: [TokenType] = allCases.filter { $0 != .string && $0 != .boolean }

    /// Whether DTCG 2025.10 has the type (`string` and `boolean` come only from lenient reading).
    public var isDTCG: Bool { self != .string && self != .boolean }

    public static func < (lhs: TokenType, rhs: TokenType) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Composite types are made of sub-values that may themselves be references.
    public var isComposite: Bool {
        switch self {
        case .strokeStyle, .border, .transition, .shadow, .gradient, .typography: true
        default: false
        }
    }

    /// `init(rawValue:)` for the hot path (every token's `$type`): the name's length leaves at
    /// most four candidates, where the synthesized initializer compares with all 13 in turn. The
    /// names have no characters with other canonical spellings, so equal names have equal lengths.
    static func named(_ name: String) -> TokenType? {
        let candidates: (TokenType, TokenType?, TokenType?, TokenType?)
        switch name.utf8.count {
        case 5: candidates = (.color, nil, nil, nil)
        case 6: candidates = (.number, .border, .shadow, nil)
        case 8: candidates = (.duration, .gradient, nil, nil)
        case 9: candidates = (.dimension, nil, nil, nil)
        case 10: candidates = (.fontFamily, .fontWeight, .transition, .typography)
        case 11: candidates = (.cubicBezier, .strokeStyle, nil, nil)
        default: return nil
        }
        if name == candidates.0.rawValue { return candidates.0 }
        if let second = candidates.1, name == second.rawValue { return second }
        if let third = candidates.2, name == third.rawValue { return third }
        if let fourth = candidates.3, name == fourth.rawValue { return fourth }
        return nil
    }
}
