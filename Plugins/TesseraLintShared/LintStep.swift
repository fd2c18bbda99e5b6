import Foundation
import PackagePlugin

/// `tessera lint` as a build step: the target's Swift files against its system, findings printed
/// as `file:line:col: warning: …` (absolute paths), which SwiftPM's log and Xcode's issue
/// navigator show at the line. An error-severity finding fails the build.
///
/// A build command (not a prebuild one) because SwiftPM runs prebuild commands only from binary
/// tools, and the from-source `tessera` is built in the same build. A build command runs only
/// when its declared output is older than an input, so `--stamp` writes a one-comment Swift file
/// that the target compiles: the build then depends on the lint, and reruns it exactly when a
/// Swift file, `tessera.yml` or a token file changes.
struct LintStep {
    static let stampName = "TesseraLintStamp.swift"

    var sources: LintSources
    var tool: URL
    var workDirectory: URL
    var targetName: String

    var stamp: URL { workDirectory.appendingPathComponent(Self.stampName) }

    var command: Command {
        .buildCommand(
            displayName: "Tessera: linting \(targetName)",
            executable: tool,
            arguments: ["lint"] + sources.swiftFiles.map(\.path) + ["--system", sources.system.path, "--stamp", stamp.path],
            inputFiles: sources.swiftFiles + sources.systemFiles,
            outputFiles: [stamp])
    }
}
