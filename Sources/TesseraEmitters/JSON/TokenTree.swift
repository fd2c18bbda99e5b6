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
        /// Members of groups, keyed by the group's index and the member's name, so a path cannot
        /// be both a token and a group, or two tokens: groups own their index, tokens `-1 - index`.
        /// It holds every subgroup, but the tokens of a group only once `indexed`.
        private var members: ByteSliceTable
        /// Whether each group's tokens are in `members`. A group filled by one run of consecutive
        /// tokens (the usual case) is checked for repeated names by `run` alone, until something
        /// else is added to it.
        private var indexed: [Bool] = [false]
        private var run = NameSet()
        private var runGroup = -1
        /// The parent path of the last inserted token and its group: tokens come grouped, so most
        /// insertions skip walking the path.
        private var lastParent: Substring??
        private var lastParentGroup = 0
        /// The same for the container of the last group looked up: a new parent is most often a
        /// sibling of the last one.
        private var lastOuter: Substring??
        private var lastOuterGroup = 0

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
            if let lastParent, NameSet.sameBytes(lastParent, parent) {
                group = lastParentGroup
            } else {
                guard let found = groupIndex(for: parent) else { return false }
                group = found
                lastParent = parent
                lastParentGroup = found
            }
            if group != runGroup { startRun(in: group) }
            if indexed[group] {
                guard claim(name, in: group, for: -1 - tokenIndex) == nil else { return false }
            } else {
                guard run.insert(name) else { return false }
            }
            groups[group].names.append(name)
            groups[group].entries.append(.token(tokenIndex))
            groups[group].tokenCount += 1
            return true
        }

        /// The group for a dotted parent path, created as needed; nil when a token is in the way.
        private mutating func groupIndex(for parent: Substring?) -> Int? {
            guard let parent else { return 0 }
            let outerEnd = parent.utf8.lastIndex(of: UInt8(ascii: "."))
            let outer = outerEnd.map { parent[..<$0] }
            let container: Int
            if let lastOuter, NameSet.sameBytes(lastOuter, outer) {
                container = lastOuterGroup
            } else {
                guard let found = groupIndex(for: outer) else { return nil }
                container = found
                lastOuter = outer
                lastOuterGroup = found
            }
            let name = outerEnd.map { parent[parent.index(after: $0)...] } ?? parent
            if !indexed[container] { index(container) }
            let created = groups.count
            if let existing = claim(name, in: container, for: created) { return existing >= 0 ? existing : nil }
            groups.append(Group())
            parents.append(container)
            indexed.append(false)
            groups[container].names.append(name)
            groups[container].entries.append(.group(created))
            return created
        }

        /// A run may keep its names to itself only in a group that was empty when it started.
        private mutating func startRun(in group: Int) {
            run.removeAll()
            runGroup = group
            if !indexed[group], !groups[group].entries.isEmpty { index(group) }
        }

        /// Puts a group's tokens into `members`, before anything but its own run is added to it.
        private mutating func index(_ group: Int) {
            indexed[group] = true
            for (name, entry) in zip(groups[group].names, groups[group].entries) {
                if case .token(let tokenIndex) = entry { _ = claim(name, in: group, for: -1 - tokenIndex) }
            }
        }

        /// Records `name` as a member of `group` owned by `owner`; the existing owner if taken.
        private mutating func claim(_ name: Substring, in group: Int, for owner: Int) -> Int? {
            let start = withUnsafeBytes(of: Int32(group).littleEndian) { members.append($0) }
            _ = members.append(name.utf8)
            return members.claim(start: start, length: members.storage.count - start, owner: owner)
        }
    }
}
