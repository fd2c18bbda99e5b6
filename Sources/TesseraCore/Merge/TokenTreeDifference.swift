/// Where a later permutation's merged tree differs from the first's, when it differs only in whole
/// tokens: a mode's context usually replaces a few hundred token objects and nothing else. Both
/// trees are merged from the same sources, so the groups no context touched share their storage,
/// and only the groups along the replaced tokens' paths are looked into.
struct TokenTreeDifference {
    /// A token object the later tree holds in place of the first's.
    struct ChangedToken {
        var member: JSONMember
        var previous: JSONMember
        /// The path of the group that holds it, and what that group passes on to its tokens.
        var prefix: String
        var context: TokenTreeWalker.Inherited
        var isRoot: Bool

        var path: String { TokenTreeWalker.join(prefix, member.key) }
    }

    /// The replaced tokens in document order; nil when the trees differ in anything else (a token
    /// added, removed or turned into a group, a group property or a member's order changed).
    static func changedTokens(from base: JSONObject, to other: JSONObject, mode: ImportMode) -> [ChangedToken]? {
        var difference = TokenTreeDifference(mode: mode)
        guard difference.compare(base, other, prefix: "", inherited: TokenTreeWalker.Inherited(), isRoot: true) else {
            return nil
        }
        return difference.changed
    }

    private let mode: ImportMode
    private var changed: [ChangedToken] = []
    /// Reads group properties as the walk does; what it reports was reported for the first tree.
    private var scratch: TokenTreeWalker

    private init(mode: ImportMode) {
        self.mode = mode
        scratch = TokenTreeWalker(mode: mode, legacy: LegacyReport(keepingExamples: false))
    }

    private mutating func compare(
        _ base: JSONObject, _ other: JSONObject, prefix: String, inherited: TokenTreeWalker.Inherited, isRoot: Bool
    ) -> Bool {
        if base.sharesStorage(with: other) { return true }
        guard base.count == other.count else { return false }
        var ignored = DiagnosticLog()
        let (context, consumed) = scratch.readGroup(other, inherited: inherited, isRoot: isRoot, log: &ignored)
        for (old, new) in zip(base.members, other.members) {
            guard old.key == new.key else { return false }
            guard case .object(let before) = old.value.value, case .object(let after) = new.value.value,
                  TokenTreeMerge.isChildName(new.key), !consumed.contains(new.key) else {
                // A group property or a member that is not an object: it must be the same value.
                if old.keyPosition == new.keyPosition, JSONNode.same(old.value, new.value) { continue }
                return false
            }
            let samePlace = old.keyPosition == new.keyPosition && old.value.position == new.value.position
            if samePlace, before.sharesStorage(with: after) { continue }
            switch (before.isToken(mode: mode), after.isToken(mode: mode)) {
            case (true, true):
                changed.append(ChangedToken(member: new, previous: old, prefix: prefix, context: context, isRoot: isRoot))
            case (false, false):
                // A group merged from several sources keeps its first place; elsewhere it was replaced.
                guard samePlace, compare(
                    before, after, prefix: TokenTreeWalker.join(prefix, new.key), inherited: context, isRoot: false)
                else { return false }
            default:
                return false
            }
        }
        return true
    }
}

extension JSONObject {
    /// Whether both hold the very same members (so are equal without looking): merged trees share
    /// the groups that no later source touched.
    func sharesStorage(with other: JSONObject) -> Bool {
        members.withUnsafeBufferPointer { mine in
            other.members.withUnsafeBufferPointer { theirs in
                mine.baseAddress == theirs.baseAddress && mine.count == theirs.count
            }
        }
    }
}

extension JSONNode {
    /// Equal values written at the same places.
    static func same(_ a: JSONNode, _ b: JSONNode) -> Bool {
        guard a.position == b.position else { return false }
        switch (a.value, b.value) {
        case (.null, .null): return true
        case let (.bool(x), .bool(y)): return x == y
        case let (.number(x), .number(y)): return x == y || (x.isNaN && y.isNaN)
        case let (.string(x), .string(y)): return x == y
        case let (.array(x), .array(y)): return x.count == y.count && zip(x, y).allSatisfy { same($0, $1) }
        case let (.object(x), .object(y)):
            if x.sharesStorage(with: y) { return true }
            return x.count == y.count && zip(x.members, y.members).allSatisfy { old, new in
                old.key == new.key && old.keyPosition == new.keyPosition && same(old.value, new.value)
            }
        default: return false
        }
    }
}
