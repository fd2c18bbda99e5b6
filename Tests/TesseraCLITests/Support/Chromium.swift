import Foundation
import Testing

/// Headless Chromium (Debian's `chromium` package; `$CHROMIUM` picks another binary), run as a
/// process with a fresh profile and a time limit, so a hang fails the test instead of stalling it.
enum Chromium {
    static let executable: String? = {
        let environment = ProcessInfo.processInfo.environment
        if let chosen = environment["CHROMIUM"], !chosen.isEmpty { return chosen }
        let names = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]
        let folders = (environment["PATH"] ?? "/usr/bin").split(separator: ":").map(String.init)
        for name in names {
            for folder in folders where FileManager.default.isExecutableFile(atPath: folder + "/" + name) {
                return folder + "/" + name
            }
        }
        return nil
    }()

    static let missing = "headless Chromium is needed for the specimen's browser test and was not found; install Debian's package (apt-get update && apt-get install -y chromium; .ci/run does this) or set CHROMIUM to a Chromium binary"

    struct Run {
        var stdout: String
        var stderr: String
        var status: Int32 = 0
    }

    static let timeoutSeconds = 120.0

    /// `--headless` with `arguments`, then `url`.
    static func run(_ arguments: [String], url: String) throws -> Run {
        guard let executable else { throw CLIError(missing) }
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        // As root (CI containers) Chromium's sandbox cannot start; the page is our own file.
        let outcome = try ChildProcess.run(
            URL(fileURLWithPath: executable),
            arguments: [
                "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
                "--disable-extensions", "--hide-scrollbars", "--mute-audio", "--user-data-dir=\(profile.path)",
                "--enable-logging=stderr", "--v=0",
            ] + arguments + [url],
            timeoutSeconds: timeoutSeconds)
        if outcome.signalled {
            throw CLIError("chromium was stopped after \(Int(timeoutSeconds)) s or crashed on \(url)")
        }
        return Run(stdout: outcome.stdout, stderr: outcome.stderr, status: outcome.status)
    }

    /// `run`, again up to twice when Chromium itself wrote no document at all (it exits early now
    /// and then on a loaded machine). A page that loads but is broken still dumps its DOM, so this
    /// never hides a broken page.
    static func runDumpingDOM(_ arguments: [String], url: String) throws -> Run {
        var run = try self.run(arguments, url: url)
        for _ in 0..<2 where !run.stdout.contains("<html") {
            run = try self.run(arguments, url: url)
        }
        return run
    }

    /// The console messages Chromium logged (`…:CONSOLE…] "message", source: …`).
    static func consoleMessages(_ stderr: String) -> [String] {
        stderr.split(separator: "\n").filter { $0.contains(":CONSOLE") || $0.contains("CONSOLE(") }.map(String.init)
    }
}
