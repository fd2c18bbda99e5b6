import TesseraCore

/// Where a system's token trees come from: token files merged in order, or a resolver document
/// (declared, or synthesized from older per-token modes), with the permutations to build.
struct TokenInput {
    enum Origin {
        case tree(JSONObject)
        case resolver(ResolverDocument)
    }

    var origin: Origin
    var permutations: [Permutation]

    var modifiers: [ModifierInfo] {
        if case .resolver(let document) = origin { return document.modifiers }
        return []
    }

    func tree(for permutation: Permutation) -> JSONObject {
        switch origin {
        case .tree(let tree): tree
        case .resolver(let document): document.tokenTree(for: permutation)
        }
    }

    /// Token files merged in order; per-token `$extensions.mode` values become a synthesized resolver.
    static func files(_ paths: [String], log: inout DiagnosticLog) -> TokenInput? {
        var merged = JSONObject()
        var ok = true
        for path in paths {
            guard let file = InputFiles.read(path, log: &log), let tree = InputFiles.readTokenTree(file, log: &log) else {
                ok = false
                continue
            }
            if merged.isEmpty { merged = tree } else { TokenTreeMerge.merge(tree, into: &merged) }
        }
        guard ok else { return nil }
        if let document = ResolverDocument.synthesized(fromModes: merged, log: &log) {
            return TokenInput(origin: .resolver(document), permutations: document.allPermutations)
        }
        return TokenInput(origin: .tree(merged), permutations: [Permutation()])
    }

    static func resolver(_ path: String, log: inout DiagnosticLog) -> ResolverDocument? {
        guard let file = InputFiles.read(path, log: &log) else { return nil }
        return ResolverDocument.load(file, loader: FileSystemSourceLoader(), log: &log)
    }

    /// Resolves `--input`/config inputs to permutations (`[]` means every permutation).
    static func permutations(
        of document: ResolverDocument, inputs: [[String: String]]?, log: inout DiagnosticLog
    ) -> [Permutation]? {
        guard let inputs else { return document.allPermutations }
        var result: [Permutation] = []
        for input in inputs {
            guard let permutation = document.permutation(for: input, log: &log) else { return nil }
            if !result.contains(permutation) { result.append(permutation) }
        }
        return result
    }
}
