/// A number with an optional unit, as legacy files write dimensions, durations and percentages:
/// `"16px"`, `"1.5rem"`, `"200ms"`, `"150%"`, `"16"`.
struct Quantity: Equatable {
    enum Unit: Equatable {
        case unitless, percent, px, rem, ms, s, em
        /// Any other unit (`pt`, `dp`, `vw`…), lowercased as written.
        case other(String)

        var name: String {
            switch self {
            case .unitless: ""
            case .percent: "%"
            case .px: "px"
            case .rem: "rem"
            case .ms: "ms"
            case .s: "s"
            case .em: "em"
            case .other(let name): name
            }
        }
    }

    var value: Double
    var unit: Unit

    /// Nil unless the whole string (surrounding spaces aside) is one number with an optional unit.
    static func parse(_ text: String) -> Quantity? {
        text.withUTF8Bytes { bytes in
            var cursor = ByteCursor(bytes)
            cursor.skipSpaces()
            guard let value = cursor.number() else { return nil }
            let unitRange = cursor.unit()
            cursor.skipSpaces()
            guard cursor.isAtEnd else { return nil }
            return Quantity(value: value, unit: unit(cursor, unitRange))
        }
    }

    /// Known units are matched byte by byte so the common ones allocate nothing.
    static func unit(_ cursor: ByteCursor, _ range: Range<Int>) -> Unit {
        if range.isEmpty { return .unitless }
        if cursor.matches(range, "px") { return .px }
        if cursor.matches(range, "rem") { return .rem }
        if cursor.matches(range, "%") { return .percent }
        if cursor.matches(range, "ms") { return .ms }
        if cursor.matches(range, "s") { return .s }
        if cursor.matches(range, "em") { return .em }
        return .other(cursor.text(range).lowercased())
    }
}
