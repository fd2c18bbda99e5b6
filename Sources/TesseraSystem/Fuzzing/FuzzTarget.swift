import Foundation
import TesseraCore
import TesseraEmitters

/// The readers the fuzzing harness drives (`Sources/tessera-fuzz`, Documentation/Development.md):
/// each takes any bytes, runs them through Tessera as a user's file would be run, and renders the
/// diagnostics with their locations. None may crash, hang or grow without bound; libFuzzer judges
/// that, and the unit tests replay the seeds in `Fuzz/Seeds` through the same functions.
///
/// They live here, in the module that holds every reader they drive, so that the harness builds
/// without the CLI and the linter (whose swift-syntax was most of the sanitised build's time).
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// A token file: the positioned JSON reader, the token tree, per-token modes, references and
    /// values, strict and lenient, then the JSON and CSS outputs of what resolved.
    case json
    /// A `*.resolver.json`, with one token file it may reference (`tokens.json`), its permutations
    /// (at most 64) resolved.
    case resolver
    /// A `tessera.yml`: the YAML reader, the anchor scan and every setting.
    case config

    /// Runs `bytes` through the reader; the diagnostics it printed, for the tests.
    @discardableResult
    public func run(_ bytes: [UInt8]) -> String {
        var log = DiagnosticLog()
        let file: SourceFile
        switch self {
        case .json:
            file = SourceFile(path: "fuzz.tokens.json", bytes: bytes)
            Self.tokens(file, log: &log)
        case .resolver:
            file = SourceFile(path: "fuzz.resolver.json", bytes: bytes)
            Self.resolver(file, log: &log)
        case .config:
            file = SourceFile(path: "fuzz/\(SystemConfig.fileName)", bytes: bytes)
            Self.config(file, log: &log)
        }
        let printed = Diagnostic.lines(log.sorted)
        // Kept, each input would grow the process by its size, run after run.
        file.forget()
        return printed
    }

    private static func tokens(_ file: SourceFile, log: inout DiagnosticLog) {
        // Read as lenient mode reads it, so the JSONC/JSON5 grammar is fuzzed too (plain JSON is
        // read the same either way).
        guard let tree = InputFiles.readTokenTree(file, reader: InputFiles.documentReader(.lenient), log: &log)?.object else { return }
        let input: TokenInput
        if let document = ResolverDocument.synthesized(fromModes: tree, log: &log) {
            let permutations = Array(document.allPermutations.prefix(64))
            input = TokenInput(origin: .resolver(document), permutations: permutations)
        } else {
            input = TokenInput(origin: .tree(tree), permutations: [Permutation()])
        }
        for mode in [ImportMode.strict, .lenient] {
            var modeLog = DiagnosticLog()
            let sets = input.resolveAll(mode: mode, log: &modeLog)
            log.emit(contentsOf: modeLog)
            guard !modeLog.hasErrors, !sets.isEmpty else { continue }
            let emitterInput = EmitterInput(systemName: "Fuzz", permutations: sets, modifiers: input.modifiers, options: JSONObject())
            _ = JSONEmitter().emit(emitterInput, log: &log)
            _ = CSSEmitter().emit(emitterInput, log: &log)
        }
    }

    private static func resolver(_ file: SourceFile, log: inout DiagnosticLog) {
        guard let document = ResolverDocument.load(file, loader: loader, log: &log),
            let permutations = TokenInput.permutations(of: document, inputs: nil, limit: 64, log: &log)
        else { return }
        let input = TokenInput(origin: .resolver(document), permutations: permutations)
        _ = input.resolveAll(mode: .strict, log: &log)
    }

    /// Serves the token file a fuzzed resolver may name as a source; made once, so it is one file
    /// for the whole run.
    private static let loader = InMemorySourceLoader(["tokens.json": referencedTokens])

    private static let referencedTokens = """
        {"color": {"$type": "color", "base": {"$value": {"colorSpace": "srgb", "components": [0, 0.4, 1]}},
         "accent": {"$value": "{color.base}"}},
         "space": {"$type": "dimension", "s": {"$value": {"value": 4, "unit": "px"}}}}
        """

    private static func config(_ file: SourceFile, log: inout DiagnosticLog) {
        guard let root = YAMLDocument.read(file, log: &log), let object = root.object else { return }
        _ = ConfigLoader.parse(object, file: file, directory: "fuzz", lintRuleIDs: lintRuleIDs, log: &log)
    }

    /// The linter's rule ids belong to TesseraLint, which the harness leaves out; a few real ones
    /// stand in, so `lint.rules` is read both ways (a known rule's level, an unknown one's hint).
    private static let lintRuleIDs = ["forbidden-shadow", "hardcoded-color", "off-grid"]
}
