import ArgumentParser
import Foundation
import TesseraCore
import TesseraEmitters

/// `tessera init [DIR]`: a starter system that builds, checks and draws clean at once.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Start a design system in DIR: tokens, a light/dark resolver and a tessera.yml.",
        discussion: """
            Writes tessera.yml (css, json and swift outputs, two usage pairs, a 4 pt grid), \
            system.resolver.json (a light and a dark theme) and tokens/ (palette, space, type and the two \
            themes) in DTCG 2025.10 form. Refuses to overwrite any existing file. Then: tessera build DIR, \
            tessera check DIR, tessera specimen DIR.
            """)

    @Argument(help: "The folder to start the system in (created when missing).")
    var directory: String = "."

    @Option(help: "The system's name (default: the folder's name).")
    var name: String?

    func validate() throws {
        if let name, name.isEmpty || name.contains(where: { $0.isNewline || $0.asciiValue.map { $0 < 0x20 } == true }) {
            throw ValidationError("--name needs a name on one line")
        }
    }

    func run() throws {
        let systemName = name ?? SystemDiscovery.folderName(directory)
        let files = StarterSystem.files(name: systemName)
        let existing = files.map(\.path).filter {
            var status = stat()
            return lstat((directory as NSString).appendingPathComponent($0), &status) == 0
        }
        guard existing.isEmpty else {
            let listed = existing.map { "'\((directory as NSString).appendingPathComponent($0))'" }.joined(separator: ", ")
            let diagnostic = Diagnostic(
                .error, code: "init-would-overwrite",
                message: "\(listed) already exist\(existing.count == 1 ? "s" : ""); tessera init writes nothing over existing files: choose an empty folder")
            StandardStreams.err(Reporter.text.render([diagnostic]))
            throw ExitCode.failure
        }
        var log = DiagnosticLog()
        let outputs = files.map { OutputFile(path: $0.path, contents: Array($0.text.utf8)) }
        let written = OutputWriter.write(outputs, to: directory, log: &log)
        if !log.all.isEmpty { StandardStreams.err(Reporter.text.render(log.sorted)) }
        guard written else { throw ExitCode.failure }
        let shown = directory == "." ? "" : " " + directory
        StandardStreams.out("""
            \(systemName): \(files.count) files written to \(directory)
              tessera build\(shown)      writes CSS, JSON and Swift into \((directory as NSString).appendingPathComponent("build"))
              tessera check\(shown)      checks contrast and the grid in the light and dark themes
              tessera specimen\(shown)   draws the style guide page

            """)
    }
}
