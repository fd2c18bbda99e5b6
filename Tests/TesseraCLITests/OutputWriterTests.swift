import Foundation
import Testing
import TesseraCore
import TesseraEmitters
@testable import TesseraCLI

@Suite struct OutputWriterTests {
    private func file(_ path: String, owned: String? = "Tokens.xcassets") -> OutputFile {
        OutputFile(path: path, contents: Array("{}\n".utf8), ownedFolder: owned)
    }

    private func listing(_ folder: TemporaryFolder) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.url.path)
        var paths: [String] = []
        while let path = enumerator?.nextObject() as? String { paths.append(path) }
        return paths.sorted()
    }

    @Test func aStreamedFileIsWrittenAsItsOutputProducesIt() throws {
        let folder = try TemporaryFolder()
        var log = DiagnosticLog()
        let streamed = OutputFile(path: "out/big.txt") { sink in
            for line in 0..<2_000 { Array("line \(line)\n".utf8).withUnsafeBytes(sink) }
        }
        #expect(OutputWriter.write([streamed, file("small.css", owned: nil)], to: folder.url.path, log: &log))
        let written = try Data(contentsOf: folder.url.appendingPathComponent("out/big.txt"))
        #expect(streamed.contents.count > 10_000)
        #expect(Array(written) == streamed.contents)
        #expect(listing(folder) == ["out", "out/big.txt", "small.css"])
    }

    @Test func nestedFoldersAreCreatedAndStaleFilesInOwnedFoldersRemoved() throws {
        let folder = try TemporaryFolder()
        var log = DiagnosticLog()
        let first = [
            file("Tokens.xcassets/Contents.json"),
            file("Tokens.xcassets/color/Contents.json"),
            file("Tokens.xcassets/color/red.colorset/Contents.json"),
            file("Tokens.xcassets/old/Contents.json"),
            file("Tokens.xcassets/old/gone.colorset/Contents.json"),
            file("tokens.css", owned: nil),
        ]
        #expect(OutputWriter.write(first, to: folder.url.path, log: &log))
        try folder.write("Tokens.xcassets/color/.DS_Store", "")
        try folder.write("notes.txt", "not ours")

        let second = [
            file("Tokens.xcassets/Contents.json"),
            file("Tokens.xcassets/color/Contents.json"),
            file("Tokens.xcassets/color/blue.colorset/Contents.json"),
        ]
        #expect(OutputWriter.write(second, to: folder.url.path, log: &log))
        #expect(log.isEmpty)
        #expect(listing(folder) == [
            "Tokens.xcassets", "Tokens.xcassets/Contents.json", "Tokens.xcassets/color",
            "Tokens.xcassets/color/Contents.json", "Tokens.xcassets/color/blue.colorset",
            "Tokens.xcassets/color/blue.colorset/Contents.json", "notes.txt", "tokens.css",
        ])
    }

    @Test func linksInAnOwnedFolderAreRemovedNotFollowed() throws {
        let folder = try TemporaryFolder()
        try folder.write("outside/keep.txt", "keep")
        try folder.write("Tokens.xcassets/Contents.json", "{}")
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("Tokens.xcassets/link").path,
            withDestinationPath: folder.url.appendingPathComponent("outside").path)
        var log = DiagnosticLog()
        #expect(OutputWriter.write([file("Tokens.xcassets/Contents.json")], to: folder.url.path, log: &log))
        #expect(folder.exists("outside/keep.txt"))
        #expect(!folder.exists("Tokens.xcassets/link"))
    }

    @Test func anOwnedFolderOutsideTheOutputIsIgnored() throws {
        let folder = try TemporaryFolder()
        try folder.write("keep.txt", "keep")
        var log = DiagnosticLog()
        #expect(OutputWriter.write([file("a.json", owned: "..")], to: folder.url.appendingPathComponent("out").path, log: &log))
        #expect(folder.exists("keep.txt"))
    }
}

/// Streamed files staged while the outputs run: committed with the rest, or removed with every
/// folder staging created when the build does not write.
@Suite struct OutputStagingTests {
    private func streamed(_ path: String) -> OutputFile {
        OutputFile(path: path) { sink in Array("streamed\n".utf8).withUnsafeBytes(sink) }
    }

    @Test func aStagedFileIsRenamedIntoPlaceWithTheOthers() throws {
        let folder = try TemporaryFolder()
        let staging = OutputStaging(directory: folder.url.path)
        let file = streamed("deep/er/tokens.json")
        #expect(staging.stage(file) == nil)
        #expect(FileManager.default.fileExists(atPath: folder.url.path + "/.tessera-staging/0"))
        #expect(!FileManager.default.fileExists(atPath: folder.url.path + "/deep/er/tokens.json"))
        var log = DiagnosticLog()
        let other = OutputFile(path: "tokens.css", contents: Array(":root {}\n".utf8))
        #expect(OutputWriter.write([other, file], to: folder.url.path, staging: staging, log: &log))
        #expect(log.isEmpty)
        #expect(try String(contentsOfFile: folder.url.path + "/deep/er/tokens.json", encoding: .utf8) == "streamed\n")
        #expect(try String(contentsOfFile: folder.url.path + "/tokens.css", encoding: .utf8) == ":root {}\n")
        #expect(!FileManager.default.fileExists(atPath: folder.url.path + "/.tessera-staging"))
    }

    @Test func aRollBackLeavesNoFileAndNoFolderItCreated() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("kept/notes.txt", "mine")
        let staging = OutputStaging(directory: folder.url.path + "/build")
        #expect(staging.stage(streamed("a/b/tokens.json")) == nil)
        #expect(staging.stage(streamed("tokens.swift")) == nil)
        staging.rollBack()
        #expect(!FileManager.default.fileExists(atPath: folder.url.path + "/build"))
        #expect(FileManager.default.fileExists(atPath: folder.url.path + "/kept/notes.txt"))
    }

    @Test func aFolderInTheWayFailsTheWriteAndNothingIsLeft() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("tokens.json/inside.txt", "a folder where the file goes")
        let staging = OutputStaging(directory: folder.url.path)
        #expect(staging.stage(streamed("out/tokens.swift")) == nil)
        #expect(staging.stage(streamed("tokens.json"))?.message.contains("a folder is in the way") == true)
        var log = DiagnosticLog()
        #expect(!OutputWriter.write([streamed("out/tokens.swift"), streamed("tokens.json")], to: folder.url.path, staging: staging, log: &log))
        #expect(log.all.map(\.code) == ["output-not-writable"])
        #expect(!FileManager.default.fileExists(atPath: folder.url.path + "/out"))
    }
}
