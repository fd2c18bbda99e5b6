import TesseraCore

/// What each later permutation changes from the first (the default), token by token: modes
/// usually override a few hundred colours of a large system, and a rule whose findings depend only
/// on unchanged tokens can report them once, for every permutation, instead of once per permutation.
public struct PermutationChanges: Sendable {
    /// Per later permutation: the indices of the tokens that differ from the first permutation's
    /// token at the same index; nil when its tokens are not the first's paths in the same order.
    let changed: [Set<Int>?]
    /// The types of those tokens (the first permutation's and the later one's).
    let changedTypes: Set<TokenType>
    /// Per token of the first permutation: whether some later permutation changes it (nil when a
    /// later permutation's tokens are not the first's paths in order).
    private let changedAnywhere: [Bool]?

    public init(_ permutations: [ResolvedTokenSet]) {
        guard let first = permutations.first else {
            changed = []
            changedTypes = []
            changedAnywhere = []
            return
        }
        var types = Set<TokenType>()
        changed = permutations.dropFirst().map { set -> Set<Int>? in
            guard set.count == first.count else { return nil }
            var indices = Set<Int>()
            for (index, (token, original)) in zip(set.tokens, first.tokens).enumerated() {
                // A later permutation resolved as a patch of the first shares its unchanged tokens.
                if token === original { continue }
                guard token.path == original.path else { return nil }
                if !Self.same(token, original) {
                    indices.insert(index)
                    types.insert(token.type)
                    types.insert(original.type)
                }
            }
            return indices
        }
        changedTypes = changed.contains { $0 == nil } ? Set(TokenType.allCases) : types
        if changed.contains(where: { $0 == nil }) {
            changedAnywhere = nil
        } else {
            var flags = [Bool](repeating: false, count: first.count)
            for indices in changed { for index in indices ?? [] { flags[index] = true } }
            changedAnywhere = flags
        }
    }

    /// Whether every later permutation holds the first's token at `index`.
    func isUnchanged(_ index: Int) -> Bool { changedAnywhere.map { !$0[index] } ?? false }

    /// The indices a later permutation (1, 2, …) changes, in order; nil when it is not known.
    func changedIndices(of permutation: Int) -> [Int]? { changed[permutation - 1].map { $0.sorted() } }

    /// The indices some later permutation changes, in order; nil when it is not known.
    var changedAnywhereIndices: [Int]? { changedAnywhere.map { flags in flags.indices.filter { flags[$0] } } }

    /// Whether no later permutation changes a token of these types (nor reorders tokens).
    func leavesUnchanged(_ types: Set<TokenType>) -> Bool { changedTypes.isDisjoint(with: types) }

    /// Whether every later permutation's changes are known token by token.
    var isKnown: Bool { changedAnywhere != nil }

    /// Equal in everything a rule reads: value, type, place, deprecation and references.
    private static func same(_ a: Token, _ b: Token) -> Bool {
        if a === b { return true }
        guard a.type == b.type, a.position == b.position, a.aliasOf == b.aliasOf, a.deprecated == b.deprecated,
              a.value == b.value else { return false }
        switch (a.valueWithReferences, b.valueWithReferences) {
        case (nil, nil): return true
        case (.some, .some): return TokenReferences.paths(in: a) == TokenReferences.paths(in: b)
        default: return false
        }
    }
}
