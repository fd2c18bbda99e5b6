import Foundation
import Testing

/// `tessera init` (issue 26, part 2): the quick start a newcomer follows, in a temporary folder: the
/// starter system builds, checks and draws with no error and no warning, and init never writes over
/// a file.
@Suite struct InitCommandTests {
    @Test func theStarterSystemBuildsChecksAndDrawsClean() throws {
        let folder = try TemporaryFolder()
        let created = try CLI.run(["init", "brand", "--name", "Brand"], in: folder.url)
        #expect(created.status == 0, "\(created.stderr)")
        #expect(created.stdout.hasPrefix("Brand: 7 files written to brand"), "\(created.stdout)")
        #expect(created.stderr.isEmpty, "\(created.stderr)")

        let build = try CLI.run(["build", "brand", "--strict"], in: folder.url)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(build.stderr.isEmpty, "\(build.stderr)")
        for file in ["tokens.css", "tokens.light.json", "tokens.dark.json", "Tokens.swift"] {
            #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("brand/build/\(file)").path), "\(file)")
        }
        let css = try String(contentsOf: folder.url.appendingPathComponent("brand/build/tokens.css"), encoding: .utf8)
        #expect(css.contains("prefers-color-scheme: dark"), "the dark theme reaches the CSS")

        let check = try CLI.run(["check", "brand", "--strict"], in: folder.url)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains("Brand: 0 errors, 0 warnings"), "\(check.stdout)")

        let specimen = try CLI.run(["specimen", "brand", "--strict"], in: folder.url)
        #expect(specimen.status == 0, "\(specimen.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("brand/build/specimen.html").path))
    }

    @Test func initNeverWritesOverAFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("brand/tessera.yml", "name: Mine\n")
        let result = try CLI.run(["init", "brand"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("'brand/tessera.yml' already exists"), "\(result.stderr)")
        #expect(try String(contentsOf: folder.url.appendingPathComponent("brand/tessera.yml"), encoding: .utf8) == "name: Mine\n")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("brand/tokens").path))
    }

    @Test func theNameDefaultsToTheFolderAndOtherFilesAreLeftAlone() throws {
        let folder = try TemporaryFolder()
        try folder.write("aurora/notes.md", "mine")
        let result = try CLI.run(["init", "aurora"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("aurora: 7 files written"))
        #expect(try String(contentsOf: folder.url.appendingPathComponent("aurora/notes.md"), encoding: .utf8) == "mine")
        #expect(try CLI.run(["init", "x", "--name", "two\nlines"], in: folder.url).status == 64)
    }
}
