/// Rewrites one token document in DTCG 2025.10, member by member, so keys keep their order and
/// groups their layout. Values and types come from the lenient walk (`PreparedTokens`): first the
/// whole input's, which sees what other files contribute, then the document's own, for tokens a
/// later file replaces. Per-token modes are taken out for the resolver (`modeTokens`).
struct DocumentRewriter {
    /// Tried in order for each token.
    let walks: [PreparedTokens]
    /// The input's merged tree, which JSON Pointers are followed in.
    let tree: JSONObject
    /// Tokens written with `$extensions.mode`, and tokens that held math, as migrated, in order.
    var recordedInOrder: [(key: PreparedTokens.Key, token: RewrittenToken)] = []
    /// Tokens with no DTCG type (Tokens Studio `text`, `composition`, …), left out as lenient
    /// reading leaves them out, and `string` and `boolean` tokens, which 2025.10 cannot hold.
    var droppedTokens: [String] = []
    /// Where each token is written in the input, by path: problems found after migrating are
    /// reported there.
    var positions: [String: SourcePosition] = [:]
    /// JSON Pointers respelled (`PointerMigration`).
    var pointers = 0

    /// Whether per-token modes are taken out of `$extensions` (for a resolver made of them).
    let extractingModes: Bool

    /// `string` and `boolean` tokens and their aliases, left out (`PreparedTokens.passThroughPaths`).
    let passThrough: Set<String>

    init(walks: [PreparedTokens], tree: JSONObject, extractingModes: Bool = true) {
        self.walks = walks
        self.tree = tree
        self.extractingModes = extractingModes
        passThrough = walks.reduce(into: Set<String>()) { $0.formUnion($1.passThroughPaths) }
    }

    mutating func rewrite(_ root: JSONObject) -> JSONObject {
        rewriteGroup(root, prefix: [], inherited: nil, isRoot: true)
    }

    /// A group: its own properties in 2025.10 spelling, its members rewritten. `inherited`: the
    /// type the migrated file gives the group's members from above.
    mutating func rewriteGroup(_ group: JSONObject, prefix: [String], inherited: TokenType?, isRoot: Bool) -> JSONObject {
        var report = LegacyReport(keepingExamples: false)
        var log = DiagnosticLog()
        let properties = GroupProperties.read(group, isRoot: isRoot, mode: .lenient, legacy: &report, log: &log)
        let type = properties.type ?? inherited
        var members: [JSONMember] = []
        var wroteType = false
        var wroteDescription = false
        for member in group.members {
            guard properties.consumedKeys.contains(member.key) else {
                if let rewritten = rewriteMember(member, prefix: prefix, inherited: type) { members.append(rewritten) }
                continue
            }
            switch member.key {
            case "$type", "type":
                // Written once, where the first was; a type with no DTCG equivalent is dropped.
                guard !wroteType, let declared = properties.type, declared.isDTCG else { continue }
                wroteType = true
                members.append(Self.member("$type", .string(declared.rawValue)))
            case "$description", "description":
                guard !wroteDescription else { continue }
                wroteDescription = true
                members.append(JSONMember(key: "$description", value: group["$description"] ?? member.value))
            default:
                members.append(member)
            }
        }
        return JSONObject(members)
    }

    /// A member of a group: a token, a group, or (reported by the lenient load) anything else as is.
    /// Nil for a token lenient reading leaves out.
    mutating func rewriteMember(_ member: JSONMember, prefix: [String], inherited: TokenType?) -> JSONMember? {
        guard TokenTreeMerge.isChildName(member.key), case .object(let child) = member.value.value else { return member }
        let path = prefix + [member.key]
        if TokenTreeMerge.isToken(child) {
            guard let token = rewriteToken(child, member: member, path: path, inherited: inherited) else { return nil }
            return JSONMember(key: member.key, value: token)
        }
        let group = rewriteGroup(child, prefix: path, inherited: inherited, isRoot: false)
        return JSONMember(key: member.key, value: JSONNode(.object(group)))
    }

    static func member(_ key: String, _ value: JSONValue) -> JSONMember {
        JSONMember(key: key, value: JSONNode(value))
    }

    /// The prepared token at `path` whose key is written at `position`.
    func prepared(_ path: String, at position: SourcePosition?) -> DeclaredToken? {
        for walk in walks {
            if let token = walk[path, position] { return token }
        }
        return nil
    }
}

/// A token as migrated, kept for the resolver: its path, the object written, and the type it
/// gets in the migrated file without a `$type` of its own.
struct RewrittenToken {
    var path: [String]
    var object: JSONObject
    var inheritedType: TokenType?
    /// The mode names of its `$extensions.mode`, in the order written (empty for a math token).
    var modes: [String]
}
