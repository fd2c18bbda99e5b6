extension TokensStudioExport {
    /// The export's folder and its name without extension: the sets go in a folder of that name.
    private var place: (folder: String, stem: String) {
        let parts = input.relativePath.split(separator: "/", omittingEmptySubsequences: false)
        var stem = Substring(parts.last ?? "tokens")
        for suffix in [".json", ".jsonc", ".json5", ".tokens"] where stem.hasSuffix(suffix) { stem = stem.dropLast(suffix.count) }
        return (parts.dropLast().joined(separator: "/"), stem.isEmpty ? "tokens" : String(stem))
    }

    /// A set's file, relative to the resolver (`core/colors` → `tokens/core/colors.json`).
    func reference(_ set: String) -> String {
        let safe = set.split(separator: "/").map { $0 == "." || $0 == ".." ? "_" : String($0) }
        return ([place.stem] + safe).joined(separator: "/") + ".json"
    }

    private func inFolder(_ path: String) -> String { place.folder.isEmpty ? path : place.folder + "/" + path }

    /// The resolver lenient reading makes of the export: the sets every theme reads, then one
    /// modifier per theme group, whose contexts hold the rest of each theme's sets.
    var lenientDocument: ResolverDocument {
        let trees = Dictionary(sets.map { ($0.name, $0.tree) }, uniquingKeysWith: { first, _ in first })
        let base = baseSets
        let baseName = modifierGroups.contains { $0.name == "base" } ? "base sets" : "base"
        var steps: [ResolverDocument.Step] = []
        if !base.isEmpty { steps.append(.init(name: baseName, kind: .set(base.compactMap { trees[$0] }))) }
        for group in modifierGroups {
            let contexts = group.themes.map { theme in
                ResolverDocument.Context(name: theme.name, sources: theme.sets.filter { !base.contains($0) }.compactMap { trees[$0] })
            }
            let modifier = ResolverDocument.Modifier(name: group.name, contexts: contexts, defaultContext: group.themes[0].name)
            steps.append(.init(name: group.name, kind: .modifier(modifier)))
        }
        return ResolverDocument(name: nil, description: nil, file: nil, steps: steps)
    }

    func plan() -> MigrationPlan {
        let base = baseSets
        let baseName = modifierGroups.contains { $0.name == "base" } ? "base sets" : "base"
        let contextSets = { (theme: Theme) in theme.sets.filter { !base.contains($0) } }

        // The lenient reading: this resolver over the sets as written.
        let document = lenientDocument
        let permutations = document.allPermutations

        var everySet = JSONObject()
        for set in sets { TokenTreeMerge.merge(set.tree, into: &everySet) }
        let walks = permutations.map { PreparedTokens(walking: document.tokenTree(for: $0), evaluatingMath: true) }
            + [PreparedTokens(walking: everySet, evaluatingMath: true)]
        let documents = sets.map {
            MigrationDocuments.Document(
                relativePath: inFolder(reference($0.name)), tree: $0.tree, source: input.relativePath, part: $0.name,
                relaxedSyntax: input.relaxedSyntax)
        }
        let pointerTree = permutations.first.map { document.tokenTree(for: $0) } ?? everySet
        var migrated = MigrationDocuments(documents, walks: walks, tree: pointerTree, resolverName: nil, extractingModes: false)

        let resolver = MigrationResolver.document(
            description: "Written by tessera migrate from a Tokens Studio export: its sets as files, its theme groups as modifiers.",
            sets: base.isEmpty ? [] : [(baseName, base.map(reference))],
            modifiers: modifierGroups.map { group in
                .init(name: group.name, defaultContext: group.themes[0].name, contexts: group.themes.map { theme in
                    (theme.name, contextSets(theme).map { MigrationJSON.reference(reference($0)) })
                })
            })
        migrated.files.append(MigrationPlan.File(
            relativePath: inFolder(place.stem + ".resolver.json"), bytes: MigrationJSON.bytes(resolver), source: nil, part: nil,
            conversions: resolverSummary(base: base)))
        return MigrationPlan(
            files: migrated.files, hasResolver: true, permutations: permutations,
            lenientTrees: document.tokenTrees(for: permutations), positions: migrated.positions)
    }

    /// What the resolver holds, and the sets no theme reads.
    private func resolverSummary(base: [String]) -> [String] {
        var parts = modifierGroups.map { group in
            "modifier \"\(group.name)\" with contexts \(group.themes.map(\.name).joined(separator: ", "))"
        }
        if !base.isEmpty { parts.insert("set \"\(base.count == 1 ? base[0] : "\(base.count) sets")\" that every theme reads", at: 0) }
        parts[0] = "resolver for the Tokens Studio themes: " + parts[0]
        let read = Set(base + modifierGroups.flatMap { $0.themes.flatMap(\.sets) })
        let unread = sets.map(\.name).filter { !read.contains($0) }
        if !unread.isEmpty { parts.append("no theme reads \(unread.joined(separator: ", ")) (written, not in the resolver)") }
        return parts
    }
}
