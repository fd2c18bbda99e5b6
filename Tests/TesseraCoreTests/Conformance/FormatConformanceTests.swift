import Foundation
import Testing
import TesseraCore
import TesseraTestSupport

/// The DTCG format conformance fixtures, read in place: every positive fixture loads with no error,
/// every negative one is rejected with at least one error. Strict mode, as the spec is written.
@Suite struct FormatConformanceTests {
    static let cases = ConformanceCase.all(suite: "format")

    @Test func manifestIsFound() {
        #expect(Self.cases.count >= 200, "expected the DTCG format manifest at \(TestPaths.shared("conformance/dtcg"))")
        let positives = Self.cases.filter { $0.expectation == .positive }.count
        print("DTCG format conformance: \(Self.cases.count) fixtures (\(positives) positive, \(Self.cases.count - positives) negative)")
    }

    @Test(arguments: cases)
    func fixture(_ fixture: ConformanceCase) throws {
        let log = try Self.resolve(fixture.input)
        let errors = log.sorted.filter { $0.severity == .error }
        switch fixture.expectation {
        case .positive:
            #expect(errors.isEmpty, "\(fixture.id) should load: \(errors.map(\.description).joined(separator: "\n"))")
        case .negative:
            #expect(!errors.isEmpty, "\(fixture.id) should be rejected: \(fixture.purpose)")
        }
    }

    static func resolve(_ url: URL) throws -> DiagnosticLog {
        let file = SourceFile(path: url.lastPathComponent, bytes: Array(try Data(contentsOf: url)))
        var log = DiagnosticLog()
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
}
