import Foundation
import Testing
import TesseraLint
import TesseraTestSupport

@Suite struct LintDocumentationTests {
    @Test func lintPageIsGeneratedFromTheRegistry() throws {
        let url = TestPaths.repositoryRoot.appendingPathComponent("Documentation/Lint.md")
        let generated = LintRuleRegistry.documentation()
        if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] != nil {
            try generated.write(to: url, atomically: true, encoding: .utf8)
        }
        let committed = try? String(contentsOf: url, encoding: .utf8)
        #expect(committed == generated, "Documentation/Lint.md is out of date; run RECORD_GOLDENS=1 swift test")
    }

    @Test func everyRuleHasItsSection() {
        let page = LintRuleRegistry.documentation()
        for rule in LintRuleRegistry.all { #expect(page.contains("\n### `\(rule.id)`\n")) }
    }
}
