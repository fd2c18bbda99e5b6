extension TokenResolution {
    /// The first permutation, kept so that later ones can be resolved as patches of it: a mode
    /// usually replaces a few hundred tokens of a large system, and only those and the tokens that
    /// refer to them can resolve differently.
    public struct Base: Sendable {
        let tree: JSONObject
        let mode: ImportMode
        let set: ResolvedTokenSet
        /// The tokens as the walk declared them (their final tokens moved out into `set`).
        var declared: [DeclaredToken]
        var resolvedValue: [JSONNode?]
        let index: PathIndex
        /// The resolver's record of where each alias points (`set` keeps it too).
        let aliasTargets: [Int32]
    }

    /// Resolves every permutation: the first in full, the others as patches of it where they
    /// differ from it only in whole tokens, else in full. Tokens a later permutation leaves as the
    /// first resolved them are the first's very objects. Diagnostics come in permutation order;
    /// a patch reports what its replaced tokens and their referrers bring (the rest was reported
    /// for the first permutation).
    /// `handingOver`: what resolving leaves behind (declared tokens, resolved values) goes to
    /// `BackgroundRelease` instead of being freed before returning, for a caller whose next work
    /// allocates little (a check's rules).
    public static func resolveAll(
        _ permutations: [Permutation], trees: @escaping @Sendable (Permutation) -> JSONObject, mode: ImportMode,
        mayHaveExtends: Bool = true, handingOver: Bool = false, locators: (@Sendable (Permutation) -> ReferenceLocator)? = nil,
        log: inout DiagnosticLog
    ) -> [ResolvedTokenSet] {
        guard let first = permutations.first else { return [] }
        var firstLog = DiagnosticLog()
        let later = Array(permutations.dropFirst())
        // `$extends` applied here rather than in `resolve`, so that the second permutation's
        // patch input can be compared with this tree on another core while it resolves.
        let firstTree = mayHaveExtends ? ExtendsExpansion.expand(trees(first), mode: mode, log: &firstLog) : trees(first)
        let upcoming = later.first.map { second in
            BackgroundValue { PatchInput(tree: trees(second), base: firstTree, mode: mode, mayHaveExtends: mayHaveExtends) }
        }
        var (firstSet, base) = resolve(
            firstTree, permutation: first, mode: mode, mayHaveExtends: false, keepingBase: !later.isEmpty,
            handingOver: handingOver, locator: locators?(first), log: &firstLog)
        // One patch after the other: each spreads its own work over the cores, and the last
        // takes the declared tokens instead of copying them.
        var rest: [(set: ResolvedTokenSet, log: DiagnosticLog)] = []
        for (offset, permutation) in later.enumerated() {
            let input = offset == 0
                ? upcoming!.wait()
                : PatchInput(tree: trees(permutation), base: firstTree, mode: mode, mayHaveExtends: mayHaveExtends)
            if let patching = base, let replaced = input.replaced {
                let isLast = offset == later.count - 1
                if isLast { base = nil }
                var permutationLog = input.log
                if let set = patch(
                    consume patching, tree: input.tree, replaced: replaced, permutation: permutation, isLast: isLast,
                    locator: locators?(permutation), log: &permutationLog) {
                    rest.append((set, permutationLog))
                    continue
                }
            }
            var permutationLog = DiagnosticLog()
            let set = resolve(
                input.original, permutation: permutation, mode: mode, mayHaveExtends: mayHaveExtends, keepingBase: false,
                handingOver: handingOver, locator: locators?(permutation), log: &permutationLog).set
            rest.append((set, permutationLog))
        }
        log.emit(contentsOf: firstLog)
        for result in rest { log.emit(contentsOf: result.log) }
        return [firstSet] + rest.map(\.set)
    }

    /// `tree` resolved as a patch of `base`, whose tokens `replaced` replaces (see `PatchInput`);
    /// nil when a replaced token is not one of the base's (the caller resolves it in full).
    static func patch(
        _ base: consuming Base, tree: JSONObject, replaced: [(change: TokenTreeDifference.ChangedToken, token: DeclaredToken)],
        permutation: Permutation, isLast: Bool = true, locator: ReferenceLocator? = nil, log: inout DiagnosticLog
    ) -> ResolvedTokenSet? {
        // The first permutation's tokens, copied on another thread while this one works out the
        // patch (a copy retains 100,000 tokens, 3 ms that held up the rules).
        let firstTokens = BackgroundValue { [tokens = base.set.tokens] in tokens.withUnsafeBufferPointer { Array($0) } }
        // Moved out, so that the last permutation's patch changes them in place.
        var declared: [DeclaredToken] = []
        swap(&declared, &base.declared)
        var changed: [Int] = []
        changed.reserveCapacity(replaced.count)
        for (change, token) in replaced {
            guard let index = base.index.find(change.path, key: { declared[$0].path.string }) else { return nil }
            declared[index] = token
            changed.append(index)
        }

        // The last patch takes the first permutation's resolved values, which it alone holds now.
        var values: [JSONNode?]?
        if isLast {
            values = base.resolvedValue
            base.resolvedValue = []
        }
        let hasBaseValues = values != nil
        var resolver = ReferenceResolver(tree: tree, tokens: consume declared, mode: base.mode, index: base.index, values: consume values)
        resolver.locator = locator
        let affected = resolver.affected(by: changed, known: base.aliasTargets)
        resolver.adopt(base, except: affected, hasBaseValues: hasBaseValues)
        resolver.resolvePending(log: &log)
        // The first permutation's tokens, with the affected ones replaced (a failed one dropped).
        var tokens = firstTokens.wait()
        var failed: [Int] = []
        for index in affected.list {
            guard resolver.state[index] == .done, let token = resolver.tokens[index].finished else {
                failed.append(index)
                continue
            }
            if token.extensions != nil { ExtensionValidation.check(token, log: &log) }
            tokens[index] = token
        }
        // The declared tokens (mostly references to strings and JSON the trees share) are handed
        // over rather than released here: that was 6 ms of both cores, decrementing 100,000 cold
        // objects, before the check's rules could start (a command-line run just keeps them).
        BackgroundRelease.release(resolver.takeTokens())
        // The last patch holds the first permutation's values (an earlier one shares them with
        // the next); handed over likewise.
        if isLast { BackgroundRelease.release(resolver.resolvedValue) }
        guard failed.isEmpty else {
            let dropped = Set(failed)
            return ResolvedTokenSet(permutation: permutation, tokens: tokens.indices.filter { !dropped.contains($0) }.map { tokens[$0] })
        }
        // The first permutation's alias targets, with the affected tokens' as they resolved now.
        var aliasTargets = base.aliasTargets
        for index in affected.list { aliasTargets[index] = resolver.aliasTargets[index] }
        return ResolvedTokenSet(permutation: permutation, tokens: tokens, index: base.index, aliasTargets: aliasTargets)
    }
}
