import TesseraCore

/// `json`: the resolved tokens as DTCG JSON, every alias followed, one file per permutation.
/// Groups are rebuilt from the path segments (`$root` included) in document order; each token keeps
/// `$type`, its resolved `$value`, and `$description`, `$deprecated`, `$extensions` when present.
public struct JSONEmitter: Emitter {
    public static let id = "json"
    /// The largest document, pretty-printed.
    public static let relativeCost = 2
    public static let summary = "Resolved tokens as DTCG 2025.10 JSON, every alias followed; one file per permutation."
    public static let options = [
        EmitterOption(
            key: "file",
            summary: "File name; `{permutation}` is replaced by the permutation's contexts joined with `-`.",
            default: "`tokens.json` for a single permutation, else `tokens.{permutation}.json`",
            kind: .string),
    ]

    public init() {}

    public func emit(_ input: EmitterInput, log: inout DiagnosticLog) -> [OutputFile] {
        let options = EmitterOptions.validate(input.options, for: Self.self, log: &log)
        var input = input
        if input.permutations.isEmpty { input.permutations = [ResolvedTokenSet(tokens: [])] }
        let names = fileNames(input, options: options, log: &log)
        // Tokens in tree order (as resolving token files gives them) are written as they come;
        // any other set is regrouped into a tree first, which also reports conflicting paths.
        // The document is written into the file when the build writes it.
        return zip(input.permutations, names).map { set, name in
            let tokens = set.tokens
            if let runs = TokenRuns(tokens) {
                return OutputFile(path: name) { sink in runs.write(tokens: tokens, to: sink) }
            }
            let tree = TokenTree(tokens, log: &log)
            return OutputFile(path: name) { sink in tree.write(tokens: tokens, to: sink) }
        }
    }

    private func fileNames(_ input: EmitterInput, options: EmitterOptions, log: inout DiagnosticLog) -> [String] {
        let several = input.permutations.count > 1
        let fallback = several ? "tokens.\(PermutationFileName.placeholder).json" : "tokens.json"
        var template = OutputPath.file(from: options, fallback: fallback, emitterID: Self.id, log: &log)
        if several, !template.contains(PermutationFileName.placeholder) {
            let fixed = Self.insertingPlaceholder(into: template)
            log.error(
                "config-invalid-value",
                "option 'file' of the 'json' output is '\(template)', but there are \(input.permutations.count) permutations and every one would be written to it; add {permutation} to the name (writing '\(fixed)')",
                at: options.member("file")?.value.position)
            template = fixed
        }
        return PermutationFileName.fileNames(template: template, permutations: input.permutations.map(\.permutation))
    }

    /// `out/tokens.json` → `out/tokens.{permutation}.json`.
    static func insertingPlaceholder(into template: String) -> String {
        let fileStart = template.lastIndex(where: { $0 == "/" }).map { template.index(after: $0) } ?? template.startIndex
        if let dot = template[fileStart...].lastIndex(of: "."), dot > fileStart {
            return String(template[..<dot]) + "." + PermutationFileName.placeholder + String(template[dot...])
        }
        return template + "." + PermutationFileName.placeholder
    }
}
