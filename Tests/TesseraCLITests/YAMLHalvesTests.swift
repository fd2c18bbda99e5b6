import Testing
import TesseraCore
@testable import TesseraCLI

/// A large tessera.yml is parsed in two halves (`YAMLHalves`); what comes out must be what the
/// whole file gives, node for node and place for place, and a file that cannot be cut soundly
/// must be read whole.
@Suite struct YAMLHalvesTests {
    /// Every node with its byte offset, kind and value, members with their keys' offsets.
    private func dump(_ node: JSONNode?) -> [String] {
        guard let node else { return ["nil"] }
        let place = node.position.map { "\($0.offset)" } ?? "-"
        switch node.value {
        case .object(let object):
            return ["\(place) {"] + object.members.flatMap { member in
                ["\(member.keyPosition.map { "\($0.offset)" } ?? "-") \(member.key):"] + dump(member.value)
            } + ["}"]
        case .array(let elements):
            return ["\(place) ["] + elements.flatMap(dump) + ["]"]
        default:
            return ["\(place) \(node.value)"]
        }
    }

    private func pairs(_ count: Int, indent: String = "  ") -> String {
        (0..<count).map { index in
            """
            \(indent)- name: pair \(index)   # a comment
            \(indent)  foreground: color.ink.\(index)
            \(indent)  backgrounds:
            \(indent)    - color.page.\(index)
            \(indent)    - "color.card.\(index)"

            \(indent)  size: \(index % 3 == 0 ? "16" : "'12'")
            \(indent)  says: "Body text, 4.5:1 at least"
            """
        }.joined(separator: "\n")
    }

    private func config(_ usage: String) -> String {
        """
        name: "Big system"
        resolver: bench.resolver.json
        usage:
        \(usage)
        # prohibitions follow
        prohibitions:
          - id: grid
            says: "Dimensions on a 4 px grid"
            tokens: "size.**"

        """
    }

    /// The first node where the two readings differ (a short failure message for thousands of nodes).
    private func firstDifference(_ result: (halves: [String], whole: [String], log: DiagnosticLog)) -> String? {
        if let index = zip(result.halves, result.whole).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset {
            return "node \(index): \(result.halves[index]) instead of \(result.whole[index])"
        }
        return result.halves.count == result.whole.count ? nil : "\(result.halves.count) nodes instead of \(result.whole.count)"
    }

    private func readBothWays(_ text: String) -> (halves: [String], whole: [String], log: DiagnosticLog) {
        let file = SourceFile(path: "tessera.yml", text: text)
        var log = DiagnosticLog(), wholeLog = DiagnosticLog()
        let read = YAMLDocument.read(file, log: &log)
        let whole = YAMLDocument.readWhole(file, log: &wholeLog)
        #expect(log.sorted == wholeLog.sorted)
        return (dump(read), dump(whole), log)
    }

    @Test(arguments: ["  ", ""])
    func aLargeListIsCutAndReadsAsTheWholeFile(indent: String) throws {
        let text = config(pairs(400, indent: indent))
        let halves = try #require(YAMLHalves(Array(text.utf8)))
        #expect(halves.key == "usage")
        #expect(halves.first.count { $0 == "\n" } == text.count { $0 == "\n" })
        let result = readBothWays(text)
        #expect(firstDifference(result) == nil)
        #expect(result.whole.count > 4_000)
    }

    @Test(arguments: [
        ("a quoted scalar over two lines", "    says: \"first line\n      second line\""),
        ("a block scalar", "    notes: |\n      - looks like an entry"),
        ("an anchor", "    size: &size 16"),
        ("a flow list", "    backgrounds: [a, b]"),
        ("a quote inside a plain scalar", "    name: it's"),
        ("a tab", "    name:\tx"),
    ])
    func anythingThatMaySpanLinesIsReadWhole(_ what: String, line: String) {
        let text = config(pairs(200) + "\n  - name: odd one\n" + line)
        #expect(YAMLHalves(Array(text.utf8)) == nil, "\(what)")
        let result = readBothWays(text)
        #expect(firstDifference(result) == nil)
    }

    @Test func aSmallFileIsReadWhole() {
        #expect(YAMLHalves(Array(config(pairs(3)).utf8)) == nil)
    }

    /// A mistake in the second half is reported where it is, as reading the whole file reports it.
    @Test func anErrorInTheSecondHalfIsReportedAtItsLine() throws {
        let text = config(pairs(400) + "\n  - name: broken\n   foreground: misaligned")
        #expect(YAMLHalves(Array(text.utf8)) != nil)
        let result = readBothWays(text)
        let error = try #require(result.log.sorted.first)
        #expect(error.code == "config-invalid-yaml")
        #expect(error.location?.line == text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("misaligned") }.map { $0 + 1 })
    }
}
