/// A token as found in the (merged, `$extends`-expanded) tree, before its references are followed.
/// One is made per token of a 100,000-token file and moved around in arrays, so it is kept small:
/// the metadata most tokens lack lives in a box, and a literal is finished into its `Token` early.
struct DeclaredToken {
    var path: TokenPath
    /// The token's own `$type`.
    var ownType: TokenType?
    /// The `$type` of the nearest group that has one.
    var groupType: TokenType?
    // The flags sit beside the types, filling the gap before `value` rather than padding after it.
    /// Its own `$type` was written but invalid (already reported), so no "missing type" follows.
    var hasInvalidType = false
    /// Lenient mode: an older type with no DTCG equivalent (Tokens Studio `text`, …); skipped.
    var isUnsupportedLegacyType = false
    /// The literal could not be parsed (already reported).
    var literalFailed = false
    /// Lenient mode: the value is Tokens Studio math, computed before references are followed
    /// (`LegacyMathEvaluation`).
    var isMath = false
    /// The literal came from a legacy shorthand (`LegacyShorthand`), so `value` is the string as
    /// written, not its 2025.10 JSON; a reference that needs the JSON rebuilds it from the value.
    var literalIsShorthand = false
    /// `$value`, or for a token-level `$ref` the `{"$ref": …}` object itself.
    var value: JSONNode
    private var place: PackedPosition
    var position: SourcePosition? {
        get { place.position }
        set { place = PackedPosition(newValue) }
    }
    /// The references the value holds, found while the tree is walked (in parallel).
    var references: ReferenceKind = .none
    /// The path a whole-value alias names, parsed from its value again when asked.
    var aliasPath: TokenPath? {
        guard case .alias = references, case .string(let text) = value.value,
              case .reference(let path) = CurlyReference.parse(text) else { return nil }
        return path
    }
    /// Whether the value as written held any reference.
    var hasReferences: Bool {
        if case .none = references { return false }
        return true
    }
    /// The final token, made as soon as it is known: a literal's while the tree is walked, an
    /// alias of a literal's just after, any other when the resolver finishes it. Nil until then,
    /// and for a token that fails.
    var finished: Token?
    private var box: MetadataBox?

    init(
        path: TokenPath, groupType: TokenType? = nil, value: JSONNode, deprecated: Deprecation? = nil,
        position: SourcePosition? = nil, legacyTypeName: String? = nil
    ) {
        self.path = path
        self.groupType = groupType
        self.value = value
        self.place = PackedPosition(position)
        if deprecated != nil || legacyTypeName != nil {
            box = MetadataBox(Metadata(deprecated: deprecated, legacyTypeName: legacyTypeName))
        }
    }

    private struct Metadata {
        var description: String?
        var deprecated: Deprecation?
        var extensions: JSONNode?
        /// A pre-2025.10 type name (Tokens Studio `sizing`, …) the token was declared with.
        var legacyTypeName: String?
    }

    /// Immutable, so copies of a token share it safely; a change stores a changed copy.
    private final class MetadataBox: Sendable {
        let metadata: Metadata
        init(_ metadata: Metadata) { self.metadata = metadata }
    }

    private var metadata: Metadata { box?.metadata ?? Metadata() }

    private mutating func change(_ edit: (inout Metadata) -> Void) {
        var changed = metadata
        edit(&changed)
        box = MetadataBox(changed)
    }

    // Read through the box, so a token without one makes no empty `Metadata` to read a nil from.
    var description: String? {
        get { box?.metadata.description }
        set { change { $0.description = newValue } }
    }

    var deprecated: Deprecation? {
        get { box?.metadata.deprecated }
        set { change { $0.deprecated = newValue } }
    }

    var extensions: JSONNode? {
        get { box?.metadata.extensions }
        set { change { $0.extensions = newValue } }
    }

    var legacyTypeName: String? {
        get { box?.metadata.legacyTypeName }
        set { change { $0.legacyTypeName = newValue } }
    }
}

/// The keys a token object may hold, and a group's own properties.
enum ReservedKeys {
    static let tokenProperties: Set<String> = ["$value", "$type", "$description", "$deprecated", "$extensions", "$ref"]
    static let groupProperties: Set<String> = ["$type", "$description", "$deprecated", "$extensions", "$extends"]
}

extension JSONObject {
    /// An object with `$value` or a token-level `$ref` is a token; lenient mode also takes an
    /// unprefixed `value` (unless that member is itself a token or group; see `TokenTreeMerge`).
    func isToken(mode: ImportMode) -> Bool {
        if mode == .lenient { return TokenTreeMerge.isToken(self) }
        return members.contains { $0.key == "$value" || $0.key == "$ref" }
    }
}
