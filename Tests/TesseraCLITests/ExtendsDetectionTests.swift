import Foundation
import Testing

/// The build skips group extension when no token file spells `$extends`; a file that does, in
/// any spelling the JSON reader decodes to it, must still have its groups extended.
@Suite struct ExtendsDetectionTests {
    private func build(_ tokens: String) throws -> (status: Int32, json: String, stderr: String) {
        let folder = try TemporaryFolder()
        _ = try folder.write("tessera.yml", "tokens: a.json\noutputs:\n  json: {}\n")
        _ = try folder.write("a.json", tokens)
        let result = try CLI.run(["build", "."], in: folder.url)
        let json = folder.exists("build/tokens.json") ? try folder.read("build/tokens.json") : ""
        return (result.status, json, result.stderr)
    }

    private let base = #""base": { "$type": "number", "one": { "$value": 1 } }"#

    @Test func aPlainExtendsKeyExtends() throws {
        let result = try build(#"{ \#(base), "more": { "$extends": "{base}", "two": { "$type": "number", "$value": 2 } } }"#)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.json.contains(#""more": {"#))
        #expect(result.json.components(separatedBy: #""one""#).count == 3, "base.one and more.one")
    }

    @Test func anEscapedExtendsKeyExtends() throws {
        let result = try build(#"{ \#(base), "more": { "\u0024extends": "{base}", "two": { "$type": "number", "$value": 2 } } }"#)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.json.components(separatedBy: #""one""#).count == 3, "base.one and more.one")
    }

    @Test func withoutExtendsNothingIsInherited() throws {
        let result = try build(#"{ \#(base), "more": { "two": { "$type": "number", "$value": 2 } } }"#)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.json.components(separatedBy: #""one""#).count == 2)
    }
}
