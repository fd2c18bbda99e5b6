import Foundation
import Testing

/// `--verbose` and `--quiet` (issue 26, part 5): verbose adds phase timings and a line per file
/// written; quiet prints errors only, and no summary.
@Suite struct VerbosityTests {
    /// A system whose build and check give one warning each (a string dimension, read leniently).
    func system() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("s/tokens.json", #"{"space": {"$type": "dimension", "sm": {"$value": "4px"}}}"#)
        try folder.write("s/tessera.yml", "name: S\ntokens: tokens.json\nimport: lenient\noutputs:\n  css: {}\n")
        return folder
    }

    @Test func quietPrintsErrorsOnly() throws {
        let folder = try system()
        let normal = try CLI.run(["build", "s"], in: folder.url)
        #expect(normal.stderr.contains("warning:") && normal.stdout.contains("S: 1 token"))
        let quiet = try CLI.run(["build", "s", "--quiet"], in: folder.url)
        #expect(quiet.status == 0)
        #expect(quiet.stdout.isEmpty && quiet.stderr.isEmpty, "\(quiet.stdout)\(quiet.stderr)")

        try folder.write("s/tokens.json", #"{"space": {"$type": "dimension", "sm": {"$value": "4px"}, "md": {"$value": "{space.none}"}}}"#)
        let failing = try CLI.run(["build", "s", "-q"], in: folder.url)
        #expect(failing.status == 1)
        #expect(failing.stderr.contains("error:") && !failing.stderr.contains("warning:"), "\(failing.stderr)")
        #expect(failing.stdout.isEmpty)

        let check = try CLI.run(["check", "s", "--quiet"], in: folder.url)
        #expect(check.status == 1)
        #expect(!check.stdout.contains("warning:") && !check.stdout.contains("S:"), "\(check.stdout)")
    }

    @Test func verboseAddsTimingsAndTheFilesWritten() throws {
        let folder = try system()
        let result = try CLI.run(["build", "s", "--verbose"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.stderr.contains("timings: read "), "\(result.stderr)")
        #expect(result.stderr.contains("wrote s/build/tokens.css ("), "\(result.stderr)")
        #expect(try CLI.run(["build", "s", "-v", "-q"], in: folder.url).status == 64)
    }
}
