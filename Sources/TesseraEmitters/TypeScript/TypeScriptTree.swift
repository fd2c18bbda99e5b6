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
        // The previous path's bytes, and per depth where its segment ends and the group it names:
        // paths in tree order share most groups, so a segment is compared with the previous
        // path's rather than hashed.
        var previous: [UInt8] = []
        var open: [(end: Int, group: Int)] = []
        var dots: [Int] = []
        for entry in 0..<union.count {
            var path = union.paths[entry].string
            Self.dots(in: &path, into: &dots)
            path.withUTF8 { utf8 in
                var group = 0
                var depth = 0
                var start = 0
                var same = true
                for dot in dots {
                    if same, depth < open.count, open[depth].end == dot, Self.equal(utf8, previous, start..<dot) {
                        group = open[depth].group
                    } else {
                        same = false
                        open.removeSubrange(min(depth, open.count)...)
                        group = child(Self.text(utf8, start..<dot), of: group, children: &children)
                        open.append((dot, group))
                    }
                    depth += 1
                    start = dot + 1
                }
                // Deeper groups belonged to the previous path only.
                if open.count > depth { open.removeSubrange(depth...) }
                groups[group].names.append(Self.text(utf8, start..<utf8.count))
                groups[group].members.append(.token(entry))
                previous.removeAll(keepingCapacity: true)
                previous.append(contentsOf: utf8)
            }
        }
        nameMembers(union: union, permutations: permutations, log: &log)
    }

    private struct GroupKey: Hashable {
        var parent: Int
        var name: String
    }

    /// Where the path's separators are, as UTF-8 offsets. A path with other scripts is split as
    /// `TokenPath.segments` splits it, by character: a `.` with a combining mark is no separator.
    private static func dots(in path: inout String, into dots: inout [Int]) {
        dots.removeAll(keepingCapacity: true)
        let ascii = path.withUTF8 { utf8 in
            guard utf8.allSatisfy({ $0 < 0x80 }) else { return false }
            for offset in utf8.indices where utf8[offset] == UInt8(ascii: ".") { dots.append(offset) }
            return true
        }
        guard !ascii else { return }
        for segment in path.split(separator: ".", omittingEmptySubsequences: false).dropLast() {
            dots.append(path.utf8.distance(from: path.startIndex, to: segment.endIndex))
        }
    }

    private static func equal(_ path: UnsafeBufferPointer<UInt8>, _ previous: [UInt8], _ range: Range<Int>) -> Bool {
        guard range.upperBound <= previous.count else { return false }
        for offset in range where path[offset] != previous[offset] { return false }
        return true
    }

    private static func text(_ path: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: path[range]), as: UTF8.self)
    }

    private mutating func child(_ name: String, of parent: Int, children: inout [GroupKey: Int]) -> Int {
        let key = GroupKey(parent: parent, name: name)
        if let existing = children[key] { return existing }
        let created = groups.count
        groups.append(Group())
        groups[parent].names.append(name)
        groups[parent].members.append(.group(created))
        children[key] = created
        return created
    }

    /// Identifiers per group; a clash is renamed and reported at the later token.
    private mutating func nameMembers(union: TokenUnion, permutations: [ResolvedTokenSet], log: inout DiagnosticLog) {
        var paths = [String](repeating: "", count: groups.count)
        for index in groups.indices {
            var scope = TypeScriptNameScope(
                paths[index].isEmpty ? "the top level" : "group '\(paths[index])'", capacity: groups[index].members.count)
            groups[index].identifiers.reserveCapacity(groups[index].members.count)
            for (place, (name, member)) in zip(groups[index].names, groups[index].members).enumerated() {
                if case .group(let child) = member { paths[child] = paths[index].isEmpty ? name : paths[index] + "." + name }
                let identifier = scope.claim(
                    TypeScriptNaming.identifier(name), owner: .member(place),
                    describe: { describe(group: index, place: $0, path: paths[index]) },
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
    private func describe(group index: Int, place: Int, path: String) -> String {
        let name = groups[index].names[place]
        let full = path.isEmpty ? name : path + "." + name
        if case .group = groups[index].members[place] { return "group '\(full)'" }
        return "'\(full)'"
    }
}
