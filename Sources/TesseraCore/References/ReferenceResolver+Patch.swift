extension ReferenceResolver {
    /// The tokens a later permutation's changes reach: `flags[i]` for every token, `list` in order.
    struct Affected {
        var flags: [Bool]
        var list: [Int]
    }

    /// The tokens that refer to any of `changed`, directly or through other tokens, and `changed`
    /// themselves: in a later permutation only these can resolve differently from the first.
    /// `known`: the first permutation's alias targets (`aliasTargets`), which an unchanged alias
    /// still names, so its path is not looked up again.
    func affected(by changed: [Int], known: [Int32]) -> Affected {
        let replaced = Self.flags(changed, count: tokens.count)
        // Every reference as (target, token), found in parallel; then the tokens referring to
        // each target, laid out flat; then a walk from the changed tokens.
        let edges = IndexChunks.ranges(tokens.count).parallelMap { range -> [(target: Int32, token: Int32)] in
            var found: [(target: Int32, token: Int32)] = []
            for token in range {
                switch tokens[token].references {
                case .none:
                    continue
                case .alias:
                    if !replaced[token], known[token] >= 0 {
                        found.append((known[token], Int32(token)))
                    } else if let path = tokens[token].aliasPath, let target = lookup(path) {
                        found.append((Int32(target), Int32(token)))
                    }
                case .nested:
                    for target in dependencies(of: token) { found.append((Int32(target), Int32(token))) }
                }
            }
            return found
        }
        var starts = [Int32](repeating: 0, count: tokens.count + 1)
        for part in edges { for edge in part { starts[Int(edge.target) + 1] += 1 } }
        for index in 0..<tokens.count { starts[index + 1] += starts[index] }
        var next = starts
        var referrers = [Int32](repeating: 0, count: Int(starts[tokens.count]))
        for part in edges {
            for edge in part {
                referrers[Int(next[Int(edge.target)])] = edge.token
                next[Int(edge.target)] += 1
            }
        }
        var flags = replaced
        var queue = changed
        while let target = queue.popLast() {
            for slot in Int(starts[target])..<Int(starts[target + 1]) {
                let token = Int(referrers[slot])
                if !flags[token] {
                    flags[token] = true
                    queue.append(token)
                }
            }
        }
        return Affected(flags: flags, list: flags.indices.filter { flags[$0] })
    }

    /// `true` at each of `indices`, `false` elsewhere.
    private static func flags(_ indices: [Int], count: Int) -> [Bool] {
        var flags = [Bool](repeating: false, count: count)
        for index in indices { flags[index] = true }
        return flags
    }

    /// Every token outside `affected` is done, as the first permutation resolved it; the affected
    /// ones start as the walk left them (a replaced literal is done already). Only what the
    /// affected tokens read of the others is brought over: their final tokens and resolved JSON.
    /// `hasBaseValues`: the resolver started from the first permutation's resolved values (the
    /// affected tokens' are cleared), rather than from none.
    mutating func adopt(_ base: TokenResolution.Base, except affected: Affected, hasBaseValues: Bool = false) {
        state = [State](repeating: .done, count: tokens.count)
        for index in affected.list {
            state[index] = .pending
            if hasBaseValues { storeValue(nil, at: index) }
            adoptLiteral(index)
        }
        for index in affected.list {
            for target in dependencies(of: index) where !affected.flags[target] {
                tokens[target].finished = base.set.tokens[target]
                if !hasBaseValues, !base.resolvedValue.isEmpty { storeValue(base.resolvedValue[target], at: target) }
            }
        }
    }
}
