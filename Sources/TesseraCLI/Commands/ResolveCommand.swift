import ArgumentParser
import Foundation
import TesseraCore
import TesseraEmitters
import TesseraSystem

struct ResolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve",
        abstract: "Print resolved tokens as DTCG JSON: token files merged in order, or one resolver document.",
        discussion: """
            A file with "resolutionOrder" is a resolver document, whatever it is called. With a resolver, \
            choose a permutation with --input (modifier=context, repeatable; names match case-insensitively; \
            modifiers with a default may be left out) or print every permutation with --all, as an object keyed \
            by permutation. Prints the diagnostics and exits 1 instead when there are errors.
            """)

    @Argument(help: "Token files, or one resolver document.")
    var files: [String]

    @Option(name: .customLong("input"), help: "A resolver input as modifier=context (repeatable).")
    var inputs: [String] = []

    @Flag(help: "Resolve every permutation of the resolver.")
    var all = false

    @Option(help: "With --all, refuse a resolver with more permutations than this.")
    var maxPermutations = PermutationLimit.default

    @Flag(help: "Read older token formats (unprefixed value/type, hex and 16px strings, …; JSONC, JSON5 and YAML files) with a warning per kind.")
    var lenient = false

    @OptionGroup var reporting: ReportingOptions

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("name at least one token file or a resolver file") }
        if maxPermutations < 1 { throw ValidationError("--max-permutations must be at least 1") }
        if all && !inputs.isEmpty { throw ValidationError("use either --all or --input, not both") }
        for input in inputs where input.split(separator: "=", maxSplits: 1).count != 2 {
            throw ValidationError("--input takes modifier=context, found '\(input)'")
        }
    }

    func run() throws {
        var log = DiagnosticLog()
        let mode: ImportMode = lenient ? .lenient : .strict
        let sets = resolve(mode: mode, log: &log)
        let summary = DiagnosticLogSummary(errors: log.errorCount, warnings: log.warningCount)
        let diagnostics = reporting.reporter.reporter.render(reporting.verbosity.shown(log.sorted))
        StandardStreams.err(diagnostics)
        guard let sets, !reporting.failed(summary) else { throw ExitCode.failure }
        let documents = sets.map { Self.resolvedJSON($0, log: &log) }
        if documents.count == 1 && !all {
            FileHandle.standardOutput.write(Data(documents[0]))
            return
        }
        // Every permutation at once: one object keyed by the permutation (`theme=dark`).
        var object = JSONObject()
        for (set, bytes) in zip(sets, documents) {
            let tree = (try? JSONReader.read(SourceFile(path: "", bytes: bytes))) ?? JSONNode(.null)
            object.members.append(JSONMember(key: set.permutation.description, value: tree))
        }
        FileHandle.standardOutput.write(Data(JSONWriter.serialize(JSONNode(.object(object)), style: .pretty)))
    }

    /// The `json` output's file for one permutation: the same bytes `tessera build` writes.
    static func resolvedJSON(_ set: ResolvedTokenSet, log: inout DiagnosticLog) -> [UInt8] {
        let input = EmitterInput(systemName: "", permutations: [set], modifiers: [], options: JSONObject())
        return JSONEmitter().emit(input, log: &log).first?.contents ?? Array("{}\n".utf8)
    }

    private func resolve(mode: ImportMode, log: inout DiagnosticLog) -> [ResolvedTokenSet]? {
        guard let input = loadInput(mode: mode, log: &log) else { return nil }
        let sets = input.resolveAll(mode: mode, log: &log)
        return log.hasErrors ? nil : sets
    }

    /// One file is a resolver or a token file by its content; several are token files merged.
    private func loadInput(mode: ImportMode, log: inout DiagnosticLog) -> TokenInput? {
        let choosesPermutations = all || !inputs.isEmpty
        guard files.count == 1 else {
            if choosesPermutations {
                log.emit(Diagnostic(.error, code: "input-without-resolver", message: Self.inputWithoutResolver))
                return nil
            }
            return TokenInput.files(files, mode: mode, log: &log)
        }
        var choice: [String: String] = [:]
        for entry in inputs {
            let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
            choice[parts[0]] = parts[1]
        }
        switch TokenInput.single(files[0], mode: mode, log: &log) {
        case .resolver(let document, let mayHaveExtends)?:
            guard let permutations = TokenInput.permutations(
                of: document, inputs: all ? nil : [choice], limit: maxPermutations, log: &log) else { return nil }
            return TokenInput(origin: .resolver(document), permutations: permutations, mayHaveExtends: mayHaveExtends)
        case .tokens(let input)?:
            // A file read as a resolver (a Tokens Studio export, per-token modes) has permutations
            // to choose from too.
            if choosesPermutations, case .resolver(let document) = input.origin {
                guard let permutations = TokenInput.permutations(
                    of: document, inputs: all ? nil : [choice], limit: maxPermutations, log: &log) else { return nil }
                return TokenInput(origin: input.origin, permutations: permutations, mayHaveExtends: input.mayHaveExtends)
            }
            guard !choosesPermutations else {
                log.emit(Diagnostic(.error, code: "input-without-resolver", message: Self.inputWithoutResolver))
                return nil
            }
            return input
        case nil:
            return nil
        }
    }

    static let inputWithoutResolver =
        "--input and --all choose permutations of a resolver document; these are plain token files"
}
