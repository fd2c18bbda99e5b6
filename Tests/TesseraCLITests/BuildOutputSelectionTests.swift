import Foundation
import Testing
import TesseraTestSupport

/// `tessera build --output DIR` and `--format ID`: what the build plugin runs.
@Suite struct BuildOutputSelectionTests {
    /// A one-token system whose tessera.yml lists css (with an option) and json, writing to `dist`.
    func system() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("system/tokens.json", #"{"space": {"$type": "dimension", "$value": {"value": 8, "unit": "px"}}}"#)
        try folder.write("system/tessera.yml", "name: Sample\ntokens: tokens.json\noutput: dist\noutputs:\n  css:\n    references: true\n  json: {}\n")
        return folder
    }

    /// The outputs' files, without the build's manifest (StaleOutputTests covers that).
    func files(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0 != ".tessera-manifest" }.sorted()
    }

    @Test func outputWritesToTheGivenFolderRelativeToTheCurrentDirectory() throws {
        let folder = try system()
        let result = try CLI.run(["build", "system", "--output", "generated/tokens"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("2 files written to generated/tokens in"))
        #expect(files(in: folder.url.appendingPathComponent("generated/tokens")) == ["tokens.css", "tokens.json"])
        #expect(!folder.exists("system/dist"), "the folder tessera.yml names is not written")
    }

    @Test func outputWithAFolderOfSystemsGivesEachASubfolder() throws {
        let folder = try system()
        try FileManager.default.copyItem(at: folder.url.appendingPathComponent("system"), to: folder.url.appendingPathComponent("other"))
        let result = try CLI.run(["build", ".", "--output", "out"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(files(in: folder.url.appendingPathComponent("out")) == ["other", "system"])
        #expect(files(in: folder.url.appendingPathComponent("out/other")) == ["tokens.css", "tokens.json"])
    }

    @Test func formatBuildsOnlyTheChosenOutputsWithTheirConfiguredOptions() throws {
        let folder = try system()
        let result = try CLI.run(["build", "system", "--format", "css"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("1 file written to system/dist"))
        #expect(files(in: folder.url.appendingPathComponent("system/dist")) == ["tokens.css"])
        let full = try CLI.run(["build", "system", "--output", "full"], in: folder.url)
        #expect(full.status == 0)
        #expect(try folder.read("system/dist/tokens.css") == folder.read("full/tokens.css"), "css keeps its options from tessera.yml")
    }

    @Test func formatTheConfigurationDoesNotListUsesItsDefaults() throws {
        let folder = try system()
        let result = try CLI.run(["build", "system", "--format", "swift", "--format", "json", "--format", "swift", "--output", "gen"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(files(in: folder.url.appendingPathComponent("gen")) == [
            "Tokens+AppKit.swift", "Tokens+SwiftUI.swift", "Tokens+UIKit.swift", "Tokens.swift", "tokens.json",
        ])
        let swift = try folder.read("gen/Tokens.swift")
        #expect(swift.contains("public enum SampleTokens {"), "the default namespace and access")
        #expect(swift.contains("public static let space: Double = 8"))
    }

    @Test func formatKeepsSwiftOptionsFromTheConfiguration() throws {
        let folder = try system()
        try folder.write("system/tessera.yml", "tokens: tokens.json\noutputs:\n  swift:\n    namespace: Theme\n    access: internal\n")
        let result = try CLI.run(["build", "system", "--format", "swift", "--output", "gen"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try folder.read("gen/Tokens.swift").contains("\nenum Theme {"))
    }

    @Test func anUnknownFormatIsAUsageErrorNamingTheKnownOnes() throws {
        let folder = try system()
        let result = try CLI.run(["build", "system", "--format", "swiftui"], in: folder.url)
        #expect(result.status == 64)
        #expect(result.stderr.contains("unknown format 'swiftui' for --format; known formats: css, json, swift"))
        #expect(!folder.exists("system/dist"))
    }

    @Test func anEmptyOutputIsAUsageError() throws {
        let folder = try system()
        let result = try CLI.run(["build", "system", "--output", ""], in: folder.url)
        #expect(result.status == 64)
        #expect(result.stderr.contains("--output needs a folder"))
    }
}
