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
    }

    /// Resolves every permutation: the first in full, the others as patches of it where they
    /// differ from it only in whole tokens, else in full. Tokens a later permutation leaves as the
    /// first resolved them are the first's very objects. Diagnostics come in permutation order;
    /// a patch reports what its replaced tokens and their referrers bring (the rest was reported
    /// for the first permutation).
    public static func resolveAll(
        _ permutations: [Permutation], trees: @Sendable (Permutation) -> JSONObject, mode: ImportMode,
        mayHaveExtends: Bool = true, log: inout DiagnosticLog
    ) -> [ResolvedTokenSet] {
        guard let first = permutations.first else { return [] }
        var firstLog = DiagnosticLog()
        var (firstSet, base) = resolve(
            trees(first), permutation: first, mode: mode, mayHaveExtends: mayHaveExtends,
            keepingBase: permutations.count > 1, log: &firstLog)
        // One patch after the other: each spreads its own work over the cores, and the last
        // takes the declared tokens instead of copying them.
        var rest: [(set: ResolvedTokenSet, log: DiagnosticLog)] = []
        let later = permutations.dropFirst()
        for permutation in later {
            let tree = trees(permutation)
            var permutationLog = DiagnosticLog()
            if let patching = base {
                let isLast = permutation == later.last
                if isLast { base = nil }
                if let set = patch(
                    consume patching, tree: tree, permutation: permutation, mayHaveExtends: mayHaveExtends,
                    isLast: isLast, log: &permutationLog) {
                    rest.append((set, permutationLog))
                    continue
                }
                permutationLog = DiagnosticLog()
            }
            let set = resolve(tree, permutation: permutation, mode: mode, mayHaveExtends: mayHaveExtends, log: &permutationLog)
            rest.append((set, permutationLog))
        }
        log.emit(contentsOf: firstLog)
        for result in rest { log.emit(contentsOf: result.log) }
        return [firstSet] + rest.map(\.set)
    }

    /// `tree` resolved as a patch of `base`; nil when it differs from the base's tree in more than
    /// whole tokens, or a replaced token is not one token in both (the caller resolves it in full).
    static func patch(
        _ base: consuming Base, tree unexpanded: JSONObject, permutation: Permutation, mayHaveExtends: Bool,
        isLast: Bool = true, log: inout DiagnosticLog
    ) -> ResolvedTokenSet? {
        let tree = mayHaveExtends ? ExtendsExpansion.expand(unexpanded, mode: base.mode, log: &log) : unexpanded
        guard let changes = TokenTreeDifference.changedTokens(from: base.tree, to: tree, mode: base.mode) else { return nil }
        // Moved out, so that the last permutation's patch changes them in place.
        var declared: [DeclaredToken] = []
        swap(&declared, &base.declared)
        var changed: [Int] = []
        var walker = TokenTreeWalker(mode: base.mode, legacy: LegacyReport())
        var walkLog = DiagnosticLog()
        for change in changes {
            let path = change.path
            guard let index = base.index.find(path, key: { declared[$0].path.string }),
                  Self.declaresOneToken(change.previous, of: change, path: path, mode: base.mode) else { return nil }
            let before = walker.tokens.count
            _ = walker.visit(change.member, prefix: change.prefix, inherited: change.context, isRoot: change.isRoot, log: &walkLog)
            guard walker.tokens.count == before + 1, walker.tokens[before].path.string == path else { return nil }
            declared[index] = walker.tokens[before]
            changed.append(index)
        }
        walker.legacy.flush(into: &walkLog)
        log.emit(contentsOf: walkLog)

        var resolver = ReferenceResolver(tree: tree, tokens: consume declared, mode: base.mode, index: base.index)
        let affected = resolver.affected(by: changed)
        resolver.adopt(base, except: affected)
        resolver.resolvePending(log: &log)
        // The first permutation's tokens, with the affected ones replaced (a failed one dropped).
        var tokens = base.set.tokens
        var failed: [Int] = []
        for index in affected.list {
            guard resolver.state[index] == .done, let token = resolver.tokens[index].finished else {
                failed.append(index)
                continue
            }
            if token.extensions != nil { ExtensionValidation.check(token, log: &log) }
            tokens[index] = token
        }
        var spent = resolver.takeTokens()
        spent.releaseInParallel(placeholder: .placeholder)
        // The last patch holds the base's values alone; an earlier one shares them with the next.
        if isLast { base.resolvedValue.releaseInParallel(placeholder: nil) }
        guard !failed.isEmpty else { return ResolvedTokenSet(permutation: permutation, tokens: tokens, index: base.index) }
        let dropped = Set(failed)
        return ResolvedTokenSet(permutation: permutation, tokens: tokens.indices.filter { !dropped.contains($0) }.map { tokens[$0] })
    }

    /// Whether the first tree's token object at this place declared exactly the one token there
    /// (an older object with both a value and children declares several).
    private static func declaresOneToken(
        _ member: JSONMember, of change: TokenTreeDifference.ChangedToken, path: String, mode: ImportMode
    ) -> Bool {
        var walker = TokenTreeWalker(mode: mode, legacy: LegacyReport())
        var ignored = DiagnosticLog()
        _ = walker.visit(member, prefix: change.prefix, inherited: change.context, isRoot: change.isRoot, log: &ignored)
        return walker.tokens.count == 1 && walker.tokens[0].path.string == path
    }
}

