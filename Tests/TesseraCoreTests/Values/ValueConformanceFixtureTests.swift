import Foundation
import Testing
import TesseraCore
import TesseraTestSupport

/// A local smoke test against the DTCG conformance fixtures of the 13 type folders: every literal
/// `$value` with an explicit or inherited `$type` is run through `ValueParser` alone. Positive
/// files must parse without errors; each negative file must produce at least one error. This does
/// not cover references, names or groups (the integrator's full conformance test does).
@Suite("ValueParser: DTCG conformance fixtures (value shapes only)", .needsShared)
struct ValueConformanceFixtureTests {
    static let typeFolders = [
        "colors", "dimensions", "durations", "fontFamily", "fontWeight", "cubicBezier", "numbers",
        "strokeStyles", "borders", "transitions", "shadows", "gradients", "typography",
    ]

    static func fixtures(_ polarity: String) -> [String] {
        let root = TestPaths.shared("conformance/dtcg/format/\(polarity)")
        return typeFolders.flatMap { folder -> [String] in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
            return names.filter { $0.hasSuffix(".json") }.sorted().map { "\(polarity)/\(folder)/\($0)" }
        }
    }

    @Test("the fixture folders are present")
    func fixturesPresent() {
        #expect(Self.fixtures("positive").count >= 50)
        #expect(Self.fixtures("negative").count >= 60)
    }

    @Test("positive fixtures parse without errors", arguments: fixtures("positive"))
    func positive(_ relativePath: String) throws {
        let (tokens, log) = try Self.parseTokens(relativePath)
        #expect(!tokens.isEmpty, "no typed literal tokens in \(relativePath)")
        #expect(!log.hasErrors, "\(relativePath): \(log.all.map(\.description))")
    }

    @Test("negative fixtures are rejected", arguments: fixtures("negative"))
    func negative(_ relativePath: String) throws {
        let (_, log) = try Self.parseTokens(relativePath)
        // Rejected by the value parser itself, not because the walker found no type.
        #expect(log.all.contains { $0.severity == .error && $0.code.hasPrefix("invalid-") }, "\(relativePath) was accepted: \(log.all.map(\.description))")
    }

    /// Walks the file's groups, inheriting `$type`, and parses every token's `$value`.
    static func parseTokens(_ relativePath: String) throws -> ([String], DiagnosticLog) {
        let url = TestPaths.shared("conformance/dtcg/format/\(relativePath)")
        let file = SourceFile(path: relativePath, bytes: Array(try Data(contentsOf: url)))
        let root = try JSONReader.read(file)
        var log = DiagnosticLog()
        var parsed: [String] = []
        walk(root, path: "", inheritedType: nil, parsed: &parsed, log: &log)
        return (parsed, log)
    }

    private static func walk(
        _ node: JSONNode, path: String, inheritedType: TokenType?, parsed: inout [String], log: inout DiagnosticLog
    ) {
        guard let object = node.object else { return }
        let type = object["$type"]?.string.flatMap(TokenType.init(rawValue:)) ?? inheritedType
        if let value = object["$value"] {
            guard let type else {
                log.error("untyped-token", "\(path) has no type", at: value.position)
                return
            }
            _ = ValueParser.parse(value, as: type, log: &log)
            parsed.append(path)
            return
        }
        for member in object.members where !member.key.hasPrefix("$") || member.key == "$root" {
            walk(member.value, path: path.isEmpty ? member.key : "\(path).\(member.key)", inheritedType: type, parsed: &parsed, log: &log)
        }
    }
}
