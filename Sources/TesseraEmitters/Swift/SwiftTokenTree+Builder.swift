import TesseraCore

extension SwiftTokenTree {
    /// A name handed out in a scope (a group, by number): the type name of a child group or the
    /// member name of a token. In scope order, claims are the group's items.
    struct Claim {
        var scope: Int32
        /// The token that placed the item (for a group, the first token inside it).
        var entry: Int32
        /// The group whose type name this is, or -1 for a token's member name.
        var child: Int32
        var member: String
    }

    /// Builds the groups with each name as `SwiftNaming` makes it, recording every claim in order;
    /// `resolveCollisions` then makes names unique.
    struct Builder {
        private(set) var groups: [Group]
        var placements: [(group: Int32, item: Int32)] = []
        private(set) var claims: [Claim] = []
        private var itemCounts: [Int32] = [0]
        /// When all names are ASCII: each claim's key (scope number, then the name without
        /// backticks) back to back, and the scopes where a claim takes a reserved name.
        let ascii: Bool
        private(set) var keys: [UInt8] = []
        private(set) var keyStarts: [Int32] = []
        private(set) var keyLengths: [Int32] = []
        private(set) var touchesReserved: [Bool] = [false]
        var reserved = ByteSliceTable(expectedCount: 32, averageLength: 12)
        var names = SwiftNamingCache()
        var members = ASCIIMembers()

        init(namespace: String, reserved names: [String: String], union: TokenUnion) {
            groups = [Group(name: "", typeName: namespace, number: 0, parent: -1)]
            ascii = Self.isASCII(namespace) && union.paths.allSatisfy { Self.isASCII($0.string) }
            for name in names.keys.sorted() { _ = reserved.insert(name.utf8, owner: 0) }
            placements.reserveCapacity(union.count)
            claims.reserveCapacity(union.count + union.count / 8)
            if ascii {
                keys.reserveCapacity(union.count * 12)
                keyStarts.reserveCapacity(union.count + union.count / 8)
                keyLengths.reserveCapacity(union.count + union.count / 8)
            }
        }

        mutating func add(_ union: TokenUnion) {
            if ascii { return addASCII(union) }
            // Tokens come in document order, so most are in the previous token's group: compare
            // the group part of the path before walking it segment by segment.
            var previousGroupPath: Substring? = nil
            var group = 0
            for entry in 0..<union.count {
                guard let (groupPath, last) = SwiftTokenTree.split(union.paths[entry].string) else {
                    placements.append((0, -1))
                    continue
                }
                if groupPath != previousGroupPath {
                    group = 0
                    for segment in groupPath?.split(separator: ".", omittingEmptySubsequences: false) ?? [] {
                        group = child(of: group, named: String(segment), entry: entry)
                    }
                    previousGroupPath = groupPath
                }
                let item = claim(in: group, entry: entry, child: -1, member: names.member(last))
                placements.append((Int32(group), Int32(item)))
            }
        }

        mutating func child(of parent: Int, named name: String, entry: Int) -> Int {
            if let known = groups[parent].children[name] { return known }
            let child = Group(name: name, typeName: names.type(name[...]), number: groups.count, parent: parent)
            groups[parent].children[name] = child.number
            groups.append(child)
            itemCounts.append(0)
            touchesReserved.append(false)
            _ = claim(in: parent, entry: entry, child: child.number, member: "")
            if ascii {
                let bare = SwiftNameScope.bare(child.typeName)
                recordKey(in: parent, bare.utf8, reserved: reserved.owner(of: bare) != nil)
            }
            return child.number
        }

        /// Records a claim; returns its item's index in the scope's group.
        mutating func claim(in scope: Int, entry: Int, child: Int, member: String) -> Int {
            let item = Int(itemCounts[scope])
            itemCounts[scope] += 1
            claims.append(Claim(scope: Int32(scope), entry: Int32(entry), child: Int32(child), member: member))
            return item
        }

        mutating func recordKey(in scope: Int, _ bare: some Collection<UInt8>, reserved isReserved: Bool) {
            if isReserved { touchesReserved[scope] = true }
            let start = keys.count
            withUnsafeBytes(of: Int32(scope).littleEndian) { keys.append(contentsOf: $0) }
            keys.append(contentsOf: bare)
            keyStarts.append(Int32(start))
            keyLengths.append(Int32(keys.count - start))
        }

        /// Gives every group its items, from the claims in order: built at the end, into arrays
        /// of the right size, rather than appended to each group while paths are walked.
        mutating func makeItems() {
            var lists = [[Item]](repeating: [], count: groups.count)
            for number in lists.indices { lists[number].reserveCapacity(Int(itemCounts[number])) }
            for claim in claims {
                lists[Int(claim.scope)].append(
                    claim.child >= 0 ? .group(groups[Int(claim.child)]) : .token(Int(claim.entry), claim.member))
            }
            for (number, list) in lists.enumerated() { groups[number].items = list }
        }

        static func isASCII(_ text: String) -> Bool {
            var text = text
            return text.withUTF8 { $0.allSatisfy { $0 < 0x80 } }
        }
    }

    /// A path's group part (nil at the top level) and its token name, with a final `$root`
    /// dropped; nil for a path that is only `$root`. Split at `.` characters, as
    /// `TokenPath.segments` splits: a `.` followed by a combining mark is one character and no
    /// separator.
    static func split(_ path: String) -> (group: Substring?, name: Substring)? {
        var (group, name) = splitLast(path[...])
        if name == "$root" {
            guard let parent = group else { return nil }
            (group, name) = splitLast(parent)
        }
        return (group, name)
    }

    private static func splitLast(_ path: Substring) -> (Substring?, Substring) {
        guard let dot = path.lastIndex(of: ".") else { return (nil, path) }
        return (path[..<dot], path[path.index(after: dot)...])
    }
}
