import Foundation
import Testing
import TesseraTestSupport

/// `tessera lint` as a user runs it: exit codes, the reporters, the lint: section, what is skipped.
@Suite struct LintCommandTests {
    static let paper = TestPaths.repositoryRoot.appendingPathComponent("Systems/paper-ide").path
    static let fixtures = "Tests/Fixtures/lint/paper"

    func lint(_ arguments: [String], in directory: URL = TestPaths.repositoryRoot) throws -> CLIResult {
        try CLI.run(["lint"] + arguments, in: directory)
    }

    @Test func aCleanFileExitsZeroWithASummary() throws {
        let result = try lint([Self.fixtures + "/Clean.swift", "--system", "Systems/paper-ide"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasPrefix("The Paper IDE: 0 errors, 0 warnings in 1 file from "))
    }

    @Test func findingsPrintAsXcodeLinesAndExitOne() throws {
        let result = try lint([Self.fixtures, "--system", "Systems/paper-ide"])
        #expect(result.status == 1)
        expectGolden(result.stdout, "lint/paper-expected/text.txt")
        #expect(result.stdout.contains("Tests/Fixtures/lint/paper/CaseRow.swift:21:23: error: corner radius 8 is over the system's limit of 2"))
    }

    /// The text report streams file by file: a file that cannot be linted is reported in its place
    /// among the others, and the counts cover every file.
    @Test func theTextReportGoesFileByFileWithAnUnreadableFileInItsPlace() throws {
        let folder = try TemporaryFolder()
        try folder.write("A.swift", "let a = Color(red: 0.5, green: 0.5, blue: 0.5)\n")
        try folder.write("C.swift", "let c = Color(red: 0.5, green: 0.5, blue: 0.5)\n")
        #expect(mkfifo(folder.url.appendingPathComponent("B.swift").path, 0o644) == 0)
        let files = ["C.swift", "B.swift", "A.swift"].map { folder.url.appendingPathComponent($0).path }
        let result = try lint(files + ["Missing.swift", "--system", Self.paper])
        let lines = result.stdout.split(separator: "\n").map(String.init)
        try #require(lines.count == 5, "\(result.stdout)")
        #expect(lines[0].hasSuffix("'Missing.swift' names no file or folder to lint [lint-path-not-found]"))
        #expect(lines[1].hasPrefix(folder.url.path + "/A.swift:1:"))
        #expect(lines[2].hasSuffix("/B.swift' is a pipe, not a regular file; not linted [lint-file-not-readable]"))
        #expect(lines[3].hasPrefix(folder.url.path + "/C.swift:1:"))
        #expect(lines[4] == "The Paper IDE: 1 error, 3 warnings in 2 files from 14 rules")
        #expect(result.status == 1)
    }

    @Test func jsonFindingsCarryFileLineColumnSeverityCodeAndMessage() throws {
        let result = try lint([Self.fixtures, "--system", "Systems/paper-ide", "--reporter", "json"])
        #expect(result.status == 1)
        expectGolden(result.stdout, "lint/paper-expected/report.json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["system"] as? String == "The Paper IDE")
        #expect(object["files"] as? Int == 2)
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.count == (object["errors"] as? Int ?? 0) + (object["warnings"] as? Int ?? 0))
        for finding in findings {
            #expect(Set(finding.keys).isSuperset(of: ["file", "line", "column", "severity", "code", "message"]))
        }
        #expect(findings.contains { $0["code"] as? String == "hardcoded-color" && $0["line"] as? Int == 11 && $0["column"] as? Int == 34 })
        #expect(result.stderr.hasPrefix("The Paper IDE: "))
    }

    @Test func sarifListsTheLintRulesAndOneResultPerFinding() throws {
        let json = try lint([Self.fixtures, "--system", "Systems/paper-ide", "--reporter", "json"])
        let sarif = try lint([Self.fixtures, "--system", "Systems/paper-ide", "--reporter", "sarif"])
        #expect(sarif.status == 1)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        let findings = try #require((try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])?["findings"] as? [Any])
        #expect(results.count == findings.count)
        let rules = ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]] ?? []
        #expect(rules.contains { $0["id"] as? String == "hardcoded-color" })
    }

    @Test func warningsExitZeroUnlessStrict() throws {
        let folder = try TemporaryFolder()
        try folder.write("View.swift", "let v = content.padding(24)\n")  // = DesignSystem.spacingMD: a warning
        let relaxed = try lint([folder.url.path + "/View.swift", "--system", Self.paper])
        #expect(relaxed.status == 0)
        #expect(relaxed.stdout.contains("warning: padding 24 is `DesignSystem.spacingMD`"))
        let strict = try lint([folder.url.path + "/View.swift", "--system", Self.paper, "--strict"])
        #expect(strict.status == 1)
    }

    /// One rule set, another system's parameters: DeepRed's 8 pt grid, SF Symbols at Regular.
    @Test func theSameRulesServeDeepRedsGridAndIcons() throws {
        let folder = try TemporaryFolder()
        try folder.write("Record.swift", """
            let record = Image(systemName: "record.circle").fontWeight(.bold).padding(12)
            let logo = Image("logo").padding(16)
            """)
        let deepRed = TestPaths.repositoryRoot.appendingPathComponent("Systems/deepred").path
        let result = try lint([folder.url.path, "--system", deepRed, "--reporter", "json"])
        #expect(result.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let findings = (object["findings"] as? [[String: Any]]) ?? []
        let found = findings.map { "\($0["line"] as? Int ?? 0):\($0["code"] as? String ?? "")" }
        #expect(found.contains("1:symbol-weight"))
        #expect(found.contains("1:off-grid"))
        #expect(found.contains("2:custom-image"))
        #expect(!found.contains("2:off-grid"), "16 is on the 8 pt grid")
    }

    @Test func anUnknownSystemStopsWithAClearMessage() throws {
        let folder = try TemporaryFolder()
        let result = try lint(["--system", folder.url.path + "/nowhere"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("[config-not-found]"))
        #expect(result.stderr.contains("did not load, so nothing was linted"))
        #expect(result.stdout.isEmpty)
    }

    @Test func aSystemWithErrorsStops() throws {
        let folder = try TemporaryFolder()
        try folder.write("tokens.json", ##"{"ink": {"$type": "color", "$value": "#222"}}"##)
        try folder.write("tessera.yml", "name: Broken\ntokens: tokens.json\n")
        try folder.write("View.swift", "let v = 1\n")
        let result = try lint([], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("tokens.json:1:"))
        #expect(result.stderr.contains("did not load"))
    }

    @Test func aPathThatNamesNothingIsAnError() throws {
        let result = try lint(["Missing/Nowhere.swift", "--system", "Systems/paper-ide"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("error: 'Missing/Nowhere.swift' names no file or folder to lint [lint-path-not-found]"))
    }
}
