import Foundation
import Testing
import TesseraCore
@testable import TesseraCLI
import TesseraSystem

/// tessera.yml refuses YAML anchors and aliases before Yams composes them (issue 23: seven nested
/// alias levels in 2.7 KB took 7 s and 682 MiB), while `*` and `&` in text are left alone.
@Suite struct YAMLAliasTests {
    private func read(_ yaml: String) -> (node: JSONNode?, messages: [String]) {
        var log = DiagnosticLog()
        let node = YAMLDocument.read(SourceFile(path: "tessera.yml", text: yaml), log: &log)
        return (node, log.sorted.map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "-") \($0.code)" })
    }

    /// "Billion laughs": each level a list of nine aliases of the level before.
    static func laughs(levels: Int) -> String {
        var lines = ["name: laughs", "tokens: tokens.json", "a0: &a0 [\"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\"]"]
        for level in 1...levels {
            let previous = Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ")
            lines.append("a\(level): &a\(level) [\(previous)]")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test(arguments: [7, 10])
    func nestedAliasesAreRefusedAtTheFirstAnchor(levels: Int) {
        let start = Date()
        let result = read(Self.laughs(levels: levels))
        #expect(Date().timeIntervalSince(start) < 1)
        #expect(result.node == nil)
        #expect(result.messages == ["3:5 config-yaml-alias"])
    }

    @Test func theCommandLineRefusesThemFast() throws {
        let folder = try TemporaryFolder()
        try folder.write("tokens.json", "{}")
        try folder.write("tessera.yml", Self.laughs(levels: 10))
        let start = Date()
        let result = try CLI.run(["build", "."], in: folder.url)
        #expect(Date().timeIntervalSince(start) < 2)
        #expect(result.status == 1)
        #expect(result.stderr.contains("tessera.yml:3:5: error: YAML anchors and aliases"), "\(result.stderr)")
    }

    @Test(arguments: [
        ("key: *ref\n", "1:6"),
        ("base: &b 1\n", "1:7"),
        ("list:\n  - *ref\n", "2:5"),
        ("flow: [a, *ref]\n", "1:11"),
        ("flow: {a: 1, b: &x 2}\n", "1:17"),
        // Where the node's properties start: its tag.
        ("tagged: !!str &x text\n", "1:9"),
        // A plain scalar continued on a line that starts with a quote: text, not a quoted scalar
        // that would hide what follows.
        ("r: x\n  \"\na: &a [1]\nb: \"\n", "3:4"),
        ("--- &doc\nkey: 1\n", "1:5"),
        ("*ref : key\n", "1:1"),
        ("text: |\n  fine\nafter: *ref\n", "3:8"),
        ("- key: |\n  other: &a 1\n", "2:10"),
    ])
    func anchorsAndAliasesAreFoundWhereTheyStart(yaml: String, location: String) {
        #expect(read(yaml).messages == ["\(location) config-yaml-alias"], "\(yaml)")
    }

    @Test(arguments: [
        "tokens: \"tokens/*.json\"\n",
        "tokens: 'tokens/*.json'\n",
        "tokens: [\"a/*.json\", 'b/**/*.json']\n",
        "tokens: tokens/*.json\n",
        "tokens:\n  - \"*.json\"\n  - '&odd.json'\n",
        "reason: Tom & Jerry *forever*\n",
        "name: x # see *note* & more\n",
        "reason: \"line one\n  *still* quoted\"\n",
        "reason: 'it''s *fine*'\n",
        "reason: |\n  *bold* and\n  &more\nname: x\n",
        "reason: >-\n    *folded*\nname: x\n",
        "list:\n  - a*b\n  - c&d\n",
    ])
    func starsAndAmpersandsInTextAreNotAliases(yaml: String) {
        let result = read(yaml)
        #expect(result.node != nil, "\(yaml)")
        #expect(result.messages.isEmpty, "\(yaml): \(result.messages)")
    }

    @Test func aQuotedGlobStillBuilds() throws {
        let folder = try TemporaryFolder()
        try folder.write("tokens/base.json", "{\"size\": {\"$type\": \"number\", \"$value\": 4}}")
        try folder.write("tessera.yml", "tokens: \"tokens/*.json\"\noutputs:\n  json: {}\n")
        let result = try CLI.run(["build", "."], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
    }
}
