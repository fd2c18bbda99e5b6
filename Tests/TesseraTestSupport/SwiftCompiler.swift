import Foundation

/// Which stub frameworks (under `Tests/FrameworkStubs`) code handed to ``SwiftCompiler`` can
/// import: the shorthand the first tests used. `.uiKit` is iOS, `.appKit` is macOS; see
/// ``ApplePlatform`` for the whole matrix.
public enum AppleFrameworks: Sendable, CaseIterable {
    /// No Apple framework: `import SwiftUI` fails as it would on Linux.
    case none
    /// The modules `UIKit` and `SwiftUI` (built on the UIKit stub), as on iOS.
    case uiKit
    /// The modules `AppKit` and `SwiftUI` (built on the AppKit stub), as on macOS.
    case appKit

    /// The platform the stub set stands for; nil for `.none`.
    public var platform: ApplePlatform? {
        switch self {
        case .none: nil
        case .uiKit: .iOS
        case .appKit: .macOS
        }
    }
}

/// What the compiler said about a set of sources.
public struct CompilerOutput: Sendable {
    /// Whether the compiler exited successfully (warnings do not fail).
    public var succeeded: Bool
    /// Everything the compiler printed but the AST; file names are relative, as the sources were named.
    public var diagnostics: String
    /// The `-dump-ast` output of ``SwiftCompiler/dumpAST(_:platform:)``; empty otherwise. The
    /// compiler stops dumping at the first file with an error.
    public var ast: String

    public init(succeeded: Bool, diagnostics: String, ast: String = "") {
        self.succeeded = succeeded
        self.diagnostics = diagnostics
        self.ast = ast
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
        try typecheck(sources, platform: frameworks.platform)
    }

    /// Type-checks `sources` as compiled for `platform`: its stub modules are importable and
    /// `os(…)`/`targetEnvironment(macCatalyst)` conditions answer for it (``PlatformConditions``).
    /// A nil platform has no Apple framework and no rewriting, as on Linux.
    public static func typecheck(_ sources: [String: String], platform: ApplePlatform?) throws -> CompilerOutput {
        try compile(sources, platform: platform, action: "-typecheck")
    }

    /// Type-checks like ``typecheck(_:platform:)`` and returns the typed AST too (`-dump-ast`),
    /// whose `decl="SwiftUI.(file).Color.init(…)@…"` entries name what the code references.
    public static func dumpAST(_ sources: [String: String], platform: ApplePlatform?) throws -> CompilerOutput {
        try compile(sources, platform: platform, action: "-dump-ast")
    }

    /// Runs the compiler's frontend once, with every file primary: one process type-checks them
    /// all (the driver would start one per file, each parsing every file again: twice the time).
    /// With `-continue-building-after-errors` it reports, and dumps, every file, not only those
    /// up to the first with an error. Diagnostics come on standard error, a dump on standard output.
    private static func compile(_ sources: [String: String], platform: ApplePlatform?, action: String) throws
        -> CompilerOutput
    {
        let includes = try platform.map(StubModules.includeDirectories(for:)) ?? []
        let swiftc = try Toolchain.swiftc.get()
        var rewritten = sources
        if let platform {
            for (name, text) in sources { rewritten[name] = PlatformConditions.rewrite(text, for: platform) }
        }
        return try withScratchDirectory { directory in
            let files = try write(rewritten, into: directory)
            var arguments = [
                "-frontend", action, "-swift-version", "6", "-parse-as-library", "-continue-building-after-errors",
                "-module-name", "CheckedSources",
                // As an app's Debug build compiles it, so code behind `#if DEBUG` (token sheets) is checked.
                "-D", "DEBUG",
            ]
            for include in includes { arguments += ["-I", include.path] }
            for file in files { arguments += ["-primary-file", file] }
            let result = try execute(swiftc, arguments, in: directory)
            let dump = action == "-dump-ast"
            // The frontend ends each primary file's diagnostics with an empty line; drop them.
            let diagnostics = (result.standardError + (dump ? "" : result.standardOutput))
                .split(separator: "\n").joined(separator: "\n")
            return CompilerOutput(
                succeeded: result.status == 0, diagnostics: diagnostics, ast: dump ? result.standardOutput : "")
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
