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
        #expect(OutputWriter.write([file("../out/a.json", owned: "..")], to: folder.url.appendingPathComponent("out").path, log: &log))
        #expect(folder.exists("keep.txt"))
    }
}
