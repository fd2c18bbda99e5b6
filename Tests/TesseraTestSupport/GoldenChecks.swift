import Foundation

/// The Swift goldens compiled for each column of the platform matrix, once per test process.
///
/// Type-checking a golden folder takes about a second per platform, so the matrix test and the
/// availability test share one `-dump-ast` run per platform and batch: its diagnostics say whether
/// the code type-checks, and its AST, read into ``ASTAvailability`` straight away (the text is
/// tens of megabytes), says what the code references.
public enum GoldenChecks {
    /// One compiler run over one batch of folders (``SwiftGoldens/batches``).
    public struct BatchResult: Sendable {
        public var folders: [String]
        public var succeeded: Bool
        public var diagnostics: String
        public var availability: ASTAvailability
    }

    /// The stub modules whose declarations the availability check follows.
    public static let appleModules: Set<String> = ["SwiftUI", "UIKit", "AppKit", "CoreText"]

    /// The results for `platform` (nil: no Apple framework, neutral files only).
    public static func results(for platform: ApplePlatform?) throws -> [BatchResult] {
        switch platform {
        case nil: try linux.get()
        case .iOS?: try iOS.get()
        case .macCatalyst?: try macCatalyst.get()
        case .macOS?: try macOS.get()
        case .tvOS?: try tvOS.get()
        case .watchOS?: try watchOS.get()
        case .visionOS?: try visionOS.get()
        }
    }

    // A `static let` is computed once, on first use; other threads wait for it.
    private static let linux = run(nil)
    private static let iOS = run(.iOS)
    private static let macCatalyst = run(.macCatalyst)
    private static let macOS = run(.macOS)
    private static let tvOS = run(.tvOS)
    private static let watchOS = run(.watchOS)
    private static let visionOS = run(.visionOS)

    private static func run(_ platform: ApplePlatform?) -> Result<[BatchResult], SwiftCompilerError> {
        Result {
            try SwiftGoldens.batches.map { batch in
                let output = try SwiftCompiler.dumpAST(SwiftGoldens.sources(of: batch, platform: platform), platform: platform)
                return BatchResult(
                    folders: batch, succeeded: output.succeeded, diagnostics: output.diagnostics,
                    availability: ASTAvailability(ast: output.ast, modules: appleModules))
            }
        }.mapError { $0 as? SwiftCompilerError ?? SwiftCompilerError("\($0)") }
    }
}
