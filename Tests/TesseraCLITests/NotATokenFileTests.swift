import Foundation
import Testing
import TesseraTestSupport

/// A JSON file that is no token file at all gets one `not-a-token-file` error that says what it
/// looks like, in both modes and wherever it is named, instead of one error per member.
@Suite struct NotATokenFileTests {
    static let folder = TestPaths.fixture("lenient")

    func errors(_ result: CLIResult) -> [String] {
        result.stderr.split(separator: "\n").map(String.init).filter { $0.contains(": error: ") }
    }

    @Test(arguments: [
        ("schema.json", "a JSON Schema (\"$schema\" names json-schema.org, with \"properties\")"),
        ("package.json", "an npm package.json (\"name\", \"version\", \"devDependencies\" and \"scripts\")"),
        ("theo.json", "a Theo token file (\"props\", \"aliases\" and \"global\")"),
        ("figma.json", "a Figma REST API file (\"document\" with \"schemaVersion\", \"components\" and \"styles\")"),
    ])
    func oneErrorSaysWhatItIs(_ name: String, _ description: String) throws {
        for lenient in [false, true] {
            let result = try CLI.run(["resolve", "foreign/\(name)"] + (lenient ? ["--lenient"] : []), in: Self.folder)
            #expect(result.status == 1)
            #expect(errors(result) == [
                "foreign/\(name):1:1: error: this is \(description), not a design token file; name DTCG token files here (groups of tokens with \"$value\") [not-a-token-file]",
            ], "\(result.stderr)")
        }
    }

    @Test func aResolverSourceThatIsAPackageJSON() throws {
        let folder = try TemporaryFolder()
        try folder.write("package.json", try String(contentsOf: Self.folder.appendingPathComponent("foreign/package.json"), encoding: .utf8))
        try folder.write("app.resolver.json", """
            {"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "all", "sources": [{"$ref": "package.json"}]}]}
            """)
        let result = try CLI.run(["resolve", "app.resolver.json"], in: folder.url)
        #expect(result.status == 1)
        #expect(errors(result).count == 1, "\(result.stderr)")
        #expect(errors(result).first?.hasPrefix("package.json:1:1: error: this is an npm package.json") == true)
    }
}
