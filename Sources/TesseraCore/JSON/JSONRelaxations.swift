/// What a relaxed read (JSONC, JSON5) allowed beyond RFC 8259, counted by kind with the first
/// place of each. Lenient mode turns it into one `legacy-json-syntax` warning per file, as the
/// legacy value conversions are aggregated (`LegacyReport`), so a file with 5,000 comments gets
/// one warning, not 5,000.
public struct JSONRelaxations: Sendable {
    /// In the order the warning lists them.
    public enum Kind: Int, CaseIterable, Sendable, Comparable {
        case comment
        case trailingComma
        case singleQuotedString
        case unquotedName
        case hexadecimalNumber
        /// `.5` or `5.`.
        case decimalPoint
        case plusSign
        /// A backslash before a line break inside a string: the string goes on on the next line.
        case lineContinuation
        /// `\'`, `\v`, `\0`, `\xHH` or a character escaped as itself.
        case escape
        /// Vertical tab, form feed, no-break space and the other Unicode spaces JSON5 allows.
        case whitespace

        /// Comments and trailing commas are JSONC; everything else is JSON5 only.
        public var isJSONC: Bool { self == .comment || self == .trailingComma }

        public static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// `Infinity`, `-Infinity` or `NaN`: read, but never a valid token value.
    public struct NonFinite: Sendable {
        public var offset: Int
        public var text: String
    }

    /// Dictionaries, so a plain JSON read allocates nothing here.
    public private(set) var counts: [Kind: Int] = [:]
    public private(set) var firstOffsets: [Kind: Int] = [:]
    public private(set) var nonFinite: [NonFinite] = []

    public init() {}

    /// True when the file was plain JSON (non-finite numbers aside, which are reported as errors).
    public var isEmpty: Bool { counts.isEmpty }

    public func count(of kind: Kind) -> Int { counts[kind] ?? 0 }

    /// The kinds seen, in listing order.
    public var kinds: [Kind] { counts.keys.sorted() }

    /// Only comments and trailing commas: the file is JSONC.
    public var isJSONC: Bool { counts.keys.allSatisfy(\.isJSONC) }

    /// Where the first relaxation of any kind is.
    public var firstOffset: Int? { firstOffsets.values.min() }

    mutating func record(_ kind: Kind, at offset: Int) {
        counts[kind, default: 0] += 1
        if let first = firstOffsets[kind], first <= offset { return }
        firstOffsets[kind] = offset
    }

    mutating func recordNonFinite(at offset: Int, text: String) {
        nonFinite.append(NonFinite(offset: offset, text: text))
    }
}
