import Foundation
import Testing
import TesseraCore
import TesseraTestSupport
import ArgumentParser
import TesseraCLI

/// `tessera --version` prints the one version constant, a semantic version, and the plugin
/// snippet users copy names that version (Development.md, "Cutting a release"); the root help
/// reads well in an 80-column terminal.
@Suite struct RootCommandTests {
    @Test func versionFlagPrintsTheConstant() throws {
        let result = try CLI.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout == TesseraVersion.current + "\n")
    }

    @Test func theVersionIsASemanticVersion() {
        let parts = TesseraVersion.current.split(separator: ".", omittingEmptySubsequences: false)
        #expect(parts.count == 3)
        #expect(parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) && ($0 == "0" || $0.first != "0") })
    }

    @Test func thePluginSnippetNamesTheVersion() throws {
        let readme = try String(
            contentsOf: TestPaths.repositoryRoot.appendingPathComponent("Examples/PluginDemo/README.md"), encoding: .utf8)
        #expect(readme.contains(#"from: "\#(TesseraVersion.current)")"#))
    }

    @Test func rootHelpFitsEightyColumnsAndListsEveryCommand() throws {
        let result = try CLI.run(["--help"])
        #expect(result.status == 0)
        let long = result.stdout.split(separator: "\n").filter { $0.count > 80 }
        #expect(long.isEmpty, "\(long)")
        // The command list is printed as written, not rewrapped into broken lines.
        #expect(result.stdout.contains(TesseraCommand.configuration.discussion), "\(result.stdout)")
        for command in ["init", "build", "check", "lint", "specimen", "resolve", "migrate"] {
            #expect(result.stdout.contains("tessera \(command) "), "\(command)")
        }
    }
}
