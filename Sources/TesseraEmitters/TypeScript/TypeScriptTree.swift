import TesseraCore

/// The token paths of every permutation as nested objects, each member named once with a valid
/// identifier (`TypeScriptNaming`), so the type and every permutation's object agree. Members keep
/// the order in which their paths first appear, as the json output's groups do.
struct TypeScriptTree {
    enum Member {
        case group(Int)
        /// A union entry (`TokenUnion`).
        case token(Int)
    }

    struct Group {
        var names: [String] = []
        var identifiers: [String] = []
        var members: [Member] = []
        /// The group holding this one (-1 for the root) and this one's place among its members.
        var parent = -1
        var place = -1
    }

    /// The root is group 0.
    private(set) var groups: [Group] = [Group()]

    init(union: TokenUnion, permutations: [ResolvedTokenSet], log: inout DiagnosticLog) {
        var children: [GroupKey: Int] = [:]
        // The groups the previous path went through, each a child of the one before: paths in
        // tree order share most of them, so most segments are compared rather than hashed.
        var open: [(name: Substring, group: Int)] = []
        for entry in 0..<union.count {
            let path = union.paths[entry].string
            let utf8 = path.utf8
            var group = 0
            var depth = 0
            var start = utf8.startIndex
            while let dot = utf8[start...].firstIndex(of: UInt8(ascii: ".")) {
                let segment = path[start..<dot]
                if depth < open.count, open[depth].name == segment {
                    group = open[depth].group
                } else {
                    open.removeSubrange(min(depth, open.count)...)
                    group = child(segment, of: group, children: &children)
                    open.append((segment, group))
                }
                depth += 1
                start = utf8.index(after: dot)
            }
            groups[group].names.append(String(path[start...]))
            groups[group].members.append(.token(entry))
        }
        nameMembers(union: union, permutations: permutations, log: &log)
    }

    private struct GroupKey: Hashable {
        var parent: Int
        var name: Substring
    }

    private mutating func child(_ name: Substring, of parent: Int, children: inout [GroupKey: Int]) -> Int {
        let key = GroupKey(parent: parent, name: name)
        if let existing = children[key] { return existing }
        let created = groups.count
        groups.append(Group(parent: parent, place: groups[parent].members.count))
        groups[parent].names.append(String(name))
        groups[parent].members.append(.group(created))
        children[key] = created
        return created
    }

    /// Identifiers per group; a clash is renamed and reported at the later token.
    private mutating func nameMembers(union: TokenUnion, permutations: [ResolvedTokenSet], log: inout DiagnosticLog) {
        for index in groups.indices {
            var scope = TypeScriptNameScope(index == 0 ? "the top level" : "group '\(path(of: index))'")
            groups[index].identifiers.reserveCapacity(groups[index].members.count)
            for (place, (name, member)) in zip(groups[index].names, groups[index].members).enumerated() {
                let identifier = scope.claim(
                    TypeScriptNaming.identifier(name), owner: .member(place), describe: { describe(group: index, place: $0) },
                    at: Self.position(of: member, union: union, permutations: permutations), log: &log)
                groups[index].identifiers.append(identifier)
            }
        }
    }

    private static func position(of member: Member, union: TokenUnion, permutations: [ResolvedTokenSet]) -> SourcePosition? {
        guard case .token(let entry) = member else { return nil }
        return union.representative(entry, in: permutations).position
    }

    /// `group 'a.b'` or `'a.b.c'`, for a collision warning.
    private func describe(group index: Int, place: Int) -> String {
        let name = groups[index].names[place]
        let full = index == 0 ? name : path(of: index) + "." + name
        if case .group = groups[index].members[place] { return "group '\(full)'" }
        return "'\(full)'"
    }

    /// The dotted path of a group.
    private func path(of index: Int) -> String {
        var names: [String] = []
        var group = index
        while group > 0 {
            let parent = groups[group].parent
            names.append(groups[parent].names[groups[group].place])
            group = parent
        }
        return names.reversed().joined(separator: ".")
    }
}
