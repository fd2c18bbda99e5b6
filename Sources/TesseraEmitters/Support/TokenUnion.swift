import TesseraCore

/// Every token path of every permutation, numbered once: the default permutation's tokens first
/// (in its document order), then paths that only other permutations have. Outputs that write one
/// name per token across themes (CSS) number their names by this index, and find a token's
/// counterpart in each permutation without hashing when the permutations share their order.
struct TokenUnion {
    /// The path of each union entry.
    private(set) var paths: [TokenPath] = []
    /// For each permutation, the token index of each union entry, or -1 when that permutation
    /// lacks the token.
    private(set) var tokenIndex: [[Int32]] = []
    /// For each union entry, the first permutation that has it.
    private(set) var firstPermutation: [Int32] = []
    /// Union index by path; built only when needed (several permutations or references).
    private var pathIndex = PathIndex()

    var count: Int { paths.count }

    /// The token of entry `entry` in the first permutation that has it (the default one when it does).
    func representative(_ entry: Int, in permutations: [ResolvedTokenSet]) -> Token {
        let permutation = Int(firstPermutation[entry])
        return permutations[permutation].tokens[Int(tokenIndex[permutation][entry])]
    }

    init(_ permutations: [ResolvedTokenSet], needsPathIndex: Bool) {
        guard let base = permutations.first else { return }
        // Through the buffer, each path is read in place; `map` would copy every whole token.
        paths = base.tokens.withUnsafeBufferPointer { tokens in tokens.indices.map { tokens[$0].path } }
        firstPermutation = Array(repeating: 0, count: paths.count)
        tokenIndex = [Array(0..<Int32(base.tokens.count))]
        guard needsPathIndex || permutations.count > 1 else { return }
        pathIndex = PathIndex(paths)
        for (permutationOffset, permutation) in permutations.enumerated().dropFirst() {
            tokenIndex.append(align(permutation, number: permutationOffset, base: base))
        }
        // Entries added by later permutations are missing from earlier mappings.
        for offset in tokenIndex.indices where tokenIndex[offset].count < paths.count {
            tokenIndex[offset].append(contentsOf: repeatElement(-1, count: paths.count - tokenIndex[offset].count))
        }
    }

    private mutating func align(_ set: ResolvedTokenSet, number: Int, base: ResolvedTokenSet) -> [Int32] {
        var mapping = [Int32](repeating: -1, count: paths.count)
        for (tokenOffset, token) in set.tokens.enumerated() {
            let unionOffset: Int
            // Permutations usually list the same tokens in the same order: compare before hashing.
            if tokenOffset < base.tokens.count, base.tokens[tokenOffset].path == token.path {
                unionOffset = tokenOffset
            } else if let known = pathIndex.index(of: token.path.string) {
                unionOffset = known
            } else {
                unionOffset = paths.count
                paths.append(token.path)
                firstPermutation.append(Int32(number))
                pathIndex.add(token.path.string, index: unionOffset)
                mapping.append(-1)
            }
            mapping[unionOffset] = Int32(tokenOffset)
        }
        return mapping
    }

    /// The union index of the token at `path` (only when built with the path index).
    func index(ofPath path: some StringProtocol) -> Int? { pathIndex.index(of: path) }

    /// The token of union entry `entry` in permutation `permutation`, if it has one.
    func token(_ entry: Int, in permutation: Int, of sets: [ResolvedTokenSet]) -> Token? {
        let index = tokenIndex[permutation][entry]
        return index < 0 ? nil : sets[permutation].tokens[Int(index)]
    }
}
