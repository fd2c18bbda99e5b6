import Foundation
import Testing
import TesseraTestSupport

/// `tessera resolve --lenient` on JSONC and JSON5 token and resolver files: they resolve, with one
/// `legacy-json-syntax` warning per file; strict mode refuses them with the way out; diagnostics
/// keep their exact places.
@Suite struct LenientSyntaxTests {
    static let folder = TestPaths.fixture("lenient")

    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    func lines(_ stderr: String, code: String) -> [String] {
        stderr.split(separator: "\n").map(String.init).filter { $0.hasSuffix("[\(code)]") }
    }

    @Test func jsoncResolvesWithOneWarning() throws {
        let result = try CLI.run(["resolve", "--lenient", "jsonc/tokens.jsonc"], in: Self.folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(lines(result.stderr, code: "legacy-json-syntax") == [
            "jsonc/tokens.jsonc:1:1: warning: 3 comments and 5 trailing commas (first here); read as JSONC. Remove them to make this a plain JSON token file [legacy-json-syntax]",
        ])
        let color = try json(result.stdout)["color"] as? [String: Any]
        let accent = (color?["accent"] as? [String: Any])?["$value"] as? [String: Any]
        #expect(accent?["components"] as? [Double] == [0, 0.4, 1])
    }

    @Test func strictModeSaysLenientReadsComments() throws {
        let result = try CLI.run(["resolve", "jsonc/tokens.jsonc"], in: Self.folder)
        #expect(result.status == 1)
        #expect(result.stderr.contains(
            "jsonc/tokens.jsonc:1:1: error: unexpected '/'; expected a JSON value; `--lenient` (or `import: lenient`) reads comments and trailing commas (JSONC/JSON5) [invalid-json]"),
            "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func json5ResolvesEveryForm() throws {
        let result = try CLI.run(["resolve", "--lenient", "json5/tokens.json5"], in: Self.folder)
        #expect(result.status == 0, "\(result.stderr)")
        let warnings = lines(result.stderr, code: "legacy-json-syntax")
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix(
            "json5/tokens.json5:1:1: warning: 1 comment, 5 trailing commas, 4 single-quoted strings, 13 unquoted member names, 1 hexadecimal number, 2 numbers with a leading or trailing decimal point, 1 number with a leading '+' and 1 escaped line break in a string (first here); read as JSON5.") == true,
            "\(warnings)")
        let root = try json(result.stdout)
        let brand = (root["color"] as? [String: Any])?["brand"] as? [String: Any]
        #expect(brand?["$description"] as? String == "Brand blue, used for links")
        #expect(((brand?["$value"] as? [String: Any])?["components"] as? [Double]) == [0, 0.5, 1])
        let size = root["size"] as? [String: Any]
        #expect((size?["mask"] as? [String: Any])?["$value"] as? Double == 255)
        #expect((size?["scale"] as? [String: Any])?["$value"] as? Double == 1.25)
    }

    @Test func infinityAndNaNAreLocatedErrors() throws {
        let result = try CLI.run(["resolve", "--lenient", "json5/infinity.json5"], in: Self.folder)
        #expect(result.status == 1)
        let errors = lines(result.stderr, code: "non-finite-number")
        #expect(errors.count == 2, "\(result.stderr)")
        #expect(errors.first?.hasPrefix("json5/infinity.json5:4:21: error: Infinity is read as JSON5 but is not a valid token value") == true)
        #expect(errors.last?.hasPrefix("json5/infinity.json5:5:20: error: NaN is read as JSON5") == true)
    }

    @Test func positionsAfterCommentsAreExact() throws {
        let folder = try TemporaryFolder()
        try folder.write("t.jsonc", """
            {
              /* a comment
                 over lines */ "color": { "$type": "color", // and one more
                "a": { "$value": "{color.missing}" }, /* x */ "b": { "$value": "{color.a}" },
              },
            }
            """)
        let result = try CLI.run(["resolve", "--lenient", "t.jsonc"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("t.jsonc:4:22: error: '{color.missing}'"), "\(result.stderr)")
    }

    @Test func jsoncResolverWithAYAMLSource() throws {
        let dark = try CLI.run(["resolve", "--lenient", "resolver/lenient.resolver.jsonc", "--input", "theme=dark"], in: Self.folder)
        #expect(dark.status == 0, "\(dark.stderr)")
        #expect(lines(dark.stderr, code: "legacy-json-syntax") == [
            "resolver/lenient.resolver.jsonc:1:1: warning: 1 comment and 5 trailing commas (first here); read as JSONC. Remove them to make this a plain JSON resolver file [legacy-json-syntax]",
        ])
        let surface = ((try json(dark.stdout)["color"] as? [String: Any])?["surface"] as? [String: Any])?["$value"] as? [String: Any]
        #expect(surface?["components"] as? [Double] == [0.1, 0.1, 0.1])

        let strict = try CLI.run(["resolve", "resolver/lenient.resolver.jsonc"], in: Self.folder)
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("reads comments and trailing commas (JSONC/JSON5) [invalid-json]"))
    }
}
