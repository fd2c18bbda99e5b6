import Foundation
import Testing
import TesseraCore
import TesseraRules
import TesseraTestSupport
@testable import TesseraCLI

/// Each bundled system's `CHECK.md` is what `tessera check --reporter markdown` writes for it
/// today: regenerate with `swift run tessera check Systems/<folder> --reporter markdown >
/// Systems/<folder>/CHECK.md` (or `RECORD_GOLDENS=1 swift test`).
@Suite struct SystemCheckReportTests {
    static let systems = SystemDiscovery.systems(in: TestPaths.repositoryRoot.appendingPathComponent("Systems").path)

    @Test func theFiveSystemsAreChecked() { #expect(Self.systems.count == 5) }

    @Test(arguments: systems)
    func checkReportIsCurrent(_ folder: String) throws {
        let report = SystemCheck.run(directory: folder)
        #expect(!report.failedToLoad, "\(report.diagnostics.map(\.description))")
        let generated = MarkdownReport.render(report)
        let url = URL(fileURLWithPath: folder).appendingPathComponent("CHECK.md")
        if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] != nil {
            try generated.write(to: url, atomically: true, encoding: .utf8)
        }
        let committed = try? String(contentsOf: url, encoding: .utf8)
        #expect(committed == generated, "\(url.path) is out of date; regenerate it with tessera check --reporter markdown")
    }

    /// The specs break their own rules; a report that finds nothing has not read them.
    @Test(arguments: systems)
    func everySystemHasFindings(_ folder: String) {
        let report = SystemCheck.run(directory: folder)
        #expect(report.errorCount + report.warningCount > 0)
    }
}
