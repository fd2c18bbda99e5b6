import ArgumentParser
import TesseraCore

/// `tessera`: read DTCG design tokens, resolve them, report every problem, build outputs.
public struct TesseraCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "tessera",
        abstract: "Read W3C DTCG 2025.10 design tokens, resolve them, report every problem, and build outputs.",
        // Each line fits 80 columns, so ArgumentParser does not rewrap them.
        discussion: """
            tessera init [DIR]       starts a design system in DIR
            tessera build [DIR]      builds DIR/tessera.yml's system, or every subfolder's
            tessera check [DIR]      checks each system against its rules and WCAG
            tessera lint [PATH...]   holds Swift app code to the system (--system DIR)
            tessera specimen [DIR]   writes each system's style guide page
            tessera resolve FILE...  prints the resolved tokens of token files
            tessera migrate PATH...  rewrites older token files as DTCG 2025.10

            Exit status: 0 when clean, 1 on errors (with --strict: also warnings),
            64 for usage errors.
            """,
        version: TesseraVersion.current,
        subcommands: [
            InitCommand.self, BuildCommand.self, CheckCommand.self, LintCommand.self, MigrateCommand.self, ResolveCommand.self,
            SpecimenCommand.self,
        ]
    )

    public init() {}
}

struct ReportingOptions: ParsableArguments {
    @Option(help: "How to print diagnostics: text (path:line:col: severity: message [code]) or json.")
    var reporter: ReporterChoice = .text

    @Flag(help: "Treat warnings as errors: exit 1 and write nothing when there are any.")
    var strict = false

    @OptionGroup var verbosity: Verbosity

    func failed(_ log: DiagnosticLogSummary) -> Bool { log.errors > 0 || (strict && log.warnings > 0) }
}

enum ReporterChoice: String, ExpressibleByArgument, CaseIterable {
    case text, json
    var reporter: Reporter { Reporter(rawValue: rawValue) ?? .text }
}

struct DiagnosticLogSummary {
    var errors = 0
    var warnings = 0
}

/// The executable's entry point, so the `tessera` target needs no ArgumentParser import of its own.
public enum TesseraMain {
    public static func run(_ arguments: [String]? = nil) {
        // The process exits right after its one command; the system reclaims the memory at once.
        BackgroundRelease.keepUntilExit = true
        TesseraCommand.main(arguments)
    }
}
