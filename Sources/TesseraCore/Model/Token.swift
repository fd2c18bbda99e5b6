/// A token's place in the tree: group names and its own name joined by `.` (names may not contain
/// a dot, so the joined form is unambiguous and is what curly references spell).
public struct TokenPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let string: String

    public init(_ string: String) { self.string = string }
    public init(segments: [String]) { self.string = segments.joined(separator: ".") }

    public var segments: [Substring] { string.split(separator: ".", omittingEmptySubsequences: false) }
    public var name: Substring { segments.last ?? "" }
    public var description: String { string }

    public static func < (lhs: TokenPath, rhs: TokenPath) -> Bool { lhs.string < rhs.string }
}

public enum Deprecation: Sendable, Hashable {
    case deprecated(reason: String?)
}

/// One resolved token: every alias followed, the value typed and validated. Immutable and shared
/// by reference: permutations and outputs pass the same tokens around, and copying one must not
/// cost a retain per field.
public final class Token: Sendable {
    public let path: TokenPath
    public let type: TokenType
    public let value: TokenValue
    public let description: String?
    public let deprecated: Deprecation?
    /// `$extensions` exactly as written; tools must carry data they do not understand.
    public let extensions: JSONNode?
    /// Where the token's name is written.
    public let position: SourcePosition?
    /// The `$value` as written (in 2025.10 shape, after any legacy conversion), references intact,
    /// for outputs that keep aliases (CSS `var(--…)`). Kept only when it held a reference: a
    /// literal's written form is rebuilt from `value` on demand, so 100,000 literal tokens do not
    /// keep 100,000 JSON trees alive.
    public var rawValue: JSONNode { writtenValue ?? value.jsonNode }
    /// The `$value` as written when it held a reference (nil for a literal): what reference
    /// checks read without rebuilding a JSON tree for every literal token.
    public var valueWithReferences: JSONNode? { writtenValue }
    private let writtenValue: JSONNode?
    /// Set when the whole value is an alias: the token it names directly (one step, not the end of
    /// the chain), so outputs can reference it.
    public let aliasOf: TokenPath?

    public init(
        path: TokenPath, type: TokenType, value: TokenValue, description: String? = nil,
        deprecated: Deprecation? = nil, extensions: JSONNode? = nil, position: SourcePosition? = nil,
        rawValue: JSONNode?, aliasOf: TokenPath? = nil
    ) {
        self.path = path
        self.type = type
        self.value = value
        self.description = description
        self.deprecated = deprecated
        self.extensions = extensions
        self.position = position
        self.writtenValue = rawValue
        self.aliasOf = aliasOf
    }
}
