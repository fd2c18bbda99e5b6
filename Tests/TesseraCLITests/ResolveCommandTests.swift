import Foundation
import Testing
import TesseraTestSupport

@Suite struct ResolveCommandTests {
    static let resolver = TestPaths.repositoryRoot.appendingPathComponent("Examples/aurora/aurora.resolver.json").path

    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func inputMatchesNamesCaseInsensitively() throws {
        let dark = try CLI.run(["resolve", Self.resolver, "--input", "Theme=DARK"])
        #expect(dark.status == 0, "\(dark.stderr)")
        let light = try CLI.run(["resolve", Self.resolver])
        #expect(light.status == 0)
        func accentSpace(_ output: String) throws -> String? {
            let color = try json(output)["color"] as? [String: Any]
            let value = (color?["accent"] as? [String: Any])?["$value"] as? [String: Any]
            return value?["colorSpace"] as? String
        }
        #expect(try accentSpace(dark.stdout) == "display-p3", "dark aliases palette.aurora-vivid")
        #expect(try accentSpace(light.stdout) == "oklch", "the default, light, aliases palette.aurora")
    }

    @Test func allPrintsEveryPermutationKeyed() throws {
        let result = try CLI.run(["resolve", Self.resolver, "--all"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try json(result.stdout).keys.sorted() == ["theme=dark", "theme=light"])
    }

    @Test func unknownContextIsAnError() throws {
        let result = try CLI.run(["resolve", Self.resolver, "--input", "theme=sepia"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("[input-unknown-context]"))
        #expect(result.stdout.isEmpty, "no JSON is printed when there are errors")
    }

    @Test func inputNeedsAResolver() throws {
        let folder = try TemporaryFolder()
        try folder.write("t.json", #"{"a": {"$type": "number", "$value": 1}}"#)
        let result = try CLI.run(["resolve", "t.json", "--input", "theme=dark"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("[input-without-resolver]"))
    }

    @Test func tokenFilesMergeInOrderAndLenientReadsOlderFiles() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.json", #"{"c": {"$type": "number", "x": {"$value": 1}, "y": {"$value": 2}}}"#)
        try folder.write("b.json", #"{"c": {"y": {"$type": "number", "$value": 3}}}"#)
        try folder.write("legacy.json", #"{"size": {"s": {"value": "4px", "type": "dimension"}}}"#)
        let merged = try CLI.run(["resolve", "a.json", "b.json"], in: folder.url)
        #expect(merged.status == 0)
        let c = try json(merged.stdout)["c"] as? [String: Any]
        #expect((c?["y"] as? [String: Any])?["$value"] as? Int == 3, "the later file wins")
        #expect((c?["x"] as? [String: Any])?["$value"] as? Int == 1)

        let strict = try CLI.run(["resolve", "legacy.json"], in: folder.url)
        #expect(strict.status == 1)
        let lenient = try CLI.run(["resolve", "legacy.json", "--lenient"], in: folder.url)
        #expect(lenient.status == 0, "\(lenient.stderr)")
        #expect(lenient.stderr.contains("[legacy-dimension-string]"))
        #expect(lenient.stdout.contains(#""unit": "px""#))
    }

    @Test func perTokenModesAreFoundEvenWhenTheKeyIsEscaped() throws {
        let folder = try TemporaryFolder()
        let token = #"{"$type": "number", "$value": 1, "$extensions": {"MODE_KEY": {"dark": 2}}}"#
        try folder.write("plain.json", #"{"a": \#(token.replacingOccurrences(of: "MODE_KEY", with: "mode"))}"#)
        try folder.write("escaped.json", #"{"a": \#(token.replacingOccurrences(of: "MODE_KEY", with: #"mod\u0065"#))}"#)
        for file in ["plain.json", "escaped.json"] {
            let result = try CLI.run(["resolve", file, "--lenient"], in: folder.url)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try json(result.stdout).keys.sorted() == ["mode=dark", "mode=default"], "\(file)")
        }
    }

    @Test func resolveNeedsFiles() throws {
        let result = try CLI.run(["resolve"])
        #expect(result.status == 64)
    }
}
