import Foundation
import Testing
import TesseraTestSupport

/// A resolver document is recognised by its content (`resolutionOrder`, or a resolver `version`),
/// whatever the file is called; listed as a token file it gets one error saying where it goes.
@Suite struct ResolverRecognitionTests {
    static let folder = TestPaths.fixture("lenient/resolver")

    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func aResolverNamedAnythingResolves() throws {
        let dark = try CLI.run(["resolve", "themes.json", "--input", "theme=dark"], in: Self.folder)
        #expect(dark.status == 0, "\(dark.stderr)")
        let surface = ((try json(dark.stdout)["color"] as? [String: Any])?["surface"] as? [String: Any])?["$value"] as? [String: Any]
        #expect(surface?["components"] as? [Double] == [0.1, 0.1, 0.1])
        let all = try CLI.run(["resolve", "themes.json", "--all"], in: Self.folder)
        #expect(all.status == 0, "\(all.stderr)")
        #expect(try json(all.stdout).keys.sorted() == ["theme=dark", "theme=light"])
    }

    @Test func aResolverWithRepeatedMembersIsStillOne() throws {
        let folder = try TemporaryFolder()
        try folder.write("order.json", """
            {"description": "a", "version": "2025.10", "description": "b",
             "resolutionOrder": [{"type": "set", "name": "s", "sources": [{"n": {"$type": "number", "$value": 1}}]}]}
            """)
        let result = try CLI.run(["resolve", "order.json"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("[duplicate-key]"), "a warning, as for any resolver")
    }

    @Test func plainTokenFilesStillTakeNoInputs() throws {
        let result = try CLI.run(["resolve", "base.json", "--input", "theme=dark"], in: Self.folder)
        #expect(result.status == 1)
        #expect(result.stderr.contains("[input-without-resolver]"))
    }

    @Test func aResolverAmongTokenFilesOnTheCommandLine() throws {
        let result = try CLI.run(["resolve", "base.json", "themes.json"], in: Self.folder)
        #expect(result.status == 1)
        let errors = result.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors == [
            "themes.json:1:1: error: this is a resolver document (it has \"resolutionOrder\" or a resolver \"version\"), not a token file; resolve it on its own: tessera resolve themes.json [resolver-in-tokens]",
        ])
    }

    @Test func aResolverUnderTokensInTesseraYml() throws {
        let folder = try TemporaryFolder()
        for name in ["themes.json", "base.json", "dark.json"] {
            try folder.write(name, try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8))
        }
        try folder.write("tessera.yml", "name: Themes\ntokens: [base.json, themes.json]\n")
        let result = try CLI.run(["build", folder.url.path, "--output", folder.url.appendingPathComponent("out").path])
        #expect(result.status == 1)
        let errors = result.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 1, "\(result.stderr)")
        #expect(errors.first?.hasSuffix(
            "themes.json:1:1: error: this is a resolver document (it has \"resolutionOrder\" or a resolver \"version\"), not a token file; name it with 'resolver: themes.json' in tessera.yml instead of listing it under 'tokens:' [resolver-in-tokens]") == true,
            "\(result.stderr)")
    }
}
