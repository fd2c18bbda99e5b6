import Foundation
import Testing
@testable import TesseraCLI
import TesseraCore
import TesseraSystem

/// A token source that is a pipe or a device is refused at once, not waited on (issue 23): a FIFO
/// with no writer blocked a build forever.
@Suite struct SpecialFileInputTests {
    @Test func aPipeIsRefusedWithoutBlocking() throws {
        let folder = try TemporaryFolder()
        let pipe = folder.url.appendingPathComponent("tokens.json").path
        #expect(mkfifo(pipe, 0o644) == 0)
        let started = Date()
        var log = DiagnosticLog()
        #expect(InputFiles.read(pipe, log: &log) == nil)
        #expect(Date().timeIntervalSince(started) < 5)
        #expect(log.all.map(\.message) == ["'\(pipe)' is a pipe, not a regular file; token files are read from regular files only"])
        #expect(FileContents.read(pipe) == nil, "the reader itself does not block on a pipe either")
    }

    @Test func aDeviceIsRefused() {
        var log = DiagnosticLog()
        #expect(InputFiles.read("/dev/zero", log: &log) == nil)
        #expect(log.all.first?.message.contains("is a device") == true, "\(log.all)")
    }

    @Test func aTesseraYmlThatIsAPipeOrHugeIsRefused() throws {
        let piped = try TemporaryFolder()
        #expect(mkfifo(piped.url.appendingPathComponent("tessera.yml").path, 0o644) == 0)
        var log = DiagnosticLog()
        #expect(ConfigLoader.load(directory: piped.url.path, log: &log) == nil)
        #expect(log.all.map(\.code) == ["config-not-readable"])

        let huge = try TemporaryFolder()
        try huge.write("tessera.yml", "name: Huge\n# " + String(repeating: "x", count: ConfigLoader.maximumBytes) + "\n")
        log = DiagnosticLog()
        #expect(ConfigLoader.load(directory: huge.url.path, log: &log) == nil)
        #expect(log.all.map(\.code) == ["config-too-large"])
    }

    @Test func aResolverSourceThatIsAPipeIsRefused() throws {
        let folder = try TemporaryFolder()
        #expect(mkfifo(folder.url.appendingPathComponent("set.json").path, 0o644) == 0)
        let loader = FileSystemSourceLoader(workingDirectory: folder.url.path)
        #expect(throws: SourceLoadError.self) { try loader.load(path: "set.json") }
    }
}

/// An absolute `output:` in tessera.yml is refused at its line, not put under the project (issue 23).
@Suite struct AbsoluteOutputTests {
    @Test func anAbsoluteOutputIsRefusedWithTheWayOut() throws {
        let folder = try TemporaryFolder()
        try folder.write("tessera.yml", "version: 1\nname: Test\ntokens: tokens.json\noutput: /tmp/elsewhere\noutputs:\n  css: {}\n")
        try folder.write("tokens.json", #"{"a": {"$type": "number", "$value": 1}}"#)
        let result = try CLI.run(["build", "."], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("tessera.yml:4:9: error: 'output' must be a folder relative to tessera.yml"), "\(result.stderr)")
        #expect(result.stderr.contains("--output /tmp/elsewhere"))
        #expect(!folder.exists("tmp"), "the path was put under the project")
    }
}
