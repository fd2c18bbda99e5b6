import Foundation
import Testing

/// Bad input gets a clear, located diagnostic and exit 1: never a crash, a hang, or a half-written
/// output folder.
@Suite struct BadInputTests {
    /// A system folder with one token file (given as bytes) and a config writing css and json.
    func system(_ tokens: Data, output: String = "build") throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("tokens.json", tokens)
        try folder.write("tessera.yml", "tokens: tokens.json\noutput: \(output)\n")
        return folder
    }

    func system(_ tokens: String, output: String = "build") throws -> TemporaryFolder {
        try system(Data(tokens.utf8), output: output)
    }

    func expectFailure(_ folder: TemporaryFolder, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let result = try CLI.run(["build", "."], in: folder.url)
        #expect(result.status == 1, "exit status", sourceLocation: sourceLocation)
        #expect(result.stderr.contains(expected), "stderr was: \(result.stderr.prefix(2000))", sourceLocation: sourceLocation)
        #expect(result.stdout.contains("nothing written"), sourceLocation: sourceLocation)
        #expect(!folder.exists("build"), "no output may be left behind", sourceLocation: sourceLocation)
    }

    @Test func malformedJSON() throws {
        try expectFailure(system("{\n  \"a\": {\"$type\": \"number\", \"$value\": 1,}\n}"), "./tokens.json:2:40: error: unexpected '}'; expected a quoted member name; `--lenient` (or `import: lenient`) reads comments and trailing commas (JSONC/JSON5) [invalid-json]")
    }

    @Test func tenThousandDeepNesting() throws {
        let deep = String(repeating: "{\"a\":", count: 10_000) + "1" + String(repeating: "}", count: 10_000)
        try expectFailure(system(deep), "[nesting-too-deep]")
    }

    @Test func aThousandStepAliasChainResolves() throws {
        var members = ["\"t0\": {\"$value\": 4}"]
        for index in 1...1000 { members.append("\"t\(index)\": {\"$value\": \"{n.t\(index - 1)}\"}") }
        let folder = try system("{\"n\": {\"$type\": \"number\", \(members.joined(separator: ",\n"))}}")
        let result = try CLI.run(["build", "."], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try folder.read("build/tokens.css").contains("--n-t1000: 4;"))
    }

    @Test func aThousandStepAliasChainToNothing() throws {
        var members = ["\"t0\": {\"$value\": \"{n.missing}\"}"]
        for index in 1...1000 { members.append("\"t\(index)\": {\"$value\": \"{n.t\(index - 1)}\"}") }
        try expectFailure(system("{\"n\": {\"$type\": \"number\", \(members.joined(separator: ",\n"))}}"), "./tokens.json:1:44: error: '{n.missing}' does not match any token")
    }

    @Test func aThreeCycle() throws {
        let folder = try system("""
            {"c": {"$type": "number",
              "a": {"$value": "{c.b}"},
              "b": {"$value": "{c.c}"},
              "c": {"$value": "{c.a}"}}}
            """)
        let result = try CLI.run(["build", "."], in: folder.url)
        #expect(result.status == 1)
        let cycles = result.stderr.split(separator: "\n").filter { $0.contains("[reference-cycle]") }
        #expect(cycles.count == 1, "one error per cycle")
        #expect(cycles.allSatisfy { $0.contains("c.a → c.b → c.c → c.a") })
        #expect(!folder.exists("build"))
    }

    @Test func anUnknownType() throws {
        try expectFailure(system(#"{"a": {"$type": "colour", "$value": 1}}"#), "./tokens.json:1:17: error: unknown $type \"colour\"")
    }

    @Test func nonUTF8Bytes() throws {
        var bytes = Data("{\"a\": {\"$type\": \"fontFamily\", \"$value\": \"Caf".utf8)
        bytes.append(contentsOf: [0xE9, 0x22, 0x7D, 0x7D])
        try expectFailure(system(bytes), "./tokens.json:1:45: error: the file is not valid UTF-8")
    }

    @Test func aFiftyMegabyteFileCutShort() throws {
        // 50 MB of valid tokens whose last line is cut off: the error names the very end of the file.
        var text = "{\"n\": {\"$type\": \"number\",\n"
        var index = 0
        while text.utf8.count < 50_000_000 {
            text += "\"token-\(index)-with-a-long-name-to-fill-the-file\": {\"$value\": \(index), \"$description\": \"padding padding padding padding\"},\n"
            index += 1
        }
        text += "\"last\": {\"$value\": 1"
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
        try expectFailure(system(text), "./tokens.json:\(lines):")
    }

    @Test func anUnwritableOutputFolder() throws {
        let folder = try system(#"{"a": {"$type": "number", "$value": 1}}"#, output: "blocker/build")
        try folder.write("blocker", "a file where a folder should be")
        let result = try CLI.run(["build", "."], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("[output-not-writable]"))
        #expect(result.stderr.contains("nothing was written"))
    }

    @Test func aFolderInTheWayWritesNothing() throws {
        let folder = try system(#"{"a": {"$type": "number", "$value": 1}}"#)
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("build/tokens.json"), withIntermediateDirectories: true)
        let result = try CLI.run(["build", "."], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("a folder is in the way"))
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent("build").path)
        #expect(left == ["tokens.json"], "neither tokens.css nor a temporary file was left: \(left)")
    }
}
