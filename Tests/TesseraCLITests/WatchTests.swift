import Foundation
import Testing

/// `tessera build --watch` (issue 26, part 4): an edited token reaches the output, an error is
/// reported and the watch goes on, and Ctrl-C ends it with status 0.
@Suite struct WatchTests {
    /// Polls `condition` for up to `seconds`.
    func eventually(_ seconds: Double = 15, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return condition()
    }

    func text(_ url: URL) -> String { (try? String(contentsOf: url, encoding: .utf8)) ?? "" }

    @Test func anEditIsRebuiltAnErrorIsReportedAndCtrlCEndsTheWatch() throws {
        let folder = try TemporaryFolder()
        #expect(try CLI.run(["init", "s"], in: folder.url).status == 0)
        let css = folder.url.appendingPathComponent("s/build/tokens.css")
        let log = folder.url.appendingPathComponent("watch.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let process = Process()
        process.executableURL = CLI.executable
        process.arguments = ["build", "s", "--watch"]
        process.currentDirectoryURL = folder.url
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        defer { if process.isRunning { process.terminate() } }

        #expect(eventually { text(log).contains("watching s for changes") }, "\(text(log))")
        #expect(text(css).contains("#ffffff"))

        // One edited token reaches the output.
        let space = folder.url.appendingPathComponent("s/tokens/space.tokens.json")
        let original = text(space)
        try original.replacingOccurrences(of: #""value": 40"#, with: #""value": 48"#).write(to: space, atomically: true, encoding: .utf8)
        #expect(eventually { text(css).contains("48px") }, "\(text(log))")

        // A broken file is reported, nothing is written, and the watch goes on.
        try "{".write(to: space, atomically: true, encoding: .utf8)
        #expect(eventually { text(log).contains("error: unexpected end of file") }, "\(text(log))")
        #expect(text(css).contains("48px"))
        try original.write(to: space, atomically: true, encoding: .utf8)
        #expect(eventually { text(css).contains("40px") && !text(css).contains("48px") }, "\(text(log))")

        kill(process.processIdentifier, SIGINT)
        let ended = eventually { !process.isRunning }
        #expect(ended, "the watch did not stop on SIGINT")
        if !ended { process.terminate(); kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(process.terminationReason == .exit)
    }
}
