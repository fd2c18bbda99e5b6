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
        var declared = walker.tokens
        var legacy = walker.legacy
        if mode == .lenient {
            declared = declared.compactMap { token in
                var token = token
                guard let type = token.ownType ?? token.groupType else { return token }
                let normalized = LegacyImport.normalize(
                    token.value, as: type, legacyName: token.legacyTypeName, report: &legacy, log: &log)
                guard let value = normalized.value else { return nil }  // reported; the token is dropped
                token.value = value
                if !normalized.extensions.isEmpty { token.extensions = normalized.mergedExtensions(token.extensions) }
                return token
            }
        }
        legacy.flush(into: &log)

        var resolver = ReferenceResolver(tree: expanded, tokens: declared, mode: mode)
        resolver.resolveAll(log: &log)

        var tokens: [Token] = []
        tokens.reserveCapacity(declared.count)
        for (index, token) in declared.enumerated() where resolver.state[index] == .done {
            guard let type = resolver.resolvedType[index], let value = resolver.typedValue[index] else { continue }
            tokens.append(Token(
                path: token.path, type: type, value: value, description: token.description,
                deprecated: token.deprecated, extensions: token.extensions, position: token.position,
                rawValue: token.value, aliasOf: resolver.aliasOf[index]))
        }
        return ResolvedTokenSet(permutation: permutation, tokens: tokens)
    }
}
