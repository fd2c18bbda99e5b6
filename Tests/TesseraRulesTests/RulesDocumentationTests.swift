import Foundation
import Testing
import TesseraRules
import TesseraTestSupport

@Suite struct RulesDocumentationTests {
    @Test func rulesPageIsGeneratedFromTheRegistry() throws {
        let url = TestPaths.repositoryRoot.appendingPathComponent("Documentation/Rules.md")
        let generated = RuleRegistry.rulesDocumentation()
        if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] != nil {
            try generated.write(to: url, atomically: true, encoding: .utf8)
        }
        let committed = try? String(contentsOf: url, encoding: .utf8)
        #expect(committed == generated, "Documentation/Rules.md is out of date; run RECORD_GOLDENS=1 swift test")
    }
}
