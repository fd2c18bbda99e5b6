import TesseraCore

/// Where a system's token trees come from: token files merged in order, or a resolver document
/// (declared, or synthesized from older per-token modes), with the permutations to build.
package struct TokenInput {
    package enum Origin {
        case tree(JSONObject)
        case resolver(ResolverDocument)
    }

    package var origin: Origin
    package var permutations: [Permutation]
    /// False when no input file spells `$extends` (nor uses a `\u` escape that could), so the
    /// resolution skips looking for group extensions in the merged tree.
    package var mayHaveExtends = true

    package init(origin: Origin, permutations: [Permutation], mayHaveExtends: Bool = true) {
        self.origin = origin
        self.permutations = permutations
        self.mayHaveExtends = mayHaveExtends
    }

    package var modifiers: [ModifierInfo] {
        if case .resolver(let document) = origin { return document.modifiers }
        return []
    }

    /// The merged tree of each permutation, on demand (see `ResolverDocument.tokenTrees(for:)`).
    package var trees: @Sendable (Permutation) -> JSONObject {
        switch origin {
        case .tree(let tree): { _ in tree }
        case .resolver(let document): document.tokenTrees(for: permutations)
        }
    }

    /// Every permutation resolved: the first in full, the others as patches of it where they
    /// allow (see `TokenResolution.resolveAll`); diagnostics merge in permutation order.
    /// `handingOver`: what resolving leaves behind goes to `BackgroundRelease` (a check).
    package func resolveAll(mode: ImportMode, handingOver: Bool = false, log: inout DiagnosticLog) -> [ResolvedTokenSet] {
        var locators: (@Sendable (Permutation) -> ReferenceLocator)?
        if case .resolver(let document) = origin { locators = { document.locator(for: $0) } }
        return TokenResolution.resolveAll(
            permutations, trees: trees, mode: mode, mayHaveExtends: mayHaveExtends, handingOver: handingOver,
            locators: locators, log: &log)
    }

    /// Token files merged in order; per-token `$extensions.mode` values become a synthesized resolver.
    /// `mode` decides what is read (lenient: JSONC, JSON5 and YAML too); `listing` says where a
    /// resolver document listed among them belongs.
    package static func files(
        _ paths: [String], mode: ImportMode = .strict, listing: InputFiles.Listing = .commandLine, log: inout DiagnosticLog
    ) -> TokenInput? {
        let reader = InputFiles.documentReader(mode)
        // Files are read and parsed in parallel; their diagnostics are merged in the given order.
        let parsed = paths.parallelMap { path -> ParsedFile in
            var fileLog = DiagnosticLog()
            guard let file = InputFiles.read(path, log: &fileLog) else { return ParsedFile(tree: nil, log: fileLog) }
            let read = InputFiles.readTokenTree(file, reader: reader, listing: listing, log: &fileLog)
            var parsed = ParsedFile(tree: read?.object, log: fileLog, spellings: Spellings(file, plainJSON: read?.isPlainJSON ?? true))
            if mode == .lenient, let tree = parsed.tree {
                parsed.themes = TokensStudioThemes.resolver(for: tree, at: SourcePosition(file: file, offset: 0), log: &parsed.log)
            }
            return parsed
        }
        if let themes = parsed.first?.themes {
            // A Tokens Studio export holds its own sets and themes: it is read as a resolver.
            for file in parsed { log.emit(contentsOf: file.log) }
            guard parsed.count == 1 else {
                log.emit(Diagnostic(.error, code: "tokens-studio-export-not-alone", message: "a Tokens Studio export (with $themes) holds its own token sets and must be the only token file; list it alone, or run `tessera migrate` on it"))
                return nil
            }
            return TokenInput(origin: .resolver(themes), permutations: themes.allPermutations)
        }
        return merging(parsed, log: &log)
    }

    /// One token file's tree (nil when it failed), what reading it reported, and what it may spell.
    struct ParsedFile {
        var tree: JSONObject?
        var log: DiagnosticLog
        var spellings = Spellings()
        /// Lenient mode: the resolver a Tokens Studio export is read as.
        var themes: ResolverDocument?
    }

    /// The files' trees merged in order, as a plain tree or, with per-token modes, a synthesized
    /// resolver; nil when any file failed.
    static func merging(_ parsed: [ParsedFile], log: inout DiagnosticLog) -> TokenInput? {
        var merged = JSONObject()
        for file in parsed {
            log.emit(contentsOf: file.log)
            guard let tree = file.tree else { continue }
            if merged.isEmpty { merged = tree } else { TokenTreeMerge.merge(tree, into: &merged) }
        }
        guard parsed.allSatisfy({ $0.tree != nil }) else { return nil }
        // Per-token modes need a `"mode"` key somewhere; most files have none, so the tree walk that
        // looks for them is skipped (a file with \u escapes is always searched).
        let mayHaveExtends = parsed.contains(where: \.spellings.mayHaveExtends)
        if parsed.contains(where: \.spellings.mayHaveModes),
           let document = ResolverDocument.synthesized(fromModes: merged, log: &log) {
            return TokenInput(
                origin: .resolver(document), permutations: document.allPermutations, mayHaveExtends: mayHaveExtends)
        }
        return TokenInput(origin: .tree(merged), permutations: [Permutation()], mayHaveExtends: mayHaveExtends)
    }

    /// A resolver document and whether it or a file it references may spell `$extends`.
    package static func resolver(
        _ path: String, mode: ImportMode = .strict, log: inout DiagnosticLog
    ) -> (document: ResolverDocument, mayHaveExtends: Bool)? {
        guard let file = InputFiles.read(path, log: &log) else { return nil }
        let loader = FileSystemSourceLoader()
        let reader = InputFiles.documentReader(mode)
        guard let document = ResolverDocument.load(file, loader: loader, reader: reader, log: &log) else { return nil }
        return (document, mayHaveExtends(file, loader: loader, mode: mode))
    }

    /// Whether a resolver or a file it read may spell `$extends`. Which of them needed the relaxed
    /// grammar is not known here, so in lenient mode every one is searched as if it had.
    static func mayHaveExtends(_ file: SourceFile, loader: FileSystemSourceLoader, mode: ImportMode) -> Bool {
        ([file] + loader.files).contains { Spellings($0, plainJSON: mode == .strict).mayHaveExtends }
    }

    /// Resolves `--input`/config inputs to permutations (nil means every permutation). Every
    /// permutation is refused, before any is built, when there are more than `limit`: each is a
    /// whole resolved token set, and 20 modifiers of 3 contexts (3.5 billion) passed 8 GiB silently.
    /// `at`: where the error points (the config's `resolver:` line; nil on the command line).
    package static func permutations(
        of document: ResolverDocument, inputs: [[String: String]]?, limit: Int = PermutationLimit.default,
        at position: SourcePosition? = nil, log: inout DiagnosticLog
    ) -> [Permutation]? {
        guard let inputs else {
            let count = document.permutationCount
            guard count <= limit else {
                log.error("too-many-permutations", PermutationLimit.message(count: count, limit: limit, document: document), at: position)
                return nil
            }
            return document.allPermutations
        }
        var result: [Permutation] = []
        for input in inputs {
            guard let permutation = document.permutation(for: input, log: &log) else { return nil }
            if !result.contains(permutation) { result.append(permutation) }
        }
        return result
    }
}
