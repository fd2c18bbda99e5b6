import Foundation
import Testing
import TesseraTestSupport

/// The same input gives byte-identical output (issue 23: guarantees kept as tests): from run to run,
/// from one folder to another, and whatever order the file system lists token files in.
@Suite struct DeterminismTests {
    /// The five shipped systems, built in two different folders (so no absolute path may leak into
    /// an output), the second twice: every output file is the same, byte for byte.
    @Test func theShippedSystemsBuildTheSameEverywhereEveryTime() throws {
        let first = try TemporaryFolder(), second = try TemporaryFolder()
        let systems = TestPaths.repositoryRoot.appendingPathComponent("Systems")
        for folder in [first, second] {
            try FileManager.default.copyItem(at: systems, to: folder.url.appendingPathComponent("Systems"))
            for name in try FileManager.default.contentsOfDirectory(atPath: systems.path) {
                try? FileManager.default.removeItem(at: folder.url.appendingPathComponent("Systems/\(name)/build"))
            }
        }
        let arguments = ["build", "Systems", "--output", "out"]
        #expect(try CLI.run(arguments, in: first.url).status == 0)
        #expect(try CLI.run(arguments, in: second.url).status == 0)
        let reference = try fileSnapshot(first.url.appendingPathComponent("out"))
        #expect(reference.count > 50)
        #expect(try fileSnapshot(second.url.appendingPathComponent("out")) == reference)
        #expect(try CLI.run(arguments, in: second.url).status == 0)
        let again = try fileSnapshot(second.url.appendingPathComponent("out"))
        for (path, contents) in reference where again[path] != contents {
            Issue.record("\(path) differs between two builds of the same input")
        }
        #expect(Set(again.keys) == Set(reference.keys))
    }

    /// A glob takes its files in name order: the file system lists them in its own order (on ext4,
    /// by a hash of the name), and the output must not follow it.
    @Test func aGlobReadsTokenFilesInNameOrder() throws {
        let folder = try TemporaryFolder()
        let names = (0..<12).map { "tokens/part-\(String(UnicodeScalar(UInt8(0x61 + ($0 * 7) % 12)))).json" }
        for (index, name) in names.enumerated() {
            try folder.write("glob/\(name)", "{\"g\(index)\": {\"$type\": \"number\", \"n\": {\"$value\": \(index)}}}")
            try folder.write("list/\(name)", "{\"g\(index)\": {\"$type\": \"number\", \"n\": {\"$value\": \(index)}}}")
        }
        let outputs = "outputs: {css: {}, json: {}, swift: {}}\n"
        try folder.write("glob/tessera.yml", "name: Order\ntokens: tokens/*.json\n" + outputs)
        let list = names.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
        try folder.write("list/tessera.yml", "name: Order\ntokens: [\(list)]\n" + outputs)
        #expect(try CLI.run(["build", "glob"], in: folder.url).status == 0)
        #expect(try CLI.run(["build", "list"], in: folder.url).status == 0)
        let fromGlob = try fileSnapshot(folder.url.appendingPathComponent("glob/build"))
        #expect(fromGlob.count == 7, "six outputs and the manifest")
        #expect(fromGlob == (try fileSnapshot(folder.url.appendingPathComponent("list/build"))))
    }
}
