import Foundation
import Testing
import TesseraEmitters
import TesseraSpecimen
import TesseraTestSupport

/// Documentation/Diagnostics.md lists exactly the diagnostic codes the sources can emit.
@Suite struct DocumentationTests {
    /// Codes at emission sites: `error("…"`, `warning("…"`, `fail("…"`, `emit(log: &log, "…"`,
    /// `code: "…"`, and the code tables (`case .x: "…"`).
    static let patterns = [
        #"(?:error|warning|fail|emit\(log: &log,)\(?\s*"([a-z][a-z0-9]*(?:-[a-z0-9]+)+)""#,
        #"code:\s*"([a-z][a-z0-9]*(?:-[a-z0-9]+)+)""#,
        #"case [^\n]*:\s*"((?:legacy|invalid|resolver)-[a-z0-9-]+)""#,
    ]

    static func emittedCodes() throws -> Set<String> {
        let sources = TestPaths.repositoryRoot.appendingPathComponent("Sources")
        var codes = Set<String>()
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            for pattern in patterns {
                let regex = try NSRegularExpression(pattern: pattern)
                for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    if let range = Range(match.range(at: 1), in: text) { codes.insert(String(text[range])) }
                }
            }
        }
        return codes
    }

    static func documentedCodes() throws -> Set<String> {
        let page = try String(contentsOf: TestPaths.repositoryRoot.appendingPathComponent("Documentation/Diagnostics.md"), encoding: .utf8)
        var codes = Set<String>()
        for line in page.split(separator: "\n") where line.hasPrefix("| `") {
            let firstCell = line.dropFirst(2).prefix { $0 != "|" }
            let regex = try NSRegularExpression(pattern: "`([a-z0-9-]+)`")
            let cell = String(firstCell)
            for match in regex.matches(in: cell, range: NSRange(cell.startIndex..., in: cell)) {
                if let range = Range(match.range(at: 1), in: cell) { codes.insert(String(cell[range])) }
            }
        }
        return codes
    }

    @Test func everyEmittedCodeIsDocumentedAndNoDocumentedCodeIsStale() throws {
        let emitted = try Self.emittedCodes()
        let documented = try Self.documentedCodes()
        #expect(emitted.count > 80)
        #expect(emitted.subtracting(documented).sorted() == [], "codes missing from Documentation/Diagnostics.md")
        #expect(documented.subtracting(emitted).sorted() == [], "documented codes that nothing emits")
    }
}

@Suite struct FormatsDocumentationTests {
    @Test func formatsPageIsGeneratedFromTheRegistry() throws {
        let url = TestPaths.repositoryRoot.appendingPathComponent("Documentation/Formats.md")
        let generated = OutputRegistry.formatsDocumentation()
        if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] != nil {
            try generated.write(to: url, atomically: true, encoding: .utf8)
        }
        let committed = try? String(contentsOf: url, encoding: .utf8)
        #expect(committed == generated, "Documentation/Formats.md is out of date; run RECORD_GOLDENS=1 swift test")
    }
}
