import TesseraCore

/// Native outputs have no viewport: tokens with `vw` or `vh` lengths (lenient reading of older
/// files) are left out of them, with one warning per output naming the first.
enum ViewportLengths {
    /// The permutations without such tokens; the input itself (no copy) when none has one.
    static func removing(
        from permutations: [ResolvedTokenSet], output: String, code: String, log: inout DiagnosticLog
    ) -> [ResolvedTokenSet] {
        guard permutations.contains(where: { $0.tokens.contains { $0.value.usesViewportLength } }) else {
            return permutations
        }
        var left: Set<String> = []
        var first: Token?
        let kept = permutations.map { set in
            let tokens = set.tokens.filter { token in
                guard token.value.usesViewportLength else { return true }
                if left.insert(token.path.string).inserted, first == nil { first = token }
                return false
            }
            return ResolvedTokenSet(permutation: set.permutation, tokens: tokens)
        }
        if let first {
            let others = left.count > 1 ? " and \(left.count - 1) other\(left.count == 2 ? "" : "s") use" : " uses"
            log.warning(
                code,
                "token '\(first.path)'\(others) vw or vh, which only a browser can resolve; the \(output) output leaves them out (the css output writes them)",
                at: first.position)
        }
        return kept
    }
}
