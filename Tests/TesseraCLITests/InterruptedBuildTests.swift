import Foundation
import Testing
import TesseraCore
import TesseraEmitters
@testable import TesseraCLI

/// A build stopped at any moment (issue 23, defect 7) leaves every output file whole, and the next
/// build into the folder leaves exactly one build's files: the renames a killed build had not made
/// are finished from its journal, and the files it staged are removed.
@Suite struct InterruptedBuildTests {
    private func file(_ path: String, _ text: String) -> OutputFile {
        OutputFile(path: path, contents: Array(text.utf8))
    }

    /// The state a kill between two renames leaves: the journal, one file renamed, two not.
    private func halfRenamedFolder() throws -> TemporaryFolder {
        let output = try TemporaryFolder()
        for path in ["a.css", "b/b.json", "c.swift"] { try output.write(path, "old\n") }
        let folder = try StagingFolder(output: output.url.path)
        let renames = [(staged: "0", final: "a.css"), (staged: "1", final: "b/b.json"), (staged: "2", final: "c.swift")]
        for rename in renames { try output.write("\(StagingFolder.name)/\(rename.staged)", "new\n") }
        try folder.writeJournal(renames)
        #expect(rename(folder.stagedPath("0"), output.url.appendingPathComponent("a.css").path) == 0)
        folder.release()
        return output
    }

    @Test func theNextBuildFinishesTheRenamesAKilledBuildLeft() throws {
        let output = try halfRenamedFolder()
        let staging = OutputStaging(directory: output.url.path)
        let notes = staging.begin()
        #expect(notes.map(\.code) == ["output-interrupted-build"])
        #expect(notes.first?.message.contains("moved 2 files") == true, "\(notes)")
        for path in ["a.css", "b/b.json", "c.swift"] { #expect(try output.read(path) == "new\n", "\(path)") }
        staging.rollBack()
        #expect(!output.exists(StagingFolder.name))
    }

    @Test func aFailingBuildStillMakesTheFolderWhole() throws {
        let output = try halfRenamedFolder()
        try output.write("tessera.yml", "tokens: tokens.json\noutput: .\n")
        try output.write("tokens.json", "{\"a\": {\"$type\": \"color\", \"$value\": \"{missing}\"}}")
        let result = try CLI.run(["build", "."], in: output.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("[output-interrupted-build]"), "\(result.stderr)")
        for path in ["a.css", "b/b.json", "c.swift"] { #expect(try output.read(path) == "new\n", "\(path)") }
        #expect(!output.exists(StagingFolder.name))
    }

    @Test func filesStagedBeforeAKillAreRemovedNotMoved() throws {
        let output = try TemporaryFolder()
        try output.write("a.css", "old\n")
        try output.write("\(StagingFolder.name)/0", "staged by a build that was killed\n")
        var log = DiagnosticLog()
        #expect(OutputWriter.write([file("b.css", "new\n")], to: output.url.path, log: &log))
        #expect(log.isEmpty, "\(log.all)")
        #expect(try output.read("a.css") == "old\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.url.path).sorted() == ["a.css", "b.css"])
    }

    @Test func aJournalNeverSendsAFileOutOfTheOutputFolder() throws {
        let holder = try TemporaryFolder()
        let output = holder.url.appendingPathComponent("build").path
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        let folder = try StagingFolder(output: output)
        try holder.write("build/\(StagingFolder.name)/0", "planted\n")
        try folder.writeJournal([(staged: "0", final: "../escaped.txt")])
        folder.release()
        let notes = OutputStaging(directory: output).begin()
        #expect(notes.isEmpty, "\(notes)")
        #expect(!holder.exists("escaped.txt"))
    }

    /// The real thing: builds killed at moments spread over a build's run. After each kill every
    /// output file is the old build's or the new one's, byte for byte; after the next build the
    /// folder is the new build's alone.
    @Test func killedBuildsLeaveWholeFiles() throws {
        let system = try TemporaryFolder()
        func writeTokens(_ hue: Int) throws {
            let colors = (0..<1_500).map {
                "\"c\($0)\": {\"$value\": {\"colorSpace\": \"srgb\", \"components\": [0.\(hue), \(Double($0 % 100) / 100), \(Double($0 / 100) / 100)]}}"
            }
            try system.write("tokens.json", "{\"color\": {\"$type\": \"color\", \(colors.joined(separator: ", "))}}")
        }
        try system.write("tessera.yml", "tokens: tokens.json\noutput: build\noutputs:\n  css: {}\n  json: {}\n  xcassets: {}\n  swift: {}\n")
        try writeTokens(1)
        #expect(try CLI.run(["build", "."], in: system.url).status == 0)
        let old = try fileSnapshot(system.url.appendingPathComponent("build"))
        try writeTokens(2)
        let clock = ContinuousClock()
        let start = clock.now
        #expect(try CLI.run(["build", "."], in: system.url).status == 0)
        let duration = clock.now - start
        let new = try fileSnapshot(system.url.appendingPathComponent("build"))
        #expect(old.count == new.count && old.count > 1_500)

        try writeTokens(1)
        #expect(try CLI.run(["build", "."], in: system.url).status == 0)
        try writeTokens(2)
        for step in 1...6 {
            try killedBuild(in: system.url, after: duration * Double(step) / 6)
            let files = try fileSnapshot(system.url.appendingPathComponent("build"))
            for (path, contents) in files where !path.hasPrefix(StagingFolder.name) {
                #expect(contents == old[path] || contents == new[path], "\(path) is neither build's after a kill at \(step)/6")
            }
        }
        #expect(try CLI.run(["build", "."], in: system.url).status == 0)
        #expect(try fileSnapshot(system.url.appendingPathComponent("build")) == new)
    }

    private func killedBuild(in directory: URL, after delay: Swift.Duration) throws {
        let process = Process()
        process.executableURL = CLI.executable
        process.arguments = ["build", "."]
        process.currentDirectoryURL = directory
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        Thread.sleep(forTimeInterval: Double(delay.components.seconds) + Double(delay.components.attoseconds) / 1e18)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}
