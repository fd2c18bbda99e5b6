import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which stub frameworks (under `Tests/FrameworkStubs`) code handed to ``SwiftCompiler`` can import.
/// On Apple platforms SwiftUI sits on exactly one of UIKit or AppKit, so there are two sets.
public enum AppleFrameworks: Sendable, CaseIterable {
    /// No Apple framework: `import SwiftUI` fails as it would on Linux.
    case none
    /// The modules `UIKit` and `SwiftUI` (built on the UIKit stub), as on iOS.
    case uiKit
    /// The modules `AppKit` and `SwiftUI` (built on the AppKit stub), as on macOS.
    case appKit
}

/// What the compiler said about a set of sources.
public struct CompilerOutput: Sendable {
    /// Whether the compiler exited successfully (warnings do not fail).
    public var succeeded: Bool
    /// Everything the compiler printed; file names are relative, as the sources were named.
    public var diagnostics: String

    public init(succeeded: Bool, diagnostics: String) {
        self.succeeded = succeeded
        self.diagnostics = diagnostics
    }
}

/// A failure to set up, compile or run, with what the tools printed.
public struct SwiftCompilerError: Error, CustomStringConvertible, Sendable {
    public var description: String

    public init(_ description: String) { self.description = description }
}

/// Runs the Swift compiler that built the tests on generated code: type-checks it against the
/// framework stubs, or builds and runs it. Safe to call from tests running in parallel.
public enum SwiftCompiler {
    /// Type-checks `sources` (file name → text) in Swift 6 mode, as a library module, with the
    /// chosen stubs importable (`.uiKit` → modules UIKit + SwiftUI; `.appKit` → AppKit + SwiftUI;
    /// `.none` → neither). Compile errors come back in the output; throws only when the compiler
    /// cannot be run or the stubs do not build.
    public static func typecheck(_ sources: [String: String], frameworks: AppleFrameworks) throws -> CompilerOutput {
        let includes = try StubModules.includeDirectories(for: frameworks)
        let swiftc = try Toolchain.swiftc.get()
        return try withScratchDirectory { directory in
            let files = try write(sources, into: directory)
            var arguments = ["-swift-version", "6", "-parse-as-library", "-typecheck", "-module-name", "CheckedSources"]
            for include in includes { arguments += ["-I", include.path] }
            let result = try execute(swiftc, arguments + files, in: directory)
            return CompilerOutput(succeeded: result.status == 0, diagnostics: result.standardError + result.standardOutput)
        }
    }

    /// Compiles `sources` plus `main` (top-level code, compiled as `main.swift`) into an
    /// executable in Swift 6 mode, without the stubs, runs it and returns its standard output.
    /// Throws ``SwiftCompilerError`` with the compiler's or the program's output when either fails.
    public static func run(_ sources: [String: String], main: String) throws -> String {
        guard sources["main.swift"] == nil else {
            throw SwiftCompilerError("`main` is compiled as main.swift; name the other sources differently")
        }
        let swiftc = try Toolchain.swiftc.get()
        return try withScratchDirectory { directory in
            var all = sources
            all["main.swift"] = main
            let files = try write(all, into: directory)
            let build = try execute(
                swiftc, ["-swift-version", "6", "-module-name", "Program", "-o", "program"] + files, in: directory)
            guard build.status == 0 else {
                throw SwiftCompilerError("compilation failed:\n\(build.standardError)\(build.standardOutput)")
            }
            let program = try execute(directory.appendingPathComponent("program"), [], in: directory)
            guard program.status == 0 else {
                throw SwiftCompilerError(
                    "program exited with status \(program.status):\n\(program.standardError)\(program.standardOutput)")
            }
            return program.standardOutput
        }
    }
}

// MARK: - Toolchain

private enum Toolchain {
    /// `swiftc` from `$TESSERA_SWIFTC`, else the first one on `PATH` (the toolchain running the
    /// tests), else the usual install locations.
    static let swiftc: Result<URL, SwiftCompilerError> = {
        let environment = ProcessInfo.processInfo.environment
        if let override = environment["TESSERA_SWIFTC"], !override.isEmpty {
            return .success(URL(fileURLWithPath: override))
        }
        var directories = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        directories += ["/usr/bin", "/usr/local/bin", "/opt/swift/usr/bin"]
        for directory in directories where !directory.isEmpty {
            let candidate = URL(fileURLWithPath: directory).appendingPathComponent("swiftc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return .success(candidate) }
        }
        return .failure(SwiftCompilerError("swiftc not found on PATH; set TESSERA_SWIFTC"))
    }()
}

// MARK: - Stub modules

/// The stub modules, each built at most once per test process (a `static let` is initialised
/// once, and other threads wait for it) into a temporary directory removed at exit.
private enum StubModules {
    static func includeDirectories(for frameworks: AppleFrameworks) throws -> [URL] {
        switch frameworks {
        case .none: return []
        case .uiKit: return try uiKit.get()
        case .appKit: return try appKit.get()
        }
    }

    private static let uiKit: Result<[URL], SwiftCompilerError> = buildSet(platform: "UIKit")
    private static let appKit: Result<[URL], SwiftCompilerError> = buildSet(platform: "AppKit")

    /// Builds the platform module, then SwiftUI on top of it, into directories of their own.
    private static func buildSet(platform: String) -> Result<[URL], SwiftCompilerError> {
        Result {
            let root = try scratchRoot.get()
            let platformDirectory = root.appendingPathComponent(platform)
            try emitModule(platform, into: platformDirectory, includes: [])
            let swiftUIDirectory = root.appendingPathComponent("SwiftUI-on-\(platform)")
            try emitModule("SwiftUI", into: swiftUIDirectory, includes: [platformDirectory])
            return [platformDirectory, swiftUIDirectory]
        }.mapError { $0 as? SwiftCompilerError ?? SwiftCompilerError("\($0)") }
    }

    private static func emitModule(_ name: String, into directory: URL, includes: [URL]) throws {
        let swiftc = try Toolchain.swiftc.get()
        let source = TestPaths.repositoryRoot.appendingPathComponent("Tests/FrameworkStubs/\(name)/\(name).swift")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var arguments = [
            "-swift-version", "6", "-parse-as-library", "-emit-module", "-module-name", name,
            "-emit-module-path", directory.appendingPathComponent("\(name).swiftmodule").path,
        ]
        for include in includes { arguments += ["-I", include.path] }
        let result = try execute(swiftc, arguments + [source.path], in: directory)
        guard result.status == 0 else {
            throw SwiftCompilerError("stub module \(name) did not build:\n\(result.standardError)\(result.standardOutput)")
        }
    }

    private static let scratchRoot: Result<URL, SwiftCompilerError> = Result {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("tessera-framework-stubs-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        atexit { StubModules.removeScratchRoot() }
        return root
    }.mapError { SwiftCompilerError("cannot create a directory for the stub modules: \($0)") }

    private static func removeScratchRoot() {
        if case .success(let root) = scratchRoot { try? FileManager.default.removeItem(at: root) }
    }
}

// MARK: - Files and processes

private func withScratchDirectory<T>(_ body: (URL) throws -> T) throws -> T {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-swiftc-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try body(directory)
}

/// Writes the sources and returns their paths relative to `directory`, sorted so that the
/// compiler sees the files, and reports on them, in a stable order.
private func write(_ sources: [String: String], into directory: URL) throws -> [String] {
    try sources.keys.sorted().map { name in
        guard name.hasSuffix(".swift"), !name.hasPrefix("/"), !name.split(separator: "/").contains("..") else {
            throw SwiftCompilerError("source name \(name.debugDescription) must be a relative path ending in .swift")
        }
        let url = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(sources[name]!.utf8).write(to: url)
        return name
    }
}

private struct ProcessResult {
    var status: Int32
    var standardOutput: String
    var standardError: String
}

/// Runs `executable` in `directory` and waits for it. Both output streams go to files, so a
/// chatty child can never block on a full pipe.
private func execute(_ executable: URL, _ arguments: [String], in directory: URL) throws -> ProcessResult {
    let id = UUID().uuidString
    let outputURL = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-\(id).out")
    let errorURL = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-\(id).err")
    guard FileManager.default.createFile(atPath: outputURL.path, contents: nil),
        FileManager.default.createFile(atPath: errorURL.path, contents: nil)
    else { throw SwiftCompilerError("cannot create output files in \(FileManager.default.temporaryDirectory.path)") }
    defer {
        try? FileManager.default.removeItem(at: outputURL)
        try? FileManager.default.removeItem(at: errorURL)
    }
    let output = try FileHandle(forWritingTo: outputURL)
    let error = try FileHandle(forWritingTo: errorURL)

    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = error
    do {
        try process.run()
    } catch {
        throw SwiftCompilerError("cannot run \(executable.path): \(error)")
    }
    process.waitUntilExit()
    try output.close()
    try error.close()

    let standardOutput = try Data(contentsOf: outputURL)
    let standardError = try Data(contentsOf: errorURL)
    return ProcessResult(
        status: process.terminationStatus,
        standardOutput: String(decoding: standardOutput, as: UTF8.self),
        standardError: String(decoding: standardError, as: UTF8.self))
}
