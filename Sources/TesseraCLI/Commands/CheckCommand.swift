import ArgumentParser
import Foundation
import TesseraCore
import TesseraRules
import TesseraSystem

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the design system in DIR (or every subfolder of DIR that has a tessera.yml) against its own rules and WCAG.",
        discussion: """
            Runs every rule (Documentation/Rules.md) over every permutation: the contrast of each usage pair, the \
            prohibitions its tessera.yml records, and hygiene. Findings point at the token's line and say what \
            value would pass. Exit status: 0 when no finding is an error (with --strict: no warning either), 1 \
            otherwise, 64 for usage errors.
            """)

    @Argument(help: "A folder with a tessera.yml, or a folder whose subfolders have one.")
    var directory: String = "."

    @Option(help: "How to print findings: text, json, sarif (SARIF 2.1.0) or markdown.")
    var reporter: CheckReporterChoice = .text

    @Flag(help: "Treat warnings as errors for the exit status.")
    var strict = false

    @OptionGroup var verbosity: Verbosity

    @Flag(help: "Check again whenever a token file, resolver or tessera.yml changes, until Ctrl-C.")
    var watch = false

    func run() throws {
        verbosity.apply()
        let systems = SystemDiscovery.systems(in: directory)
        guard !systems.isEmpty else {
            let diagnostic = Diagnostic(.error, code: "config-not-found", message: "no \(SystemConfig.fileName) in '\(directory)' or its subfolders; see Documentation/Configuration.md")
            StandardStreams.err(diagnostic.description + "\n")
            throw ExitCode.failure
        }
        if watch {
            let skipped = Set(systems.map { system -> String in
                var ignored = DiagnosticLog()
                let config = ConfigLoader.load(directory: system, log: &ignored)
                let folder = config.map { ($0.directory as NSString).appendingPathComponent($0.outputDirectory) }
                return SourceFingerprint.normalized(folder ?? (system as NSString).appendingPathComponent("build"))
            })
            WatchLoop.run(folders: systems, skipping: skipped, quiet: verbosity.quiet) { try? check(systems) }
        }
        try check(systems)
    }

    /// Checks the systems once and prints the report; throws when a finding fails the run.
    private func check(_ systems: [String]) throws {
        var reports: [CheckReport] = []
        for system in systems { reports.append(SystemCheck.run(directory: system)) }
        let failed = reports.contains { report in
            report.failedToLoad || report.errorCount > 0 || (strict && report.warningCount > 0)
        }
        if verbosity.quiet {
            // Errors only, and no summary lines: the exit status still counts the warnings.
            for index in reports.indices { reports[index].diagnostics = verbosity.shown(reports[index].diagnostics) }
            if reporter == .text {
                for report in reports { StandardStreams.out(Diagnostic.lines(report.diagnostics)) }
                if failed { throw ExitCode.failure }
                return
            }
        }
        var timer = PhaseTimer()
        if reporter == .text {
            // Streamed, so its size is estimated: a finding's lines are a hundred bytes or more.
            StandardStreams.prepareOutput(bytes: reports.reduce(0) { $0 + $1.diagnostics.count } * 100)
            for report in reports {
                TextCheckReport.stream(report) { part in StandardStreams.out(part) }
            }
            timer.lap("report")
        } else {
            let rendered = reporter.render(reports)
            timer.lap("render")
            StandardStreams.prepareOutput(bytes: rendered.utf8.count)
            StandardStreams.out(rendered)
            timer.lap("write")
            BackgroundRelease.keep(rendered)
        }
        timer.report()
        if reporter != .text && !verbosity.quiet {
            for report in reports { StandardStreams.err(report.summaryLine + "\n") }
        }
        BackgroundRelease.keep(consume reports)
        if failed { throw ExitCode.failure }
    }
}

enum CheckReporterChoice: String, ExpressibleByArgument, CaseIterable {
    case text, json, sarif, markdown

    func render(_ reports: [CheckReport]) -> String {
        switch self {
        case .text: reports.map(TextCheckReport.render).joined()
        case .json: JSONCheckReport.render(reports)
        case .sarif: SARIFReport.render(reports)
        case .markdown: reports.map(MarkdownReport.render).joined(separator: "\n")
        }
    }
}
