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

    public static func < (lhs: TokenType, rhs: TokenType) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Composite types are made of sub-values that may themselves be references.
    public var isComposite: Bool {
        switch self {
        case .strokeStyle, .border, .transition, .shadow, .gradient, .typography: true
        default: false
        }
    }
}
