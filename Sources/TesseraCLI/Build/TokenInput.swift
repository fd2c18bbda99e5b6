#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
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
    /// False when no input file spells `$extends` (nor uses a `\u` escape that could), so the
    /// resolution skips looking for group extensions in the merged tree.
    var mayHaveExtends = true

    var modifiers: [ModifierInfo] {
        if case .resolver(let document) = origin { return document.modifiers }
        return []
    }

    /// The merged tree of each permutation, on demand (see `ResolverDocument.tokenTrees(for:)`).
    var trees: @Sendable (Permutation) -> JSONObject {
        switch origin {
        case .tree(let tree): { _ in tree }
        case .resolver(let document): document.tokenTrees(for: permutations)
        }
    }

    /// Token files merged in order; per-token `$extensions.mode` values become a synthesized resolver.
    static func files(_ paths: [String], log: inout DiagnosticLog) -> TokenInput? {
        // Files are read and parsed in parallel; their diagnostics are merged in the given order.
        let parsed = paths.parallelMap { path -> (tree: JSONObject?, log: DiagnosticLog, spellings: Spellings) in
            var fileLog = DiagnosticLog()
            let file = InputFiles.read(path, log: &fileLog)
            let tree = file.flatMap { InputFiles.readTokenTree($0, log: &fileLog) }
            return (tree, fileLog, file.map(Spellings.init) ?? Spellings())
        }
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
    static func resolver(_ path: String, log: inout DiagnosticLog) -> (document: ResolverDocument, mayHaveExtends: Bool)? {
        guard let file = InputFiles.read(path, log: &log) else { return nil }
        let loader = FileSystemSourceLoader()
        guard let document = ResolverDocument.load(file, loader: loader, log: &log) else { return nil }
        let mayHaveExtends = ([file] + loader.files).contains { Spellings($0).mayHaveExtends }
        return (document, mayHaveExtends)
    }

    /// Resolves `--input`/config inputs to permutations (nil means every permutation). Every
    /// permutation is refused, before any is built, when there are more than `limit`: each is a
    /// whole resolved token set, and 20 modifiers of 3 contexts (3.5 billion) passed 8 GiB silently.
    /// `at`: where the error points (the config's `resolver:` line; nil on the command line).
    static func permutations(
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

    /// What a token file's bytes may spell, so passes looking for rare keys can be skipped. A file
    /// with `\u` escapes may spell any key, so it counts as having both.
    private struct Spellings {
        /// Defaults for a file that could not be read (the input fails anyway).
        var mayHaveModes = false
        var mayHaveExtends = true

        init() {}

        init(_ file: SourceFile) {
            (mayHaveModes, mayHaveExtends) = file.bytes.withUnsafeBufferPointer { bytes in
                let escapes = contains(bytes, Array(#"\u"#.utf8), anchor: 0)
                return (
                    escapes || contains(bytes, Array(#""mode""#.utf8), anchor: 3),
                    escapes || contains(bytes, Array(#""$extends""#.utf8), anchor: 3))
            }
        }
    }

    /// Whether `needle` occurs in `haystack`: `memchr` finds each `needle[anchor]` (a byte chosen to be
    /// rare in JSON), then the rest is compared in place.
    private static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: [UInt8], anchor: Int) -> Bool {
        guard let base = haystack.baseAddress, haystack.count >= needle.count else { return false }
        var from = anchor
        let end = haystack.count - (needle.count - anchor)
        while from <= end {
            guard let found = memchr(base + from, Int32(needle[anchor]), end - from + 1) else { return false }
            let hit = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            let start = hit - anchor
            if needle.indices.allSatisfy({ base[start + $0] == needle[$0] }) { return true }
            from = hit + 1
        }
        return false
    }
}
