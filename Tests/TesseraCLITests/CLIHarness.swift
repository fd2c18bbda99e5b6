import Foundation
import Testing
import TesseraTestSupport

/// Runs the real `tessera` executable (built beside the test bundle) so exit codes, standard
/// output and standard error are tested exactly as a user sees them.
struct CLIResult {
    var status: Int32
    var stdout: String
    var stderr: String
}

enum CLI {
    static let executable: URL = {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [folder, TestPaths.repositoryRoot.appendingPathComponent(".build/debug")]
        return candidates.map { $0.appendingPathComponent("tessera") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
            ?? folder.appendingPathComponent("tessera")
    }()

    /// A run that takes longer than this is stopped and reported, so a hang fails the test
    /// instead of stalling the suite.
    static let timeoutSeconds = 120.0

    static func run(_ arguments: [String], in directory: URL? = nil) throws -> CLIResult {
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw CLIError("the tessera executable is not built at \(executable.path); run `swift build` first")
        }
        let outcome = try ChildProcess.run(executable, arguments: arguments, in: directory, timeoutSeconds: timeoutSeconds)
        if outcome.signalled {
            throw CLIError("tessera \(arguments.joined(separator: " ")) was stopped after \(Int(timeoutSeconds)) s or crashed (signal \(outcome.status))")
        }
        return CLIResult(status: outcome.status, stdout: outcome.stdout, stderr: outcome.stderr)
    }
}

struct CLIError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// A fresh temporary folder, removed when the test ends.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    @discardableResult
    func write(_ relativePath: String, _ text: String) throws -> URL {
        try write(relativePath, Data(text.utf8))
    }

    @discardableResult
    func write(_ relativePath: String, _ data: Data) throws -> URL {
        let file = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        return file
    }

    func exists(_ relativePath: String) -> Bool {
        FileManager.default.fileExists(atPath: url.appendingPathComponent(relativePath).path)
    }

    func read(_ relativePath: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(relativePath), encoding: .utf8)
    }
}

/// Every regular file under `root`, by relative path: what a build left, to compare byte for byte.
func fileSnapshot(_ root: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(atPath: root.path)
    while let relative = enumerator?.nextObject() as? String {
        if enumerator?.fileAttributes?[.type] as? FileAttributeType == .typeRegular {
            files[relative] = try Data(contentsOf: root.appendingPathComponent(relative))
        }
    }
    return files
}
