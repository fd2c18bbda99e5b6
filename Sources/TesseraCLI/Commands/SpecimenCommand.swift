import ArgumentParser

/// `tessera specimen`: `tessera build --format specimen`, under the name people look for.
struct SpecimenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "specimen",
        abstract: "Write the style guide page of the design system in DIR (or of every subfolder of DIR that has a tessera.yml).",
        discussion: """
            One self-contained HTML page per system (specimen.html, or the file the specimen output's options \
            name), written where `tessera build` writes: every colour, type style, spacing, shape, effect, \
            motion and haptic token, the component previews of tessera.yml's components section, contrast \
            verdicts and the check findings, with a theme switch. Options come from the specimen entry of \
            tessera.yml's outputs when there is one. See Documentation/Specimen.md.
            """)

    @Argument(help: "A folder with a tessera.yml, or a folder whose subfolders have one.")
    var directory: String = "."

    @Option(help: ArgumentHelp(
        "Write the page to this folder instead of the one tessera.yml names; when DIR holds several systems, to a subfolder per system.",
        valueName: "dir"))
    var output: String?

    @OptionGroup var reporting: ReportingOptions

    @Flag(help: "Write the page again whenever a token file, resolver or tessera.yml changes, until Ctrl-C.")
    var watch = false

    func validate() throws {
        if output?.isEmpty == true { throw ValidationError("--output needs a folder") }
    }

    func run() throws {
        var arguments = [directory, "--format", "specimen", "--reporter", reporting.reporter.rawValue]
        if let output { arguments += ["--output", output] }
        if reporting.strict { arguments.append("--strict") }
        if reporting.verbosity.verbose { arguments.append("--verbose") }
        if reporting.verbosity.quiet { arguments.append("--quiet") }
        if watch { arguments.append("--watch") }
        let build = try BuildCommand.parse(arguments)
        try build.run()
    }
}
