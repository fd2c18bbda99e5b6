/// A token as found in the (merged, `$extends`-expanded) tree, before its references are followed.
struct DeclaredToken {
    var path: TokenPath
    /// The token's own `$type`.
    var ownType: TokenType?
    /// The `$type` of the nearest group that has one.
    var groupType: TokenType?
    /// `$value`, or for a token-level `$ref` the `{"$ref": …}` object itself.
    var value: JSONNode
    var description: String?
    var deprecated: Deprecation?
    var extensions: JSONNode?
    var position: SourcePosition?
    /// A pre-2025.10 type name (Tokens Studio `sizing`, …) this token was declared with, if any.
    var legacyTypeName: String?
    /// Its own `$type` was written but invalid (already reported), so no "missing type" follows.
    var hasInvalidType = false
    /// Lenient mode: an older type with no DTCG equivalent (Tokens Studio `text`, …); skipped.
    var isUnsupportedLegacyType = false
    /// The references the value holds, found while the tree is walked (in parallel).
    var references: ReferenceKind = .none
    /// A value without references, parsed while the tree is walked; nil for references, for a
    /// token without a type, and when parsing failed (`literalFailed`, already reported).
    var literal: TokenValue?
    var literalFailed = false
    /// The literal came from a legacy shorthand (`LegacyShorthand`), so `value` is the string as
    /// written, not its 2025.10 JSON; a reference that needs the JSON rebuilds it from `literal`.
    var literalIsShorthand = false
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

extension DeclaredToken {
    /// A token that owns no storage, to fill arrays whose tokens were moved out.
    static let placeholder = DeclaredToken(path: TokenPath(""), value: JSONNode(.null))

    /// The walkers' tokens in order, moved out of them.
    static func concatenate(_ walkers: inout [TokenTreeWalker]) -> [DeclaredToken] {
        var arrays: [[DeclaredToken]] = []
        for index in walkers.indices { arrays.append(walkers[index].takeTokens()) }
        return .joining(moving: &arrays, placeholder: placeholder)
    }
}
