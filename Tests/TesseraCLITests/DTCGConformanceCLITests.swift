import Foundation
import Testing
import TesseraTestSupport

/// The DTCG conformance suite through the command line, as a user runs it: `tessera resolve` on
/// every fixture the manifests list (read in place from ../shared; resolver fixtures are found by
/// content, since none is named *.resolver.json). Positives exit 0; negatives exit 1 with at least
/// one error at a file:line:col.
@Suite(.needsShared) struct DTCGConformanceCLITests {
    struct Fixture: Sendable {
        var suite: String
        var id: String
        var positive: Bool
        var path: String
    }

    static let root = TestPaths.shared("conformance/dtcg")
    static let available = FileManager.default.fileExists(atPath: root.appendingPathComponent("manifest.json").path)

    /// Every entry of every sub-manifest the root manifest lists.
    static func fixtures() throws -> [Fixture] {
        func object(_ url: URL) throws -> [String: Any] {
            try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        }
        var fixtures: [Fixture] = []
        for sub in try object(root.appendingPathComponent("manifest.json"))["manifests"] as? [[String: Any]] ?? [] {
            guard let suite = sub["id"] as? String, let file = sub["file"] as? String else { continue }
            let manifest = root.appendingPathComponent(file)
            for test in try object(manifest)["tests"] as? [[String: Any]] ?? [] {
                guard let id = test["id"] as? String, let input = test["input"] as? String, let type = test["type"] as? String else { continue }
                let path = manifest.deletingLastPathComponent().appendingPathComponent(input).path
                fixtures.append(Fixture(suite: suite, id: id, positive: type == "PositiveEvaluationTest", path: path))
            }
        }
        return fixtures
    }

    /// Why the command line does not treat `fixture` as its manifest says, or nil.
    static func failure(of fixture: Fixture) -> String? {
        let result: CLIResult
        do {
            // A resolver is proved in every permutation (some fixtures' modifiers have no default).
            result = try CLI.run(["resolve", fixture.path] + (fixture.suite == "resolver" ? ["--all"] : []))
        } catch {
            return "\(error)"
        }
        if fixture.positive {
            return result.status == 0 ? nil : "expected exit 0, got \(result.status):\n\(result.stderr)"
        }
        let located = result.stderr.split(separator: "\n").contains { line in
            line.wholeMatch(of: /.+:\d+:\d+: error: .+/) != nil
        }
        return result.status == 1 && located ? nil : "expected exit 1 with a located error, got \(result.status):\n\(result.stderr)"
    }

    @Test(.enabled(if: available, "the DTCG conformance fixtures are not at ../shared/conformance/dtcg (set TESSERA_SHARED)"))
    func everyFixtureThroughTheCommandLine() throws {
        let fixtures = try Self.fixtures()
        #expect(Set(fixtures.map(\.suite)) == ["format", "resolver"])
        #expect(fixtures.count >= 243)
        // One process per fixture, a few at a time: about 5 s in a debug build on two cores.
        let failures = Failures(count: fixtures.count)
        DispatchQueue.concurrentPerform(iterations: fixtures.count) { index in
            failures.set(index, Self.failure(of: fixtures[index]))
        }
        let found = failures.all
        for (fixture, failure) in zip(fixtures, found) {
            if let failure { Issue.record("\(fixture.suite)/\(fixture.id) (\(fixture.positive ? "positive" : "negative")): \(failure)") }
        }
        let passed = found.count { $0 == nil }
        print("DTCG conformance through `tessera resolve`: \(passed)/\(fixtures.count) fixtures pass")
        #expect(passed == fixtures.count)
    }
}

/// Each fixture's failure, written from the worker threads.
private final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String?]

    init(count: Int) { items = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ failure: String?) { lock.withLock { items[index] = failure } }

    var all: [String?] { lock.withLock { items } }
}
