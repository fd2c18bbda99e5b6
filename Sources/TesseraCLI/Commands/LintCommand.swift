import ArgumentParser
import Foundation
import TesseraCore
import TesseraLint
import TesseraSystem

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Hold Swift app code to a design system: hard-coded colours, fonts, spacing and radii, and the spec's rules for code.",
        discussion: """
            Lints the Swift files, folders and globs given (default: the 'lint.paths' of the system's tessera.yml, \
            else the system's folder) against the system in --system DIR (default: the current folder), skipping \
            .build and other hidden folders, the system's output folder, 'lint.exclude' and generated files. Every \
            rule is in Documentation/Lint.md. A finding is silenced for one line with \
            '// tessera:disable-next-line rule-id — reason', for a file with '// tessera:disable rule-id — reason'. \
            Exit status: 0 when no finding is an error (with --strict: no warning either), 1 otherwise or when the \
            system does not load, 64 for usage errors.
            """)

    @Argument(help: "Swift files, folders or globs to lint.")
    var paths: [String] = []

    @Option(name: .customLong("system"), help: "The folder with the system's tessera.yml (default: the current folder).")
    var system: String = "."

    @Option(help: "How to print findings: text, json or sarif (SARIF 2.1.0).")
    var reporter: LintReporterChoice = .text

    @Flag(help: "Treat warnings as errors for the exit status.")
    var strict = false

    @Flag(help: "Rewrite what has one certain fix (a literal equal to a token becomes the token), keeping formatting and comments; each file is replaced atomically.")
    var fix = false

    @Option(help: ArgumentHelp(
        "After a lint that passes, write this file (one Swift comment line): the output a build step declares (TesseraLintPlugin).",
        valueName: "file"))
    var stamp: String?

    /// For the benchmark (Scripts/lint_benchmark.py): read and parse the files as a lint does and
    /// run no rule, so the same binary measures the parse-only floor.
    @Flag(name: .customLong("parse-only"), help: .hidden)
    var parseOnly = false

    func run() throws {
        var log = DiagnosticLog()
        guard let loaded = LintSystemLoader.load(directory: system, log: &log) else {
            StandardStreams.err(Diagnostic.lines(log.sorted))
            StandardStreams.err("error: the design system in '\(system)' did not load, so nothing was linted; fix the errors above (tessera build shows them too) or pass --system DIR\n")
            throw ExitCode.failure
        }
        let summary: LintReport
        switch reporter {
        case .text:
            summary = Self.streamText(loaded, paths: paths, fix: fix, parseOnly: parseOnly) { StandardStreams.out($0) }
        case .json, .sarif:
            let report = Self.lint(loaded, paths: paths, fix: fix, parseOnly: parseOnly)
            StandardStreams.out(reporter == .json ? report.json : report.sarif)
            StandardStreams.err(report.summaryLine + "\n")
            BackgroundRelease.keep(report)
            summary = report
        }
        if summary.errorCount > 0 || (strict && summary.warningCount > 0) { throw ExitCode.failure }
        if let stamp, let failure = LintStamp.write(to: stamp) {
            StandardStreams.err(Diagnostic.lines([failure]))
            throw ExitCode.failure
        }
    }

    /// Lints `paths` (or the configured ones) against the loaded system, files in parallel, for
    /// the reporters that print one document of every finding (JSON, SARIF).
    static func lint(_ loaded: LintSystemLoader.Loaded, paths: [String], fix: Bool = false, parseOnly: Bool = false) -> LintReport {
        let (list, linter) = prepare(loaded, paths: paths)
        let results = list.files.parallelMap { path in lintFile(path, linter: linter, fix: fix, parseOnly: parseOnly) }
        var diagnostics = list.missing
        for result in results { diagnostics += result.findings }
        BackgroundRelease.keep(results)
        return LintReport(
            systemName: loaded.config.name, folder: loaded.config.directory, files: results.count { $0.linted }, rules: linter.rules,
            diagnostics: diagnostics.sorted())
    }

    /// The files `paths` name (or the configured ones, without `lint.exclude` and the output
    /// folder), and the linter of the loaded system.
    static func prepare(_ loaded: LintSystemLoader.Loaded, paths: [String]) -> (list: LintFileList, linter: Linter) {
        let config = loaded.config
        let settings = config.lintSettings
        let inSystem = { (path: String) in path.hasPrefix("/") ? path : (config.directory as NSString).appendingPathComponent(path) }
        let roots = !paths.isEmpty ? paths : settings.paths.isEmpty ? [config.directory] : settings.paths.map(inSystem)
        var excluded = [inSystem(config.outputDirectory)]
        for pattern in settings.excluded {
            excluded += FileGlob.isPattern(pattern) ? FileGlob.expand(pattern, in: config.directory) : [inSystem(pattern)]
        }
        return (LintFileList(paths: roots, excluded: excluded), Linter(system: loaded.system, settings: settings))
    }

    /// One file's findings, and whether it was linted (read, parsed and not generated).
    static func lintFile(_ path: String, linter: Linter, fix: Bool, parseOnly: Bool) -> (linted: Bool, findings: [Diagnostic]) {
        if let kind = FileContents.specialKind(path) {
            return (false, [Diagnostic(.warning, code: "lint-file-not-readable", message: "'\(path)' is \(kind), not a regular file; not linted")])
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int ?? 0
        if size > Linter.maximumBytes {
            return (false, [Diagnostic(.warning, code: "lint-file-too-large", message: "'\(path)' is \(size / 1024) KiB, over the \(Linter.maximumBytes / 1_048_576) MiB a Swift source may be; not linted")])
        }
        guard let bytes = FileContents.read(path) else {
            return (false, [Diagnostic(.warning, code: "lint-file-not-readable", message: "'\(path)' cannot be read; not linted")])
        }
        if LintFileList.isGenerated(bytes) { return (false, []) }
        if parseOnly { return (Linter.parseOnly(bytes: bytes) >= 0, []) }
        // Fixed: the notes of what changed and the findings left in the new text.
        if fix, let fixed = linter.fix(path: path, bytes: bytes) {
            if let failure = LintFixWriter.replace(path, with: fixed.bytes) { return (true, [failure] + linter.lint(path: path, bytes: bytes)) }
            return (true, fixed.applied + linter.lint(path: path, bytes: fixed.bytes))
        }
        return (true, linter.lint(path: path, bytes: bytes))
    }
}

enum LintReporterChoice: String, ExpressibleByArgument, CaseIterable {
    case text, json, sarif
}
