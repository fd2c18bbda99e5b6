/// Enumerating permutations and building the merged token tree of one (§4 algorithm steps 2 and 4).
extension ResolverDocument {
    /// Every combination of contexts: modifiers in resolutionOrder, contexts in declared order, the
    /// first modifier varying slowest. The default permutation (each modifier's default, or its
    /// first context) comes first, so single-theme outputs can simply take `allPermutations[0]`.
    public var allPermutations: [Permutation] {
        let modifiers = modifierSteps
        var result: [Permutation] = [Permutation()]
        for modifier in modifiers {
            var next: [Permutation] = []
            next.reserveCapacity(result.count * modifier.contexts.count)
            for prefix in result {
                for context in modifier.contexts {
                    var permutation = prefix
                    permutation.choices.append(Permutation.Choice(modifier: modifier.name, context: context.name))
                    next.append(permutation)
                }
            }
            result = next
        }
        if let index = result.firstIndex(of: defaultPermutation), index > 0 {
            let first = result.remove(at: index)
            result.insert(first, at: 0)
        }
        return result
    }

    /// Each modifier at its default, or at its first context where it has none.
    public var defaultPermutation: Permutation {
        Permutation(modifierSteps.compactMap { modifier in
            modifier.fallbackContext.map { Permutation.Choice(modifier: modifier.name, context: $0) }
        })
    }

    /// Walks resolutionOrder and merges each set's sources, and each modifier's chosen context, into
    /// one token tree (later wins, tokens replaced whole). Nodes keep their source positions; aliases
    /// are left for the caller. A modifier the permutation does not mention uses its default.
    public func tokenTree(for permutation: Permutation) -> JSONObject {
        var tree = JSONObject()
        for step in steps {
            switch step.kind {
            case .set(let sources):
                for source in sources { TokenTreeMerge.merge(source, into: &tree) }
            case .modifier(let modifier):
                let chosen = permutation.context(of: modifier.name).flatMap(modifier.context(named:))
                guard let context = chosen ?? modifier.fallbackContext.flatMap(modifier.context(named:)) else {
                    continue
                }
                for source in context.sources { TokenTreeMerge.merge(source, into: &tree) }
            }
        }
        return tree
    }
}
