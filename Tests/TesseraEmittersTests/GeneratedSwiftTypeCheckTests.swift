import Foundation
import Testing
import TesseraTestSupport

/// Every committed Swift golden (the emitter fixtures, the fixture systems and everything under
/// Tests/Fixtures/bundled) type-checks, with no error and no warning, on every platform of the
/// matrix: the neutral `Tokens.swift` alone with no Apple framework, as on Linux, and all four
/// files against the stubs of iOS, Mac Catalyst, macOS, tvOS, watchOS and visionOS in
/// Tests/FrameworkStubs. The golden tests pin these files to the emitter's output, so this is the
/// generated code that is checked. Folders whose names do not collide share one compiler run.
@Suite struct GeneratedSwiftTypeCheckTests {
    /// One column of the matrix: an Apple platform, or none (Linux).
    struct Target: Sendable, CustomTestStringConvertible {
        var platform: ApplePlatform?
        var testDescription: String { platform?.rawValue ?? "no Apple framework" }
    }

    static let targets = [Target(platform: nil)] + ApplePlatform.allCases.map { Target(platform: $0) }

    @Test func goldensAreFound() {
        for expected in [
            "emitters/kitchen-sink/swift", "systems/swift-hostile-names/expected", "bundled/aurora", "bundled/plugin-demo",
        ] {
            #expect(SwiftGoldens.folders.contains(expected), "no Swift golden in \(expected)")
        }
        #expect(SwiftGoldens.batches.joined().sorted() == SwiftGoldens.folders)
    }

    /// The compiler runs are shared with AppleAvailabilityTests (GoldenChecks).
    @Test(arguments: targets)
    func typeChecks(_ target: Target) throws {
        for batch in try GoldenChecks.results(for: target.platform) {
            #expect(batch.succeeded, "\(target.testDescription):\n\(batch.diagnostics)")
            #expect(!batch.diagnostics.contains("warning:"), "\(target.testDescription):\n\(batch.diagnostics)")
        }
    }
}
