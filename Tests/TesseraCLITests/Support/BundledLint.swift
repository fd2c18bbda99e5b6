import Foundation
import Testing
import TesseraTestSupport

/// `tessera lint` over paths of this repository against one of the bundled systems (Systems/*),
/// run twice as a user would: the text report for goldens, the JSON report to read the findings
/// and the rules the system makes active.
struct BundledLint {
    static let systems = ["deepred", "futurecast", "opta-scan", "paper-ide", "species-tree-of-life"]

    struct Finding: Hashable {
        var file: String
        var line: Int
        var severity: String
        var code: String
        var message: String
    }

    var status: Int32
    var text: String
    var files: Int
    /// The ids of the rules that ran: those the system gives something to check.
    var rules: [String]
    var findings: [Finding]

    var codes: Set<String> { Set(findings.map(\.code)) }

    /// Paths are relative to the repository's root, as the goldens print them.
    static func run(_ paths: [String], system: String) throws -> BundledLint {
        let root = TestPaths.repositoryRoot
        let arguments = ["lint"] + paths + ["--system", "Systems/\(system)"]
        let text = try CLI.run(arguments, in: root)
        let json = try CLI.run(arguments + ["--reporter", "json"], in: root)
        #expect(text.status == json.status, "the reporters disagree on the exit status")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any], "\(json.stdout)\(json.stderr)")
        let findings = ((object["findings"] as? [[String: Any]]) ?? []).map { finding in
            Finding(
                file: finding["file"] as? String ?? "", line: finding["line"] as? Int ?? 0,
                severity: finding["severity"] as? String ?? "", code: finding["code"] as? String ?? "",
                message: finding["message"] as? String ?? "")
        }
        return BundledLint(
            status: text.status, text: text.stdout, files: object["files"] as? Int ?? 0,
            rules: object["rules"] as? [String] ?? [], findings: findings)
    }
}
