import Foundation
import TesseraCore
import TesseraEmitters
import TesseraSpecimen
import TesseraSystem

/// Builds one system from its configuration: resolve every permutation, then run every output.
/// Pure apart from reading inputs: files to write are returned, not written.
struct SystemBuilder {
    struct Result {
        var name: String
        var tokenCount: Int
        var permutations: [ResolvedTokenSet]
        /// The resolver's modifiers (empty for plain token files), as the outputs saw them.
        var modifiers: [ModifierInfo]
        var files: [OutputFile]
        /// Each output's file paths, by output id (for the build manifest).
        var pathsByOutput: [String: [String]] = [:]
    }

    /// `staging`: where an output's files are written as soon as it is emitted, in parallel with
    /// the other outputs (the caller commits or rolls them back). Not only streamed files: the
    /// CSS file written after all outputs was the last few milliseconds of a build on one core.
    static func build(_ config: SystemConfig, staging: OutputStaging? = nil, log: inout DiagnosticLog) -> Result? {
        var timer = PhaseTimer()
        guard let (sets, modifiers) = resolve(config, timer: &timer, log: &log) else { return nil }
        // Each output's permutations (its `contexts`), checked before any output runs.
        let inputs = config.outputs.map { $0.selection(of: sets, modifiers: modifiers, log: &log) }
        guard !log.hasErrors else { return nil }
        // Outputs are independent: run them in parallel, then merge files and diagnostics in the
        // configured order so the result does not depend on scheduling.
        let name = config.name
        let document = config.document
        // The costliest outputs start first, so the cores finish close together.
        let costs = config.outputs.map { OutputRegistry.emitter(id: $0.id)?.relativeCost ?? 1 }
        let order = config.outputs.indices.sorted { costs[$0] != costs[$1] ? costs[$0] > costs[$1] : $0 < $1 }
        let scheduled = order.parallelMap { index -> (files: [OutputFile], log: DiagnosticLog) in
            var outputLog = DiagnosticLog()
            let output = config.outputs[index]
            guard let emitter = OutputRegistry.emitter(id: output.id), let selected = inputs[index] else { return ([], outputLog) }
            let emitterInput = EmitterInput(
                systemName: name, permutations: selected.permutations, modifiers: selected.modifiers, options: output.options,
                configuration: document)
            let files = emitter.init().emit(emitterInput, log: &outputLog)
            if let staging, !outputLog.hasErrors {
                for file in files { staging.stage(file) }
            }
            return (files, outputLog)
        }
        var results = scheduled
        for (position, index) in order.enumerated() { results[index] = scheduled[position] }
        var files: [OutputFile] = []
        var pathsByOutput: [String: [String]] = [:]
        for (output, result) in zip(config.outputs, results) {
            files += result.files
            pathsByOutput[output.id, default: []] += result.files.map(\.path)
            log.emit(contentsOf: result.log)
        }
        timer.lap("outputs")
        timer.report()
        guard !log.hasErrors else { return nil }
        return Result(
            name: config.name, tokenCount: sets.first?.count ?? 0, permutations: sets, modifiers: modifiers, files: files,
            pathsByOutput: pathsByOutput)
    }

    /// Reads and resolves every permutation without running outputs (for `tessera check`); nil
    /// when there are errors.
    static func resolve(_ config: SystemConfig, log: inout DiagnosticLog) -> (sets: [ResolvedTokenSet], modifiers: [ModifierInfo])? {
        var timer = PhaseTimer()
        return resolve(config, timer: &timer, log: &log)
    }

    /// `handingInputOver`: the input trees are handed to `BackgroundRelease` (a command-line
    /// check keeps them to the end, a test's is freed on another thread) rather than freed before
    /// what follows (a build's outputs, which reuse their memory). Freeing a million small objects
    /// beside a check's rules took about 30 ms of CPU from them on two cores; keeping them costs
    /// about 10 MiB more at the peak (100,000-token check: 0.232 s against 0.254 s at the first
    /// quartile, 156 MiB against 146 MiB, 30 runs alternating).
    static func resolve(
        _ config: SystemConfig, timer: inout PhaseTimer, handingInputOver: Bool = false, log: inout DiagnosticLog
    ) -> (sets: [ResolvedTokenSet], modifiers: [ModifierInfo])? {
        guard let input = loadInput(config, log: &log) else { return nil }
        timer.lap("read")
        let modifiers = input.modifiers
        // The input trees are not used after this: freed now, before the outputs run, so the
        // outputs' allocations reuse their memory (or beside a check's rules, see above).
        let sets = input.resolveAll(mode: config.importMode, handingOver: handingInputOver, log: &log)
        if handingInputOver {
            BackgroundRelease.release(consume input)
        } else {
            _ = consume input
        }
        timer.lap("resolve")
        // Usage pairs must name colours that exist in every permutation.
        UsagePair.check(config.usage, against: sets, log: &log)
        return log.hasErrors ? nil : (sets, modifiers)
    }

    private static func loadInput(_ config: SystemConfig, log: inout DiagnosticLog) -> TokenInput? {
        switch config.source {
        case .files(let patterns):
            var paths: [String] = []
            for (index, pattern) in patterns.enumerated() {
                let position = config.sourceItemPositions.indices.contains(index) ? config.sourceItemPositions[index] : config.sourcePosition
                let matches = FileGlob.expand(pattern, in: config.directory)
                if matches.isEmpty || (!FileGlob.isPattern(pattern) && !FileManager.default.fileExists(atPath: matches[0])) {
                    log.error("file-not-found", MissingTokenFile.message(pattern, in: config.directory), at: position)
                }
                paths += matches
            }
            guard !log.hasErrors else { return nil }
            return TokenInput.files(
                paths, mode: config.importMode, listing: .configuration(config.sourcePosition, directory: config.directory), log: &log)
        case .resolver(let path):
            let full = FileGlob.expand(path, in: config.directory).first ?? path
            guard let (document, mayHaveExtends) = TokenInput.resolver(full, mode: config.importMode, log: &log) else { return nil }
            let inputs: [[String: String]]? = switch config.permutations {
            case .all: nil
            case .defaultOnly: [[:]]
            case .inputs(let list, _): list
            }
            guard let permutations = TokenInput.permutations(
                of: document, inputs: inputs, limit: config.permutationLimit, at: config.sourcePosition, log: &log) else { return nil }
            return TokenInput(origin: .resolver(document), permutations: permutations, mayHaveExtends: mayHaveExtends)
        }
    }
}
