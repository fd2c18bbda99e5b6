import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The stub modules of each platform, built at most once per test process (a `static let` is
/// initialised once, and other threads wait for it) into a temporary directory removed at exit.
enum StubModules {
    /// One directory per module of the platform's set, each holding `<Module>.swiftmodule`.
    static func includeDirectories(for platform: ApplePlatform) throws -> [URL] {
        switch platform {
        case .iOS: try iOS.get()
        case .macCatalyst: try macCatalyst.get()
        case .macOS: try macOS.get()
        case .tvOS: try tvOS.get()
        case .watchOS: try watchOS.get()
        case .visionOS: try visionOS.get()
        }
    }

    private static let iOS = buildSet(for: .iOS)
    private static let macCatalyst = buildSet(for: .macCatalyst)
    private static let macOS = buildSet(for: .macOS)
    private static let tvOS = buildSet(for: .tvOS)
    private static let watchOS = buildSet(for: .watchOS)
    private static let visionOS = buildSet(for: .visionOS)

    /// Builds the platform's modules in order, each able to import the ones before it (SwiftUI
    /// re-exports UIKit or AppKit), with the platform's condition set.
    private static func buildSet(for platform: ApplePlatform) -> Result<[URL], SwiftCompilerError> {
        Result {
            let root = try scratchRoot.get().appendingPathComponent(platform.rawValue)
            var built: [URL] = []
            for module in platform.stubModules {
                let directory = root.appendingPathComponent(module)
                try emitModule(module, condition: platform.stubCondition, into: directory, includes: built)
                built.append(directory)
            }
            return built
        }.mapError { $0 as? SwiftCompilerError ?? SwiftCompilerError("\($0)") }
    }

    private static func emitModule(_ name: String, condition: String, into directory: URL, includes: [URL]) throws {
        let swiftc = try Toolchain.swiftc.get()
        // Every file of the stub's folder, sorted: a module may be split by topic.
        let folder = TestPaths.repositoryRoot.appendingPathComponent("Tests/FrameworkStubs/\(name)")
        let sources = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // Bodies are `fatalError()` stand-ins; skipping them halves the time of a module.
        var arguments = [
            "-swift-version", "6", "-parse-as-library", "-emit-module", "-module-name", name, "-D", condition,
            "-Xfrontend", "-experimental-skip-all-function-bodies",
            "-emit-module-path", directory.appendingPathComponent("\(name).swiftmodule").path,
        ]
        for include in includes { arguments += ["-I", include.path] }
        let result = try execute(swiftc, arguments + sources, in: directory)
        guard result.status == 0 else {
            throw SwiftCompilerError(
                "stub module \(name) (\(condition)) did not build:\n\(result.standardError)\(result.standardOutput)")
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
