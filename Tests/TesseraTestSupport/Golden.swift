import Foundation
import Testing

/// Compares `actual` with the committed golden file `Tests/Fixtures/<relativePath>`.
/// `RECORD_GOLDENS=1 swift test` rewrites goldens; a missing golden is written and the test fails,
/// so a new golden is always reviewed before it is trusted.
public func expectGolden(
    _ actual: String, _ relativePath: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    let url = TestPaths.fixture(relativePath)
    let recording = ProcessInfo.processInfo.environment["RECORD_GOLDENS"] != nil
    let expected = try? String(contentsOf: url, encoding: .utf8)
    if recording || expected == nil {
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("Recorded golden \(relativePath); review the diff and re-run.", sourceLocation: sourceLocation)
        } catch {
            Issue.record("Could not write golden \(relativePath): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    if actual != expected {
        Issue.record(
            "golden \(relativePath) differs; re-record with RECORD_GOLDENS=1 if the change is intended\n\(firstDifference(actual, expected!))",
            sourceLocation: sourceLocation)
    }
}

private func firstDifference(_ actual: String, _ expected: String) -> String {
    let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(a.count, e.count) {
        let left = index < a.count ? String(a[index]) : "<end>"
        let right = index < e.count ? String(e[index]) : "<end>"
        if left != right { return "line \(index + 1):\n  expected: \(right)\n  actual:   \(left)" }
    }
    return "(no line differs)"
}
