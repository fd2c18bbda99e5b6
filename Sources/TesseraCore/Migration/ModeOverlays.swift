/// The contexts of the resolver that replaces per-token modes: for each context, a token tree of
/// the tokens whose value differs there, each the migrated token with that context's value.
/// Values come from the lenient walk of that permutation, so a mode value is converted with the
/// token's type exactly as lenient reading converts it.
struct ModeOverlays {
    /// Migrated tokens that had modes or math, in document order.
    var recorded: [(key: PreparedTokens.Key, token: RewrittenToken)]
    /// The walk without any context (math there is what the token files hold).
    var base: PreparedTokens

    /// The overlay for `context`, with `walk` the lenient walk of its permutation. A token is in
    /// it when it has a mode of that name, or when it holds math whose result differs there
    /// (the files can hold one literal only).
    func overlay(for context: String, walk: PreparedTokens) -> JSONObject {
        var tree = JSONObject()
        for (key, token) in recorded {
            guard let prepared = walk[key.path, key.position] else { continue }
            let value = prepared.convertedValue
            if !token.modes.contains(context) {
                guard prepared.isMath, let before = base[key.path, key.position],
                      before.convertedValue.compactText != value.compactText else { continue }
            }
            var members = token.object.members
            if let index = members.firstIndex(where: { $0.key == "$value" }) {
                members[index].value = value
            } else {
                members.removeAll { $0.key == "$ref" }
                members.append(JSONMember(key: "$value", value: value))
            }
            DocumentRewriter.declareType(prepared.effectiveType, in: &members, inherited: token.inheritedType)
            Self.insert(JSONObject(members), at: token.path[...], into: &tree)
        }
        return tree
    }

    /// Places a token at its path, creating the groups on the way.
    static func insert(_ token: JSONObject, at path: ArraySlice<String>, into tree: inout JSONObject) {
        guard let name = path.first else { return }
        guard path.count > 1 else {
            tree[name] = JSONNode(.object(token))
            return
        }
        var group = tree[name]?.object ?? JSONObject()
        insert(token, at: path.dropFirst(), into: &group)
        tree[name] = JSONNode(.object(group))
    }
}
