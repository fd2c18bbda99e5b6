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
///
/// A token is one of 100,000 in a large build, so it holds only what every token has; the fields
/// most tokens lack (description, deprecation, extensions, the written form of a reference) live
/// in one shared box that is absent when all are. That takes a token from 256 bytes to 96.
public final class Token: Sendable {
    public let path: TokenPath
    public let value: TokenValue
    public let type: TokenType
    /// Where the token's name is written.
    public let position: SourcePosition?
    private let details: Details?

    public var description: String? { details?.notes?.description }
    public var deprecated: Deprecation? { details?.notes?.deprecated }
    /// `$extensions` exactly as written; tools must carry data they do not understand.
    public var extensions: JSONNode? { details?.notes?.extensions }
    /// The `$value` as written (in 2025.10 shape, after any legacy conversion), references intact,
    /// for outputs that keep aliases (CSS `var(--…)`). Kept only when it held a reference: a
    /// literal's written form is rebuilt from `value` on demand, so 100,000 literal tokens do not
    /// keep 100,000 JSON trees alive.
    public var rawValue: JSONNode { details?.writtenValue ?? value.jsonNode }
    /// The `$value` as written when it held a reference (nil for a literal): what reference
    /// checks read without rebuilding a JSON tree for every literal token.
    public var valueWithReferences: JSONNode? { details?.writtenValue }
    /// Set when the whole value is an alias: the token it names directly (one step, not the end of
    /// the chain), so outputs can reference it.
    public var aliasOf: TokenPath? { details?.aliasOf }

    public init(
        path: TokenPath, type: TokenType, value: TokenValue, description: String? = nil,
        deprecated: Deprecation? = nil, extensions: JSONNode? = nil, position: SourcePosition? = nil,
        rawValue: JSONNode?, aliasOf: TokenPath? = nil
    ) {
        self.path = path
        self.type = type
        self.value = value
        self.position = position
        let notes = description != nil || deprecated != nil || extensions != nil
            ? Notes(description: description, deprecated: deprecated, extensions: extensions)
            : nil
        self.details = notes != nil || rawValue != nil || aliasOf != nil
            ? Details(writtenValue: rawValue, aliasOf: aliasOf, notes: notes)
            : nil
    }

    /// What an alias has (and any token with a reference or a note). Aliases are common in large
    /// sets and notes rare, so the notes have a box of their own rather than empty fields here.
    private final class Details: Sendable {
        let writtenValue: JSONNode?
        let aliasOf: TokenPath?
        let notes: Notes?

        init(writtenValue: JSONNode?, aliasOf: TokenPath?, notes: Notes?) {
            self.writtenValue = writtenValue
            self.aliasOf = aliasOf
            self.notes = notes
        }
    }

    private final class Notes: Sendable {
        let description: String?
        let deprecated: Deprecation?
        let extensions: JSONNode?

        init(description: String?, deprecated: Deprecation?, extensions: JSONNode?) {
            self.description = description
            self.deprecated = deprecated
            self.extensions = extensions
        }
    }
}
