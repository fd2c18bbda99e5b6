import ArgumentParser
import Foundation
import TesseraCore
import TesseraEmitters
import TesseraSpecimen
import TesseraSystem

struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the design system configured by tessera.yml in DIR (or every subfolder of DIR that has one).",
        discussion: "Prints one summary line per system. Nothing is written for a system that has errors.")

    @Argument(help: "A folder with a tessera.yml, or a folder whose subfolders have one.")
    var directory: String = "."

    @Option(help: ArgumentHelp(
        "Write the outputs to this folder (relative to the current directory) instead of the one tessera.yml names; when DIR holds several systems, to a subfolder per system.",
        valueName: "dir"))
    var output: String?

    @Option(name: .customLong("format"), help: ArgumentHelp(
        "Build only this output (repeatable; \(OutputRegistry.all.map { $0.id }.joined(separator: ", "))): with its options from tessera.yml, or its defaults when tessera.yml does not list it.",
        valueName: "id"))
    var formats: [String] = []

    @Option(name: .customLong("declared-output"), help: ArgumentHelp(
        "A top-level file or folder the caller declared in advance (TesseraPlugin); the build fails when it does not write it.",
        valueName: "name", visibility: .hidden))
    var declaredOutputs: [String] = []

    @OptionGroup var reporting: ReportingOptions

    @Flag(help: "Build again whenever a token file, resolver or tessera.yml changes, until Ctrl-C.")
    var watch = false

    func validate() throws {
        let known = OutputRegistry.all.map { $0.id }
        for format in formats where !known.contains(format) {
            throw ValidationError("unknown format '\(format)' for --format; known formats: \(known.joined(separator: ", "))")
        }
        if output?.isEmpty == true { throw ValidationError("--output needs a folder") }
    }

    func run() throws {
        reporting.verbosity.apply()
        let systems = SystemDiscovery.systems(in: directory)
        guard !systems.isEmpty else {
            let diagnostic = Diagnostic(.error, code: "config-not-found", message: "no \(SystemConfig.fileName) in '\(directory)' or its subfolders; see Documentation/Configuration.md")
            print(diagnostics: [diagnostic])
            throw ExitCode.failure
        }
        if watch {
            WatchLoop.run(folders: systems, skipping: watchSkipped(systems), quiet: reporting.verbosity.quiet) {
                for system in systems { _ = buildSystem(at: system) }
            }
        }
        var anyFailed = false
        for system in systems {
            if !buildSystem(at: system) { anyFailed = true }
        }
        if anyFailed { throw ExitCode.failure }
    }

    /// The output folders, whose files the builds write: a watch must not take them for edits.
    private func watchSkipped(_ systems: [String]) -> Set<String> {
        var skipped: Set<String> = []
        for system in systems {
            var ignored = DiagnosticLog()
            let folder = ConfigLoader.load(directory: system, log: &ignored).map { outputFolder(of: $0) }
                ?? (system as NSString).appendingPathComponent("build")
            skipped.insert(SourceFingerprint.normalized(folder))
        }
        return skipped
    }

    /// Builds one system; true when it succeeded.
    private func buildSystem(at directory: String) -> Bool {
        let clock = ContinuousClock()
        let start = clock.now
        var log = DiagnosticLog()
        let configured = ConfigLoader.load(directory: directory, log: &log)
        let config = configured?.selectingOutputs(formats)
        let folder = config.map { outputFolder(of: $0) } ?? directory
        let staging = OutputStaging(directory: folder)
        // Taken before the build, so that a folder a killed build left half-renamed is made whole
        // even when this build fails.
        let opening = config == nil ? [] : staging.begin()
        for diagnostic in opening { log.emit(diagnostic) }
        let result = opening.contains { $0.severity == .error } ? nil : config.flatMap { SystemBuilder.build($0, staging: staging, log: &log) }
        // A big build is a graph of a million small objects; freeing them one by one just before
        // the process exits takes tens of milliseconds, so the CLI hands them to the OS instead.
        if let result {
            BackgroundRelease.keep(result)
            DeclaredOutputs.check(declaredOutputs, against: result.files, log: &log)
        }
        var summary = DiagnosticLogSummary(errors: log.errorCount, warnings: log.warningCount)
        var written = false
        if let result, !reporting.failed(summary) {
            let scope = BuildManifest.Scope(
                built: result.pathsByOutput, configured: Set(configured?.outputs.map(\.id) ?? []))
            written = OutputWriter.write(result.files, to: folder, staging: staging, manifest: scope, log: &log)
            summary.errors = log.errorCount
        } else {
            staging.rollBack()
        }
        print(diagnostics: log.sorted)
        if written, let result { reporting.verbosity.listWritten(result.files.map(\.path), in: folder) }
        let milliseconds = (clock.now - start).milliseconds
        let name = config?.name ?? SystemDiscovery.folderName(directory)
        if let result, written {
            printSummary("\(name): \(count(result.tokenCount, "token")), \(count(result.permutations.count, "permutation")), \(count(result.files.count, "file")) written to \(folder) in \(milliseconds) ms")
        } else {
            printSummary("\(name): failed with \(count(summary.errors, "error")) and \(count(summary.warnings, "warning")); nothing written")
        }
        return written
    }

    /// The folder tessera.yml names, relative to it; or `--output`, with a subfolder per system
    /// when DIR is a folder of systems rather than one system.
    private func outputFolder(of config: SystemConfig) -> String {
        guard let output else { return (config.directory as NSString).appendingPathComponent(config.outputDirectory) }
        if config.directory == directory { return output }
        return (output as NSString).appendingPathComponent((config.directory as NSString).lastPathComponent)
    }

    private func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }

    private func printSummary(_ line: String) {
        if reporting.verbosity.quiet { return }
        // With the JSON reporter, standard output carries only JSON.
        if reporting.reporter == .json { StandardStreams.err(line + "\n") } else { StandardStreams.out(line + "\n") }
    }

    private func print(diagnostics: [Diagnostic]) {
        let text = reporting.reporter.reporter.render(reporting.verbosity.shown(diagnostics))
        guard !text.isEmpty else { return }
        if reporting.reporter == .json { StandardStreams.out(text) } else { StandardStreams.err(text) }
    }
}

extension Swift.Duration {
    var milliseconds: Int {
        let (seconds, attoseconds) = components
        return Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
    }
}

enum SystemDiscovery {
    /// What a summary calls a system whose tessera.yml could not be read: its folder's name
    /// (`tokens`, not `.`), as the system would be named by default.
    static func folderName(_ directory: String) -> String {
        URL(fileURLWithPath: directory).standardizedFileURL.lastPathComponent
    }

    /// DIR itself when it has a tessera.yml, else its immediate subfolders that have one, sorted.
    static func systems(in directory: String) -> [String] {
        let manager = FileManager.default
        if manager.fileExists(atPath: (directory as NSString).appendingPathComponent(SystemConfig.fileName)) {
            return [directory]
        }
        let children = (try? manager.contentsOfDirectory(atPath: directory)) ?? []
        return children.sorted().map { (directory as NSString).appendingPathComponent($0) }.filter {
            manager.fileExists(atPath: ($0 as NSString).appendingPathComponent(SystemConfig.fileName))
        }
    }
}

