/// Turns one merged token tree (plain token files merged in order, or one resolver permutation)
/// into a `ResolvedTokenSet`: `$extends` applied, tokens collected with their types, older shapes
/// converted (lenient mode), every reference followed and every value validated.
public enum TokenResolution {
    public static func resolve(
        _ tree: JSONObject, permutation: Permutation = Permutation(), mode: ImportMode,
        log: inout DiagnosticLog
    ) -> ResolvedTokenSet {
        let expanded = ExtendsExpansion.expand(tree, mode: mode, log: &log)
        var walker = TokenTreeWalker(mode: mode, legacy: LegacyReport())
        walker.walkRoot(expanded, log: &log)
        let declared = walker.takeTokens()
        walker.legacy.flush(into: &log)

        var resolver = ReferenceResolver(tree: expanded, tokens: declared, mode: mode)
        resolver.resolveAll(log: &log)

        let tokens = makeTokens(declared, resolver)
        for token in tokens where token.extensions != nil { ExtensionValidation.check(token, log: &log) }
        let set = tokens.count == declared.count
            ? ResolvedTokenSet(permutation: permutation, tokens: tokens, index: resolver.index)
            : ResolvedTokenSet(permutation: permutation, tokens: tokens)
        // Consumed, so the background thread holds the last reference and does all the freeing.
        BackgroundRelease.release((consume declared, consume resolver))
        return set
    }

    /// The resolved tokens in document order, built in parallel chunks.
    private static func makeTokens(_ declared: [DeclaredToken], _ resolver: ReferenceResolver) -> [Token] {
        IndexChunks.ranges(declared.count).parallelMap { range -> [Token] in
            var tokens: [Token] = []
            tokens.reserveCapacity(range.count)
            for index in range where resolver.state[index] == .done {
                if let literal = declared[index].literal {
                    tokens.append(literal)
                    continue
                }
                guard let type = resolver.resolvedType[index], let value = resolver.typedValue[index] else { continue }
                tokens.append(Token(
                    path: declared[index].path, type: type, value: value, description: declared[index].description,
                    deprecated: declared[index].deprecated, extensions: declared[index].extensions,
                    position: declared[index].position,
                    rawValue: resolver.hasReferences(index) ? declared[index].value : nil,
                    aliasOf: resolver.aliasOf[index]))
            }
            return tokens
        }.flatMap { $0 }
    }
}
