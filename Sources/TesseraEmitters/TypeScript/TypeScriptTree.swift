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
    }

    /// The root is group 0.
    private(set) var groups: [Group] = [Group()]

    init(union: TokenUnion, permutations: [ResolvedTokenSet], log: inout DiagnosticLog) {
        var children: [GroupKey: Int] = [:]
        for entry in 0..<union.count {
            let segments = union.paths[entry].segments
            var group = 0
            for segment in segments.dropLast() {
                let key = GroupKey(parent: group, name: segment)
                if let existing = children[key] {
                    group = existing
                    continue
                }
                let created = groups.count
                groups.append(Group())
                groups[group].names.append(String(segment))
                groups[group].members.append(.group(created))
                children[key] = created
                group = created
            }
            groups[group].names.append(String(segments.last ?? ""))
            groups[group].members.append(.token(entry))
        }
        nameMembers(union: union, permutations: permutations, log: &log)
    }

    private struct GroupKey: Hashable {
        var parent: Int
        var name: Substring
    }

    /// Identifiers per group; a clash is renamed and reported at the later token.
    private mutating func nameMembers(union: TokenUnion, permutations: [ResolvedTokenSet], log: inout DiagnosticLog) {
        var paths = [String](repeating: "", count: groups.count)
        for index in groups.indices {
            var scope = TypeScriptNameScope(paths[index].isEmpty ? "the top level" : "group '\(paths[index])'")
            groups[index].identifiers.reserveCapacity(groups[index].members.count)
            for (name, member) in zip(groups[index].names, groups[index].members) {
                let path = paths[index].isEmpty ? name : paths[index] + "." + name
                let owner: String
                var position: SourcePosition?
                switch member {
                case .group(let child):
                    paths[child] = path
                    owner = "group '\(path)'"
                case .token(let entry):
                    owner = "'\(path)'"
                    position = union.representative(entry, in: permutations).position
                }
                groups[index].identifiers.append(
                    scope.claim(TypeScriptNaming.identifier(name), owner: owner, at: position, log: &log))
            }
        }
    }
}
