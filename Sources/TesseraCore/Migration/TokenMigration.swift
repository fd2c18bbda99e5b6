/// `tessera migrate`: older token files rewritten as DTCG 2025.10, applying the conversions lenient
/// reading makes while it resolves, to the files themselves. One migrated file per input, same
/// relative path, keys in their order; per-token modes become a resolver beside them. Nothing here
/// touches the disk: the CLI checks the plan (strict load, same values) and writes it.
public enum TokenMigration {
    /// Whether a file is a Tokens Studio export of several sets, which is migrated on its own.
    public static func isTokensStudioExport(_ root: JSONObject) -> Bool { TokensStudioExport.recognizes(root) }

    public static func plan(_ inputs: [MigrationInput]) -> MigrationPlan {
        if inputs.count == 1, let export = TokensStudioExport(inputs[0]) { return export.plan() }
        // The input as `tessera resolve --lenient` reads it: files merged in order, per-token
        // modes as a synthesized resolver.
        var merged = JSONObject()
        for input in inputs {
            if merged.isEmpty { merged = input.tree } else { TokenTreeMerge.merge(input.tree, into: &merged) }
        }
        var ignored = DiagnosticLog()
        let modes = ResolverDocument.synthesized(fromModes: merged, log: &ignored)
        let resolverName = modes == nil ? nil : MigrationResolver.fileName(for: inputs)

        let whole = PreparedTokens(walking: merged, evaluatingMath: true)
        let documents = inputs.map {
            MigrationDocuments.Document(
                relativePath: $0.relativePath, tree: $0.tree, source: $0.relativePath, relaxedSyntax: $0.relaxedSyntax)
        }
        let migrated = MigrationDocuments(documents, walks: [whole], tree: merged, resolverName: resolverName)
        var files = migrated.files
        let positions = migrated.positions
        guard let modes, let resolverName, let modifier = modes.modifiers.first else {
            let tree = merged
            return MigrationPlan(
                files: files, hasResolver: false, permutations: [Permutation()], lenientTrees: { _ in tree },
                positions: positions)
        }
        let overlays = ModeOverlays(recorded: migrated.recorded, base: whole)
        var contexts: [(name: String, sources: [JSONNode])] = []
        for permutation in modes.allPermutations {
            guard let context = permutation.choices.first?.context else { continue }
            let walk = PreparedTokens(walking: modes.tokenTree(for: permutation), evaluatingMath: true)
            let overlay = overlays.overlay(for: context, walk: walk)
            contexts.append((context, overlay.isEmpty ? [] : [JSONNode(.object(overlay))]))
        }
        let resolver = MigrationResolver.document(
            description: "Written by tessera migrate: the per-token modes ($extensions.mode) of the token files, as the contexts of a modifier.",
            sets: [("tokens", inputs.map(\.relativePath))],
            modifiers: [.init(name: modifier.name, defaultContext: modifier.defaultContext, contexts: contexts)])
        files.append(MigrationPlan.File(
            relativePath: resolverName, bytes: MigrationJSON.bytes(resolver), source: nil, part: nil,
            conversions: ["resolver for the per-token modes: modifier \"\(modifier.name)\" with contexts \(modifier.contexts.joined(separator: ", "))"]))
        return MigrationPlan(
            files: files, hasResolver: true, permutations: modes.allPermutations,
            lenientTrees: modes.tokenTrees(for: modes.allPermutations), positions: positions)
    }
}
