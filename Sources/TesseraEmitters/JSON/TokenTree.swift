import TesseraCore

/// Tokens regrouped into nested groups by their path segments, in document order, so the JSON
/// output has the same shape as a DTCG file. Built once per permutation in linear time.
struct TokenTree: Sendable {
    enum Entry: Sendable {
        case group(Int)
        case token(Int)
    }

    struct Group: Sendable {
        var names: [Substring] = []
        var entries: [Entry] = []
        /// Tokens in the group and all its subgroups: how the writing is split between threads.
        var tokenCount = 0
    }

    /// The root is group 0; a subgroup always comes after its group.
    private(set) var groups: [Group] = [Group()]

    init(_ tokens: [Token], log: inout DiagnosticLog) {
        var builder = Builder(expectedCount: tokens.count)
        tokens.withUnsafeBufferPointer { tokens in
            for index in tokens.indices where !builder.insert(tokens[index].path.string, at: index) {
                conflict(tokens[index].path, at: tokens[index].position, log: &log)
            }
        }
        groups = builder.groups
        for index in groups.indices.dropFirst().reversed() {
            groups[builder.parents[index]].tokenCount += groups[index].tokenCount
        }
    }

    /// A token and a group (or two tokens) with one path cannot both be written; the resolver
    /// rejects such input, so this only guards against a broken set.
    private func conflict(_ path: TokenPath, at position: SourcePosition?, log: inout DiagnosticLog) {
        log.warning(
            "json-path-conflict",
            "token '\(path)' has the same path as another token or group and is left out of the JSON output",
            at: position)
    }

    private struct Builder {
        var groups: [Group] = [Group()]
        var parents: [Int] = [0]
        /// Every member of every group, keyed by the group's index and the member's name, so a
        /// path cannot be both a token and a group, or two tokens: groups own their index, tokens
        /// `-1 - index`. Keys are short (not whole paths), so building the key and hashing it is cheap.
        private var members: ByteSliceTable
        /// The parent path of the last inserted token and its group: tokens come grouped, so most
        /// insertions skip walking the path.
        private var lastParent: Substring??
        private var lastParentGroup = 0

        init(expectedCount: Int) {
            members = ByteSliceTable(expectedCount: expectedCount + expectedCount / 8, averageLength: 12)
        }

        /// Adds a token; false when its path is already a token or a group, or runs through a token.
        mutating func insert(_ path: String, at tokenIndex: Int) -> Bool {
            let lastDot = path.utf8.lastIndex(of: UInt8(ascii: "."))
            // nil for a top-level token; an empty string is a group with an empty name.
            let parent = lastDot.map { path[..<$0] }
            let name = lastDot.map { path[path.index(after: $0)...] } ?? path[...]
            let group: Int
            if let lastParent, lastParent == parent {
                group = lastParentGroup
            } else {
                guard let found = groupIndex(for: parent) else { return false }
                group = found
                lastParent = parent
                lastParentGroup = found
            }
            guard claim(name, in: group, for: -1 - tokenIndex) == nil else { return false }
            groups[group].names.append(name)
            groups[group].entries.append(.token(tokenIndex))
            groups[group].tokenCount += 1
            return true
        }

        /// The group for a dotted parent path, created as needed; nil when a token is in the way.
        private mutating func groupIndex(for parent: Substring?) -> Int? {
            guard let parent else { return 0 }
            let outerEnd = parent.utf8.lastIndex(of: UInt8(ascii: "."))
            guard let container = groupIndex(for: outerEnd.map { parent[..<$0] }) else { return nil }
            let name = outerEnd.map { parent[parent.index(after: $0)...] } ?? parent
            let created = groups.count
            if let existing = claim(name, in: container, for: created) { return existing >= 0 ? existing : nil }
            groups.append(Group())
            parents.append(container)
            groups[container].names.append(name)
            groups[container].entries.append(.group(created))
            return created
        }

        /// Records `name` as a member of `group` owned by `owner`; the existing owner if taken.
        private mutating func claim(_ name: Substring, in group: Int, for owner: Int) -> Int? {
            let start = withUnsafeBytes(of: Int32(group).littleEndian) { members.append($0) }
            _ = members.append(name.utf8)
            return members.claim(start: start, length: members.storage.count - start, owner: owner)
        }
    }
}
