import TesseraCore

/// The tokens something refers to (a token's value, a usage pair), across all permutations, for
/// `unused-token`. When every permutation has the first's paths in order (`PermutationChanges`
/// knows them), a use is a flag at the token's place: asking about each of 100,000 tokens then
/// hashes no path. Otherwise a set of paths.
struct UsedTokens {
    private var flags: [Bool]?
    private var paths: Set<String> = []
    private let first: ResolvedTokenSet?

    init(_ input: CheckInput, changes: PermutationChanges?) {
        first = input.permutations.first
        let samePaths = input.permutations.count == 1 || changes != nil
        if samePaths, let first {
            flags = [Bool](repeating: false, count: first.count)
        } else {
            // Sized for a system whose every token refers to another, so it never rehashes.
            paths.reserveCapacity((first?.count ?? 0) + input.usage.count * 2)
        }
        for pair in input.usage {
            for path in [pair.foreground] + pair.backgrounds + pair.backdrops { insert(path) }
        }
        for (index, set) in input.permutations.enumerated() {
            // A later permutation's unchanged tokens refer to what the first's already did.
            if index > 0, let offsets = changes?.changedIndices(of: index) {
                for offset in offsets { insertReferences(of: offset, in: set) }
            } else {
                for offset in set.tokens.indices { insertReferences(of: offset, in: set) }
            }
        }
    }

    /// An alias (most references) is followed by place when uses are flags: the places are the
    /// first permutation's.
    private mutating func insertReferences(of offset: Int, in set: ResolvedTokenSet) {
        if flags != nil, let target = set.aliasTarget(at: offset) {
            flags![target] = true
            return
        }
        TokenReferences.forEachPath(in: set.tokens[offset]) { insert($0) }
    }

    private mutating func insert(_ path: TokenPath) {
        guard flags != nil else {
            paths.insert(path.string)
            return
        }
        // A path no token has is no token's use.
        if let offset = first?.offset(of: path.string) { flags![offset] = true }
    }

    /// `token`, at `offset` in its permutation's tokens.
    func contains(_ token: Token, at offset: Int) -> Bool {
        if let flags { return flags[offset] }
        return paths.contains(token.path.string)
    }
}
