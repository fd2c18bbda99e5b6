import Foundation
import Testing
import TesseraTestSupport

/// YAML token files in lenient mode: read into the same positioned tree as JSON (diagnostics at
/// their YAML line and column), refused in strict mode with the way out, anchors refused.
@Suite struct YAMLTokenFileTests {
    static let folder = TestPaths.fixture("lenient")

    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func resolvesInLenientMode() throws {
        let result = try CLI.run(["resolve", "--lenient", "yaml/colors.tokens.yaml"], in: Self.folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "a YAML file is not reported as relaxed JSON")
        let root = try json(result.stdout)
        let accent = ((root["color"] as? [String: Any])?["accent"] as? [String: Any])?["$value"] as? [String: Any]
        #expect(accent?["components"] as? [Double] == [0, 0.4, 1])
        let small = ((root["space"] as? [String: Any])?["sm"] as? [String: Any])?["$value"] as? [String: Any]
        #expect(small?["unit"] as? String == "px")
    }

    @Test func strictModeSaysLenientReadsYAML() throws {
        let result = try CLI.run(["resolve", "yaml/colors.tokens.yaml"], in: Self.folder)
        #expect(result.status == 1)
        #expect(result.stderr.contains(
            "yaml/colors.tokens.yaml:1:1: error: this token file is YAML, which strict mode does not read (DTCG files are JSON); `--lenient` (or `import: lenient`) reads YAML token files [yaml-token-file]"),
            "\(result.stderr)")
    }

    @Test func errorsPointAtTheYAMLLineAndColumn() throws {
        let result = try CLI.run(["resolve", "--lenient", "yaml/broken-alias.tokens.yaml"], in: Self.folder)
        #expect(result.status == 1)
        let line = result.stderr.split(separator: "\n").first { $0.hasSuffix("[unresolved-reference]") }
        #expect(line?.hasPrefix("yaml/broken-alias.tokens.yaml:8:13: error: '{color.bland}'") == true, "\(result.stderr)")
    }

    @Test func anchorsAreRefused() throws {
        let result = try CLI.run(["resolve", "--lenient", "yaml/anchors.tokens.yaml"], in: Self.folder)
        #expect(result.status == 1)
        #expect(result.stderr.contains("yaml/anchors.tokens.yaml:1:7: error: YAML anchors and aliases (&name, *name) are not allowed in token files"),
                "\(result.stderr)")
        #expect(result.stderr.contains("[yaml-alias]"))
    }

    @Test func invalidYAMLIsLocated() throws {
        let folder = try TemporaryFolder()
        try folder.write("bad.tokens.yml", "color:\n  brand: [1, 2\n")
        let result = try CLI.run(["resolve", "--lenient", "bad.tokens.yml"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("bad.tokens.yml:"), "\(result.stderr)")
        #expect(result.stderr.contains("error: this is not valid YAML:"))
        #expect(result.stderr.contains("[invalid-yaml]"))
    }

    @Test func aSystemMixesYAMLJSONCAndJSON() throws {
        let folder = try TemporaryFolder()
        try folder.write("tessera.yml", "name: Mixed\nimport: lenient\ntokens: [base.tokens.yaml, brand.jsonc, extra.json]\noutputs:\n  json: {}\n")
        try folder.write("base.tokens.yaml", "space:\n  $type: dimension\n  sm:\n    $value: {value: 4, unit: px}\n")
        try folder.write("brand.jsonc", "{\n  // the brand\n  \"space\": {\"md\": {\"$value\": \"{space.sm}\"},},\n}\n")
        try folder.write("extra.json", #"{"space": {"lg": {"$type": "dimension", "$value": {"value": 16, "unit": "px"}}}}"#)
        let output = folder.url.appendingPathComponent("out").path
        let result = try CLI.run(["build", folder.url.path, "--output", output])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("brand.jsonc:2:3: warning: 1 comment and 2 trailing commas (first here); read as JSONC."), "\(result.stderr)")
        let built = try json(try folder.read("out/tokens.json"))
        let space = built["space"] as? [String: Any]
        #expect(space?.keys.sorted() == ["lg", "md", "sm"])

        try folder.write("tessera.yml", "name: Mixed\ntokens: [base.tokens.yaml, extra.json]\n")
        let strict = try CLI.run(["build", folder.url.path, "--output", output])
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("[yaml-token-file]"))
    }
}
