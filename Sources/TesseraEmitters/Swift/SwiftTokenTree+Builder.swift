import TesseraCore

extension SwiftTokenTree {
    /// A name handed out in a scope (a group, by number): the type name of a child group or the
    /// member name of a token, both items of that group.
    struct Claim {
        var scope: Int32
        var item: Int32
        /// The token that placed the item (for a group, the first token inside it).
        var entry: Int32
    }

    /// Builds the groups and items with each name as `SwiftNaming` makes it, recording every
    /// claim in order; `resolveCollisions` then makes names unique.
    struct Builder {
        private(set) var groups: [Group]
        private(set) var placements: [(group: Int32, item: Int32)] = []
        private(set) var claims: [Claim] = []
        /// When all names are ASCII: each claim's key (scope number, then the name without
        /// backticks) back to back, and the scopes where a claim takes a reserved name.
        let ascii: Bool
        private(set) var keys: [UInt8] = []
        private(set) var keyStarts: [Int32] = []
        private(set) var keyLengths: [Int32] = []
        private(set) var touchesReserved: [Bool] = [false]
        private var reserved = ByteSliceTable(expectedCount: 32, averageLength: 12)
        private var names = SwiftNamingCache()

        init(namespace: String, reserved names: [String: String], union: TokenUnion) {
            groups = [Group(name: "", typeName: namespace, number: 0, parent: -1)]
            ascii = SwiftNamingCache.isASCII(namespace) && union.paths.allSatisfy { SwiftNamingCache.isASCII($0.string) }
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
            // Tokens come in document order, so most are in the previous token's group: compare
            // the group part of the path before walking it segment by segment.
            var previousGroupPath: Substring? = nil
            var group = 0
            for entry in 0..<union.count {
                guard let (groupPath, last) = SwiftTokenTree.split(union.paths[entry].string, ascii: ascii) else {
                    placements.append((0, -1))
                    continue
                }
                if !SwiftTokenTree.same(groupPath, previousGroupPath, ascii: ascii) {
                    group = 0
                    for segment in groupPath?.split(separator: ".", omittingEmptySubsequences: false) ?? [] {
                        group = child(of: group, named: String(segment), entry: entry)
                    }
                    previousGroupPath = groupPath
                }
                let member = names.member(last)
                let item = groups[group].items.count
                groups[group].items.append(.token(entry, member))
                record(scope: group, item: item, entry: entry, identifier: member)
                placements.append((Int32(group), Int32(item)))
            }
        }

        private mutating func child(of parent: Int, named name: String, entry: Int) -> Int {
            let group = groups[parent]
            if let index = group.childIndex[name], case .group(let existing) = group.items[index] { return existing.number }
            let child = Group(name: name, typeName: names.type(name[...]), number: groups.count, parent: parent)
            let item = group.items.count
            group.childIndex[name] = item
            group.items.append(.group(child))
            groups.append(child)
            touchesReserved.append(false)
            record(scope: parent, item: item, entry: entry, identifier: child.typeName)
            return child.number
        }

        private mutating func record(scope: Int, item: Int, entry: Int, identifier: String) {
            claims.append(Claim(scope: Int32(scope), item: Int32(item), entry: Int32(entry)))
            guard ascii else { return }
            let bare = SwiftNameScope.bare(identifier)
            if reserved.owner(of: bare) != nil { touchesReserved[scope] = true }
            let start = keys.count
            withUnsafeBytes(of: Int32(scope).littleEndian) { keys.append(contentsOf: $0) }
            keys.append(contentsOf: bare.utf8)
            keyStarts.append(Int32(start))
            keyLengths.append(Int32(keys.count - start))
        }
    }
}

extension SwiftTokenTree.Builder {
    /// Scopes where names may collide: all of them unless every name is ASCII; then only those
    /// where two claims have the same bytes or one takes a reserved name. Handing out 100,000
    /// names through per-scope dictionaries cost more than writing the file, and nearly every
    /// scope of a real system has no collision to report.
    func scopesToCheck() -> [Bool] {
        guard ascii else { return Array(repeating: true, count: groups.count) }
        var check = touchesReserved
        let earlier = DuplicateKeys.earlierOccurrences(storage: keys, starts: keyStarts, lengths: keyLengths)
        for claim in earlier.indices where earlier[claim] >= 0 { check[Int(claims[claim].scope)] = true }
        return check
    }

    /// Claims every name of the scopes that may collide through `SwiftNameScope`, in the order
    /// they were made, so renames and warnings are exactly those of claiming one by one. In the
    /// other scopes every claim would have kept its name.
    mutating func resolveCollisions(
        reserved: [String: String], union: TokenUnion, positions: (Int) -> SourcePosition?, log: inout DiagnosticLog
    ) {
        let check = scopesToCheck()
        var scopes = [SwiftNameScope?](repeating: nil, count: groups.count)
        for claim in claims where check[Int(claim.scope)] {
            let number = Int(claim.scope)
            let group = groups[number]
            if scopes[number] == nil { scopes[number] = SwiftNameScope(scopeName(number), reserved: reserved) }
            switch group.items[Int(claim.item)] {
            case .token(let entry, let member):
                let name = scopes[number]!.claim(member, owner: .token(union.paths[entry]), at: positions(entry), log: &log)
                if name != member { group.items[Int(claim.item)] = .token(entry, name) }
            case .group(let child):
                child.typeName = scopes[number]!.claim(
                    child.typeName, for: "group '\(child.name)'", at: positions(Int(claim.entry)), log: &log)
            }
        }
    }

    /// `Namespace.Group.Child`, from type names already final: a group's type name is claimed
    /// before anything inside it.
    private func scopeName(_ number: Int) -> String {
        let group = groups[number]
        return group.parent < 0 ? group.typeName : scopeName(group.parent) + "." + group.typeName
    }
}

extension SwiftTokenTree {
    /// A path's group part (nil at the top level) and its token name, with a final `$root`
    /// dropped; nil for a path that is only `$root`. Split at `.` characters, as
    /// `TokenPath.segments` splits: a `.` followed by a combining mark is one character and no
    /// separator. In ASCII every byte is a character, so bytes are searched instead.
    static func split(_ path: String, ascii: Bool) -> (group: Substring?, name: Substring)? {
        var (group, name) = splitLast(path[...], ascii: ascii)
        if name == "$root" {
            guard let parent = group else { return nil }
            (group, name) = splitLast(parent, ascii: ascii)
        }
        return (group, name)
    }

    private static func splitLast(_ path: Substring, ascii: Bool) -> (Substring?, Substring) {
        if ascii {
            guard let dot = path.utf8.lastIndex(of: UInt8(ascii: ".")) else { return (nil, path) }
            return (path[..<dot], path[path.utf8.index(after: dot)...])
        }
        guard let dot = path.lastIndex(of: ".") else { return (nil, path) }
        return (path[..<dot], path[path.index(after: dot)...])
    }

    /// Whether two group paths name the same group: as `String` equality when names are not all
    /// ASCII, by bytes (the same answer, faster) when they are.
    static func same(_ a: Substring?, _ b: Substring?, ascii: Bool) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return ascii ? bytesEqual(a, b) : a == b
    }

    private static func bytesEqual(_ a: Substring, _ b: Substring) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        let equal = a.utf8.withContiguousStorageIfAvailable { x in
            b.utf8.withContiguousStorageIfAvailable { y in x.elementsEqual(y) }
        }
        return (equal ?? nil) ?? a.utf8.elementsEqual(b.utf8)
    }
}
