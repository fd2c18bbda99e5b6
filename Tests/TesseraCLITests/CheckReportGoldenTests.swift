import Foundation
import Testing
import TesseraCore
import TesseraRules
import TesseraTestSupport
@testable import TesseraCLI

/// Every reporter of `tessera check` on the fixture systems under Tests/Fixtures/check: the text,
/// JSON, SARIF and Markdown reports equal their goldens (paths relative to the fixture).
@Suite struct CheckReportGoldenTests {
    static let root = TestPaths.fixture("check")
    static let cases: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? [])
        .filter { FileManager.default.fileExists(atPath: root.appendingPathComponent("\($0)/tessera.yml").path) }
        .sorted()

    @Test func fixturesAreFound() { #expect(Self.cases.contains("harbor")) }

    @Test(arguments: cases)
    func reportsMatchTheirGoldens(_ name: String) throws {
        let folder = Self.root.appendingPathComponent(name).path
        let report = SystemCheck.run(directory: folder)
        #expect(!report.failedToLoad, "\(report.diagnostics.map(\.description))")
        let relative = { (text: String) in
            text.replacingOccurrences(of: folder + "/", with: "").replacingOccurrences(of: folder, with: ".")
        }
        for reporter in CheckReporterChoice.allCases {
            let suffix = ["text": "txt", "json": "json", "sarif": "sarif", "markdown": "md"][reporter.rawValue]!
            expectGolden(relative(reporter.render([report])), "check/\(name)/expected/report.\(suffix)")
        }
    }

    @Test func sarifIsVersion210WithEveryRuleDescribed() throws {
        let report = SystemCheck.run(directory: Self.root.appendingPathComponent("harbor").path)
        let data = Data(SARIFReport.render([report]).utf8)
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(root["version"] as? String == "2.1.0")
        let run = try #require((root["runs"] as? [[String: Any]])?.first)
        let rules = ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]] ?? []
        #expect(rules.compactMap { $0["id"] as? String } == RuleRegistry.all.map { $0.id })
        let results = run["results"] as? [[String: Any]] ?? []
        #expect(results.count == report.diagnostics.count)
        for result in results {
            let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            #expect((location?["region"] as? [String: Any])?["startLine"] as? Int ?? 0 > 0)
        }
    }
}
