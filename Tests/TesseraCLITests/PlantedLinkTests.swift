import Foundation
import Testing
import TesseraCore
import TesseraEmitters
@testable import TesseraCLI

/// A build never writes through a symbolic link it did not make (issue 23): not one planted at a
/// file's staging path, nor a folder link planted inside the output folder.
@Suite struct PlantedLinkTests {
    private func file(_ path: String, _ text: String = "new\n", owned: String? = nil) -> OutputFile {
        OutputFile(path: path, contents: Array(text.utf8), ownedFolder: owned)
    }

    @Test func aLinkAtTheStagingFolderIsReplacedNotFollowed() throws {
        let output = try TemporaryFolder(), elsewhere = try TemporaryFolder()
        try FileManager.default.createSymbolicLink(
            atPath: output.url.appendingPathComponent(StagingFolder.name).path, withDestinationPath: elsewhere.url.path)
        var log = DiagnosticLog()
        #expect(OutputWriter.write([file("tokens.css")], to: output.url.path, log: &log))
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.url.path).isEmpty, "the build wrote through the planted link")
        #expect(try output.read("tokens.css") == "new\n")
        #expect(!output.exists(StagingFolder.name))
    }

    @Test func aLinkAtAStagedFileIsReplacedNotFollowed() throws {
        let output = try TemporaryFolder(), elsewhere = try TemporaryFolder()
        let victim = try elsewhere.write("victim.txt", "precious\n")
        try output.write("\(StagingFolder.name)/keep", "")
        try FileManager.default.createSymbolicLink(
            atPath: output.url.appendingPathComponent("\(StagingFolder.name)/0").path, withDestinationPath: victim.path)
        var log = DiagnosticLog()
        #expect(OutputWriter.write([file("tokens.css")], to: output.url.path, log: &log))
        #expect(try elsewhere.read("victim.txt") == "precious\n", "the build wrote through the planted link")
        let written = output.url.appendingPathComponent("tokens.css").path
        #expect(try FileManager.default.destinationOfSymbolicLinkOrNil(atPath: written) == nil, "the output is a link")
        #expect(try output.read("tokens.css") == "new\n")
    }

    @Test func aFolderLinkInsideTheOutputStopsTheBuild() throws {
        let output = try TemporaryFolder(), elsewhere = try TemporaryFolder()
        try FileManager.default.createSymbolicLink(
            atPath: output.url.appendingPathComponent("Tokens.xcassets").path, withDestinationPath: elsewhere.url.path)
        var log = DiagnosticLog()
        let files = [file("Tokens.xcassets/Contents.json", owned: "Tokens.xcassets"), file("tokens.css")]
        #expect(!OutputWriter.write(files, to: output.url.path, log: &log))
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.url.path).isEmpty, "a write left the output folder")
        #expect(!output.exists("tokens.css"), "a failed build wrote part of its output")
        let messages = log.all.map(\.message)
        #expect(messages.count == 1 && messages[0].contains("is a link"), "\(messages)")
    }

    @Test func anOutputFolderThatIsItselfALinkIsTheUsersChoice() throws {
        let real = try TemporaryFolder(), holder = try TemporaryFolder()
        let linked = holder.url.appendingPathComponent("build").path
        try FileManager.default.createSymbolicLink(atPath: linked, withDestinationPath: real.url.path)
        var log = DiagnosticLog()
        #expect(OutputWriter.write([file("css/tokens.css")], to: linked, log: &log), "\(log.all)")
        #expect(try real.read("css/tokens.css") == "new\n")
    }
}

extension FileManager {
    /// The link's destination, or nil when `path` is not a symbolic link.
    func destinationOfSymbolicLinkOrNil(atPath path: String) throws -> String? {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return nil }
        return try destinationOfSymbolicLink(atPath: path)
    }
}
