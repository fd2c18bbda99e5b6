import Foundation
import Testing

/// A build removes the files its previous build wrote and it no longer writes (the manifest,
/// `.tessera-manifest`), and never a file it did not write (issue 26, part 6).
@Suite struct StaleOutputTests {
    static let tokens = #"{"color": {"$type": "color", "ink": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}}"#

    func system(outputs: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("tokens.json", Self.tokens)
        try write(outputs, to: folder)
        return folder
    }

    func write(_ outputs: String, to folder: TemporaryFolder) throws {
        try folder.write("tessera.yml", "name: Stale\ntokens: tokens.json\noutputs:\n\(outputs)")
    }

    func exists(_ folder: TemporaryFolder, _ path: String) -> Bool {
        FileManager.default.fileExists(atPath: folder.url.appendingPathComponent(path).path)
    }

    @Test func anOutputDroppedFromTheConfigurationLeavesNoFilesBehind() throws {
        let folder = try system(outputs: "  css: {}\n  swift: {}\n")
        #expect(try CLI.run(["build", folder.url.path]).status == 0)
        #expect(exists(folder, "build/tokens.css") && exists(folder, "build/Tokens.swift"))

        try write("  css: {}\n", to: folder)
        let second = try CLI.run(["build", folder.url.path])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(exists(folder, "build/tokens.css"))
        for file in ["Tokens.swift", "Tokens+SwiftUI.swift", "Tokens+UIKit.swift", "Tokens+AppKit.swift"] {
            #expect(!exists(folder, "build/\(file)"), "\(file)")
        }
        #expect(second.stderr.contains("removed 'Tokens+AppKit.swift' and 3 others"), "\(second.stderr)")
        let manifest = try String(contentsOf: folder.url.appendingPathComponent("build/.tessera-manifest"), encoding: .utf8)
        #expect(manifest.hasSuffix("css\ttokens.css\n"), "\(manifest)")
        #expect(!manifest.contains("swift"))
    }

    @Test func filesTheBuildDidNotWriteAreKept() throws {
        let folder = try system(outputs: "  css: {}\n  json: {}\n")
        try folder.write("build/notes.txt", "mine")
        try folder.write("build/tokens/keep.json", "{}")
        #expect(try CLI.run(["build", folder.url.path]).status == 0)
        try write("  css: {}\n", to: folder)
        #expect(try CLI.run(["build", folder.url.path]).status == 0)
        #expect(!exists(folder, "build/tokens.json"))
        #expect(exists(folder, "build/notes.txt") && exists(folder, "build/tokens/keep.json"))
    }

    @Test func buildingSomeOutputsKeepsTheOthersFiles() throws {
        let folder = try system(outputs: "  css: {}\n  json: {}\n")
        #expect(try CLI.run(["build", folder.url.path]).status == 0)
        #expect(try CLI.run(["build", folder.url.path, "--format", "css"]).status == 0)
        #expect(exists(folder, "build/tokens.json"))
        // And they stay listed: dropping json afterwards still removes its file.
        try write("  css: {}\n", to: folder)
        #expect(try CLI.run(["build", folder.url.path]).status == 0)
        #expect(!exists(folder, "build/tokens.json"))
    }

    @Test func aManifestNamingPathsOutsideOrThroughALinkRemovesNothingThere() throws {
        let folder = try system(outputs: "  css: {}\n")
        try folder.write("outside.txt", "keep")
        try folder.write("elsewhere/victim.txt", "keep")
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("build"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("build/link").path, withDestinationPath: folder.url.appendingPathComponent("elsewhere").path)
        try folder.write("build/.tessera-manifest", "css\t../outside.txt\ncss\tlink/victim.txt\ncss\t/etc/hostname\ngone\tbuild-folder-file\n")
        try folder.write("build/build-folder-file", "x")
        let result = try CLI.run(["build", folder.url.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(exists(folder, "outside.txt") && exists(folder, "elsewhere/victim.txt"))
        // An output no longer configured: its file goes.
        #expect(!exists(folder, "build/build-folder-file"))
    }
}
