import Foundation
import Testing
import TesseraTestSupport
@testable import TesseraCore

/// The DTCG conformance fixtures, read in place from `../shared/conformance/dtcg` through the root
/// manifest (so new fixtures and new sub-manifests are picked up without code changes): every
/// positive fixture loads with no error, every negative one is rejected with at least one error.
/// Strict mode, as the spec is written.
@Suite(.needsShared) struct ConformanceTests {
    static let cases = ConformanceCase.all()

    @Test func manifestsAreFoundAndAllPass() {
        let suites = Set(Self.cases.map(\.suite))
        #expect(suites.isSuperset(of: ["format", "resolver"]), "expected the DTCG manifests at \(TestPaths.shared("conformance/dtcg").path)")
        #expect(Self.cases.count >= 243)
        let passed = Self.cases.count { Self.failure(of: $0) == nil }
        for suite in suites.sorted() {
            let inSuite = Self.cases.filter { $0.suite == suite }
            let positives = inSuite.count { $0.expectation == .positive }
            print("DTCG \(suite) conformance: \(inSuite.count) fixtures (\(positives) positive, \(inSuite.count - positives) negative)")
        }
        print("DTCG conformance: \(passed)/\(Self.cases.count) fixtures pass")
        #expect(passed == Self.cases.count)
    }

    @Test(arguments: cases)
    func fixture(_ fixture: ConformanceCase) {
        if let failure = Self.failure(of: fixture) {
            Issue.record("\(fixture.id) (\(fixture.input.lastPathComponent)): \(failure)")
        }
    }

    /// Why a fixture is not handled as its manifest expects, or nil.
    static func failure(of fixture: ConformanceCase) -> String? {
        let log: DiagnosticLog
        switch fixture.suite {
        case "format": log = resolveTokenFile(fixture.input)
        case "resolver": log = resolveResolver(fixture.input)
        default: return "no runner for conformance suite '\(fixture.suite)'"
        }
        let report = log.sorted.map(\.description).joined(separator: "\n")
        switch fixture.expectation {
        case .positive: return log.hasErrors ? "expected no error, got:\n\(report)" : nil
        case .negative: return log.hasErrors ? nil : "expected an error (\(fixture.purpose)), got none\n\(report)"
        }
    }

    static func resolveTokenFile(_ url: URL) -> DiagnosticLog {
        var log = DiagnosticLog()
        guard let data = try? Data(contentsOf: url) else {
            log.emit(Diagnostic(.error, code: "unreadable", message: "cannot read \(url.path)"))
            return log
        }
        let file = SourceFile(path: url.lastPathComponent, bytes: Array(data))
        do {
            let root = try JSONReader.read(file)
            guard let object = root.object else {
                log.error("root-not-object", "not an object", at: root.position)
                return log
            }
            _ = TokenResolution.resolve(object, mode: .strict, log: &log)
        } catch {
            log.emit(error.diagnostic)
        }
        return log
    }

    /// Loads the resolver and resolves the aliases of every permutation.
    static func resolveResolver(_ url: URL) -> DiagnosticLog {
        var log = DiagnosticLog()
        let loader = FileSystemSourceLoader()
        do {
            let file = try loader.load(path: url.path)
            guard let document = ResolverDocument.load(file, loader: loader, log: &log) else { return log }
            for permutation in document.allPermutations {
                _ = TokenResolution.resolve(document.tokenTree(for: permutation), permutation: permutation, mode: .strict, log: &log)
            }
        } catch {
            log.emit(Diagnostic(.error, code: error.code, message: error.description))
        }
        return log
    }
}
