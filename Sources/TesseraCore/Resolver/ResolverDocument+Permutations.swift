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

    /// How many permutations `allPermutations` would hold, counted without building any: the
    /// product of the modifiers' context counts, saturating at `Int.max`. A 12 KB resolver can
    /// declare billions (20 modifiers of 3 contexts), so callers check this against a limit first.
    public var permutationCount: Int {
        var count = 1
        for modifier in modifierSteps {
            let (product, overflow) = count.multipliedReportingOverflow(by: modifier.contexts.count)
            if overflow { return Int.max }
            count = product
        }
        return count
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
        for source in sources(for: permutation) { TokenTreeMerge.merge(source, into: &tree) }
        return tree
    }

    /// `tokenTree(for:)` of each of `permutations`, on demand. The sources every permutation starts
    /// with are merged once: the trees share that part, so comparing them (to resolve later
    /// permutations as patches of the first) need not look into it.
    public func tokenTrees(for permutations: [Permutation]) -> @Sendable (Permutation) -> JSONObject {
        let lists = permutations.map { sources(for: $0) }
        guard let first = lists.first, lists.count > 1 else { return { self.tokenTree(for: $0) } }
        var common = first.count
        for list in lists.dropFirst() {
            common = min(common, zip(first, list).prefix { $0.sharesStorage(with: $1) }.count)
        }
        var prefix = JSONObject()
        for source in first.prefix(common) { TokenTreeMerge.merge(source, into: &prefix) }
        let shared = prefix
        let later = common
        return { permutation in
            var tree = shared
            for source in self.sources(for: permutation).dropFirst(later) { TokenTreeMerge.merge(source, into: &tree) }
            return tree
        }
    }

    /// The token trees merged for a permutation, in order.
    func sources(for permutation: Permutation) -> [JSONObject] {
        var sources: [JSONObject] = []
        for step in steps {
            switch step.kind {
            case .set(let list):
                sources += list
            case .modifier(let modifier):
                let chosen = permutation.context(of: modifier.name).flatMap(modifier.context(named:))
                guard let context = chosen ?? modifier.fallbackContext.flatMap(modifier.context(named:)) else {
                    continue
                }
                sources += context.sources
            }
        }
        return sources
    }
}
