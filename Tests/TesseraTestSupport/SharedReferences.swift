import Foundation
import Testing

/// Tests that read `../shared` (the DTCG conformance fixtures, the reference vectors, the specs) run
/// when it is beside the checkout, and are skipped with this reason in a plain clone, where it is
/// not. `TESSERA_REQUIRE_SHARED=1` (as `.ci/run` sets) makes them run whatever: a missing folder is
/// then a failure, never a silent skip.
extension TestPaths {
    public static let sharedIsRequired = ProcessInfo.processInfo.environment["TESSERA_REQUIRE_SHARED"] == "1"

    public static let sharedIsPresent = FileManager.default.fileExists(atPath: shared("reference").path)

    /// Whether the tests that need `../shared` run.
    public static let sharedTestsRun = sharedIsPresent || sharedIsRequired
}

extension Trait where Self == ConditionTrait {
    /// Runs the test only when `../shared` is there (or required); skipped, with the reason, otherwise.
    public static var needsShared: Self {
        .enabled(
            if: TestPaths.sharedTestsRun,
            Comment(rawValue: "needs the shared references at \(TestPaths.shared.path), which are not there (set TESSERA_SHARED, or TESSERA_REQUIRE_SHARED=1 to fail instead)"))
    }
}
