/// What the resolver needs to know of the tree to tell a follow-on failure from a problem of its
/// own: which token objects the walk did not declare (it reported why), and where each group's
/// `$type` is written. Found in one walk of the tree, made only once a reference misses or a
/// token has no type, so a system without errors never pays for it.
struct FollowOnTreeFacts {
    /// Paths of token objects that are not declared tokens.
    private(set) var droppedTokens: Set<String> = []
    /// Where each group that has a `$type` writes it, by group path.
    private(set) var groupTypes: [String: SourcePosition] = [:]

    init(tree: JSONObject, mode: ImportMode, isDeclared: (String) -> Bool) {
        // An explicit stack: the tree's depth is bounded by the reader, but not by much.
        var stack: [(path: String, object: JSONObject)] = [("", tree)]
        while let (path, object) = stack.popLast() {
            for member in object.members {
                guard let child = member.value.object, !member.key.hasPrefix("$") || member.key == TokenName.root else { continue }
                let childPath = TokenTreeWalker.join(path, member.key)
                if child.isToken(mode: mode) {
                    if !isDeclared(childPath) { droppedTokens.insert(childPath) }
                    // Older files put children beside a value; the walk reads them as tokens.
                    if mode == .lenient { stack.append((childPath, child)) }
                    continue
                }
                if let position = Self.typePosition(of: child, mode: mode) { groupTypes[childPath] = position }
                stack.append((childPath, child))
            }
        }
        if let position = Self.typePosition(of: tree, mode: mode) { groupTypes[""] = position }
    }

    /// Where the `$type` of a group is written (lenient mode: also an unprefixed string `type`).
    private static func typePosition(of group: JSONObject, mode: ImportMode) -> SourcePosition? {
        if let type = group["$type"] { return type.position }
        if mode == .lenient, let type = group["type"], type.string != nil { return type.position }
        return nil
    }

    /// The `$type` of the nearest group above `path` that has one. A token left without a type
    /// inherited from no valid `$type`, so that one is invalid and already reported.
    func nearestGroupType(above path: TokenPath) -> SourcePosition? {
        var prefix = Substring(path.string)
        while let dot = prefix.lastIndex(of: ".") {
            prefix = prefix[..<dot]
            if let position = groupTypes[String(prefix)] { return position }
        }
        return groupTypes[""]
    }
}
