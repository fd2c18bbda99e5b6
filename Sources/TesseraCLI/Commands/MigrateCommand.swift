import ArgumentParser
import TesseraCore

struct MigrateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "migrate",
        abstract: "Rewrite older token files (Style Dictionary, Tokens Studio, earlier DTCG drafts) as DTCG 2025.10 files.",
        discussion: """
            Applies the conversions lenient reading makes to the files themselves: one migrated file per input, \
            at the same relative path, keys in their order; per-token modes become a *.resolver.json beside them. \
            Nothing is written unless every migrated file loads in strict mode and resolves to the values the \
            lenient reading of the input gives. Prints one line per file saying what was converted.
            """)

    @Argument(help: "Token files, or folders of them (every .json, .tokens, .jsonc and .json5 file below, but resolvers).")
    var paths: [String]

    @Option(help: "Write the migrated files into this folder, keeping their layout.")
    var output: String?

    @Flag(help: "Rewrite the input files themselves.")
    var inPlace = false

    @OptionGroup var reporting: ReportingOptions

    func validate() throws {
        guard !paths.isEmpty else { throw ValidationError("name at least one token file or folder") }
        if output != nil && inPlace { throw ValidationError("use either --output DIR or --in-place, not both") }
        if output == nil && !inPlace {
            throw ValidationError("say where the migrated files go: --output DIR (copies, keeping their layout) or --in-place (rewrites the inputs)")
        }
    }

    func run() throws {
        var log = DiagnosticLog()
        let destination: MigrationRun.Destination = output.map { .folder($0) } ?? .inPlace
        let result = MigrationRun.run(paths, to: destination, failOnWarnings: reporting.strict, log: &log)
        let text = reporting.reporter.reporter.render(reporting.verbosity.shown(log.sorted))
        // As `build` does: with the JSON reporter, standard output carries only JSON.
        if reporting.reporter == .json { StandardStreams.out(text) } else { StandardStreams.err(text) }
        guard let result else {
            let summary = "migrate: failed with \(log.errorCount) error\(log.errorCount == 1 ? "" : "s"); nothing written\n"
            if reporting.verbosity.quiet { throw ExitCode.failure }
            if reporting.reporter == .json { StandardStreams.err(summary) } else { StandardStreams.out(summary) }
            throw ExitCode.failure
        }
        if reporting.verbosity.quiet { return }
        let lines = result.lines.map { $0 + "\n" }.joined()
        if reporting.reporter == .json { StandardStreams.err(lines) } else { StandardStreams.out(lines) }
    }
}
