import TesseraCore

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
    /// other scopes every claim would have kept its name. Runs after `makeItems`.
    mutating func resolveCollisions(
        reserved: [String: String], union: TokenUnion, positions: (Int) -> SourcePosition?, log: inout DiagnosticLog
    ) {
        let check = scopesToCheck()
        guard check.contains(true) else { return }
        var scopes = [SwiftNameScope?](repeating: nil, count: groups.count)
        var nextItem = [Int](repeating: 0, count: groups.count)
        for claim in claims {
            let number = Int(claim.scope)
            let item = nextItem[number]
            nextItem[number] += 1
            guard check[number] else { continue }
            let group = groups[number]
            if scopes[number] == nil { scopes[number] = SwiftNameScope(scopeName(number), reserved: reserved) }
            switch group.items[item] {
            case .token(let entry, let member):
                let name = scopes[number]!.claim(member, owner: .token(union.paths[entry]), at: positions(entry), log: &log)
                if name != member { group.items[item] = .token(entry, name) }
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
