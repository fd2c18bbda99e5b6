import Foundation

// The compiler, scratch directories and child processes behind SwiftCompiler and StubModules.

// MARK: - Toolchain

enum Toolchain {
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

// MARK: - Files and processes

func withScratchDirectory<T>(_ body: (URL) throws -> T) throws -> T {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-swiftc-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try body(directory)
}

/// Writes the sources and returns their paths relative to `directory`, sorted so that the
/// compiler sees the files, and reports on them, in a stable order.
func write(_ sources: [String: String], into directory: URL) throws -> [String] {
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

struct ProcessResult {
    var status: Int32
    var standardOutput: String
    var standardError: String
}

/// Runs `executable` in `directory` and waits for it. Both output streams go to files, so a
/// chatty child can never block on a full pipe.
func execute(_ executable: URL, _ arguments: [String], in directory: URL) throws -> ProcessResult {
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
