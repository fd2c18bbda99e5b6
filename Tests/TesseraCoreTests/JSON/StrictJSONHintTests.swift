import Testing
@testable import TesseraCore

/// A strict read fails where JSONC and JSON5 differ from JSON, and says that lenient mode reads
/// them; other failures stay as they were.
@Suite struct StrictJSONHintTests {
    func failure(_ text: String) -> JSONReader.Failure? {
        do throws(JSONReader.Failure) {
            _ = try JSONReader.read(SourceFile(path: "t.json", text: text))
            return nil
        } catch {
            return error
        }
    }

    static let comments = "`--lenient` (or `import: lenient`) reads comments and trailing commas (JSONC/JSON5)"
    static let json5 = "`--lenient` (or `import: lenient`) reads JSON5"

    @Test(arguments: [
        ("// note\n{}", 1, 1), ("{\"a\": /* c */ 1}", 1, 7), ("{\"a\": 1 // c\n}", 1, 9), ("{\"a\": 1,\n}", 2, 1),
        ("[1, 2, ]", 1, 8), ("{\"a\": 1} // end", 1, 10), ("{\"a\": 1 /* c */, \"b\": 2}", 1, 9),
    ])
    func commentsAndTrailingCommas(_ text: String, _ line: Int, _ column: Int) throws {
        let error = try #require(failure(text))
        #expect(error.code == "invalid-json")
        #expect(error.message.hasSuffix(Self.comments), "\(error.message)")
        #expect((error.position.location.line, error.position.location.column) == (line, column))
    }

    @Test(arguments: [
        "{'a': 1}", "{a: 1}", "{\"a\": 'x'}", "{\"a\": 0x10}", "{\"a\": .5}", "{\"a\": 5.}", "{\"a\": +1}",
        "{\"a\": Infinity}", "{\"a\": -Infinity}", "{$value: 1}",
    ])
    func json5Forms(_ text: String) throws {
        let error = try #require(failure(text))
        #expect(error.code == "invalid-json")
        #expect(error.message.contains(Self.json5), "\(error.message)")
    }

    @Test(arguments: ["{\"a\": tru}", "{\"a\" 1}", "[1 2]", "{\"a\": 01}", "{\"a\": -}", "{\"a\": 1.e}"])
    func otherFailuresHaveNoHint(_ text: String) throws {
        let error = try #require(failure(text))
        #expect(!error.message.contains("--lenient"), "\(error.message)")
    }

    @Test func relaxedReadsDoNotHint() throws {
        do throws(JSONReader.Failure) {
            _ = try JSONReader.read(SourceFile(path: "t.json", text: "{\"a\": tru // c\n}"), syntax: .relaxed)
            Issue.record("expected a failure")
        } catch {
            #expect(!error.message.contains("--lenient"))
        }
    }
}
