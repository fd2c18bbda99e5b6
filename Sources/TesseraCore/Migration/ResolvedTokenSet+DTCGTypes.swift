extension ResolvedTokenSet {
    /// The set without `string` and `boolean` tokens, which 2025.10 cannot hold: what a migration
    /// of the input can resolve to (migration leaves them out and says so).
    public var keepingDTCGTypes: ResolvedTokenSet {
        tokens.allSatisfy(\.type.isDTCG) ? self : ResolvedTokenSet(permutation: permutation, tokens: tokens.filter(\.type.isDTCG))
    }
}
