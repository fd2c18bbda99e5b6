import Foundation
import Testing
import TesseraTestSupport

@Suite struct BuildCommandTests {
    static let example = TestPaths.repositoryRoot.appendingPathComponent("Examples/aurora")

    /// Copies the bundled example so the test writes into its own folder.
    func copyOfExample() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let target = folder.url.appendingPathComponent("aurora")
        try FileManager.default.copyItem(at: Self.example, to: target)
        try? FileManager.default.removeItem(at: target.appendingPathComponent("build"))
        return folder
    }

    @Test func buildsTheExampleDeterministically() throws {
        let folder = try copyOfExample()
        let first = try CLI.run(["build", "aurora"], in: folder.url)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.hasPrefix("Aurora: "))
        #expect(first.stdout.contains("2 permutations, 10 files written to aurora/build"))
        let files = ["tokens.css", "tokens.light.json", "tokens.dark.json", "tokens.ts", "tailwind.css", "Tokens.swift", "Tokens+SwiftUI.swift", "specimen.html"]
        let before = try files.map { try folder.read("aurora/build/\($0)") }
        let second = try CLI.run(["build", "aurora"], in: folder.url)
        #expect(second.status == 0)
        #expect(try files.map { try folder.read("aurora/build/\($0)") } == before, "same input, byte-identical output")
    }

    @Test func aFolderOfSystemsBuildsEach() throws {
        let folder = try copyOfExample()
        try FileManager.default.copyItem(at: folder.url.appendingPathComponent("aurora"), to: folder.url.appendingPathComponent("borealis"))
        let result = try CLI.run(["build", "."], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").count == 2)
        #expect(folder.exists("borealis/build/tokens.css"))
    }

    @Test func noConfigurationIsAClearError() throws {
        let folder = try TemporaryFolder()
        let result = try CLI.run(["build", folder.url.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("no tessera.yml"))
        #expect(result.stderr.contains("[config-not-found]"))
    }

    @Test func unknownConfigurationKeysAreNamedAtTheirLine() throws {
        let folder = try TemporaryFolder()
        try folder.write("tokens.json", #"{"a": {"$type": "number", "$value": 1}}"#)
        try folder.write("tessera.yml", "name: X\ntokens: tokens.json\nouptut: dist\noutputs:\n  css:\n    refrences: true\n  swiftt: {}\n")
        let result = try CLI.run(["build", "."], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("./tessera.yml:3:1: error: unknown setting 'ouptut'"))
        #expect(result.stderr.contains("./tessera.yml:6:5: error: unknown option 'refrences'"))
        #expect(result.stderr.contains("./tessera.yml:7:3: error: unknown output format 'swiftt'"))
        #expect(!folder.exists("build"))
    }

    @Test func anAssetCatalogLosesTheColorsetsOfDeletedTokens() throws {
        let folder = try TemporaryFolder()
        try folder.write("tessera.yml", "name: X\ntokens: tokens.json\noutputs:\n  xcassets: {}\n")
        let red = #""red": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}"#
        let blue = #""blue": {"$value": {"colorSpace": "srgb", "components": [0, 0, 1]}}"#
        try folder.write("tokens.json", #"{"color": {"$type": "color", \#(red), \#(blue)}}"#)
        let first = try CLI.run(["build", "."], in: folder.url)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(folder.exists("build/Tokens.xcassets/color/red.colorset/Contents.json"))
        try folder.write("build/Tokens.xcassets/color/Contents.json", "{}")

        try folder.write("tokens.json", #"{"color": {"$type": "color", \#(blue)}}"#)
        let second = try CLI.run(["build", "."], in: folder.url)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(!folder.exists("build/Tokens.xcassets/color/red.colorset"))
        #expect(folder.exists("build/Tokens.xcassets/color/blue.colorset/Contents.json"))
        #expect(try folder.read("build/Tokens.xcassets/color/Contents.json").contains("provides-namespace"))
    }

    @Test func theJSONReporterPrintsDiagnosticsAsJSON() throws {
        let folder = try TemporaryFolder()
        try folder.write("tokens.json", #"{"a": {"$type": "nope", "$value": 1}}"#)
        try folder.write("tessera.yml", "tokens: tokens.json\n")
        let result = try CLI.run(["build", ".", "--reporter", "json"], in: folder.url)
        #expect(result.status == 1)
        let parsed = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]
        #expect(parsed?.first?["code"] as? String == "invalid-type")
        #expect(parsed?.first?["line"] as? Int == 1)
    }

    @Test func strictTurnsWarningsIntoFailure() throws {
        let folder = try TemporaryFolder()
        try folder.write("tokens.json", #"{"g": {"$type": "number", "A": {"$value": 1}, "a": {"$value": 2}}}"#)
        try folder.write("tessera.yml", "tokens: tokens.json\n")
        let relaxed = try CLI.run(["build", "."], in: folder.url)
        #expect(relaxed.status == 0)
        #expect(relaxed.stderr.contains("warning:"))
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("build"))
        let strict = try CLI.run(["build", ".", "--strict"], in: folder.url)
        #expect(strict.status == 1)
        #expect(!folder.exists("build"), "nothing is written when --strict fails")
    }

    @Test func usageErrorsUseArgumentParsersExitCode() throws {
        let result = try CLI.run(["build", "--reporter", "xml"])
        #expect(result.status == 64)
    }
}
