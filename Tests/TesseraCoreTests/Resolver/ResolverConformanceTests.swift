import Foundation
import Testing
import TesseraTestSupport
@testable import TesseraCore

/// The proposed official DTCG resolver fixtures, read in place from `shared/conformance`. Every
/// manifest entry becomes a test argument, so new fixtures are picked up without code changes.
@Suite("Resolver conformance")
struct ResolverConformanceTests {
    struct Entry: Decodable, Sendable, CustomTestStringConvertible {
        var id: String
        var type: String
        var input: String

        var isPositive: Bool { type == "PositiveEvaluationTest" }
        var testDescription: String { "\(isPositive ? "+" : "-") \(id)" }
    }

    private struct Manifest: Decodable { var tests: [Entry] }

    static let folder = TestPaths.shared("conformance/dtcg/resolver")

    static let entries: [Entry] = {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("manifest.json")),
              let manifest = try? JSONDecoder().decode(Manifest.self, from: data)
        else { return [] }
        return manifest.tests
    }()

    /// Why `entry` fails, or nil when Tessera handles it as the manifest expects.
    static func failure(of entry: Entry) -> String? {
        let loader = FileSystemSourceLoader()
        let file: SourceFile
        do {
            file = try loader.load(path: folder.appendingPathComponent(entry.input).path)
        } catch {
            return error.description
        }
        var log = DiagnosticLog()
        let document = ResolverDocument.load(file, loader: loader, log: &log)
        let report = log.sorted.map(\.description).joined(separator: "\n")
        guard entry.isPositive else {
            return log.hasErrors && document == nil ? nil : "expected an error, got none\n\(report)"
        }
        guard let document, !log.hasErrors else { return "expected no errors, got:\n\(report)" }
        for permutation in document.allPermutations where document.tokenTree(for: permutation).isEmpty {
            return "permutation [\(permutation)] built an empty token tree"
        }
        return nil
    }

    @Test("the manifest lists the fixtures")
    func manifestIsRead() {
        #expect(Self.entries.count >= 30, "read \(Self.entries.count) entries from \(Self.folder.path)")
    }

    @Test("fixture", arguments: entries)
    func fixture(_ entry: Entry) {
        if let failure = Self.failure(of: entry) {
            Issue.record("\(entry.id) (\(entry.input)): \(failure)")
        }
    }

    @Test("pass count")
    func passCount() {
        let passed = Self.entries.count { Self.failure(of: $0) == nil }
        print("Resolver conformance: \(passed)/\(Self.entries.count) fixtures pass")
        #expect(passed == Self.entries.count)
    }
}
