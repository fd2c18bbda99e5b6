import Testing
@testable import TesseraCore

/// Lenient mode reads JSONC and JSON5 with one `legacy-json-syntax` warning per file, which
/// counts what was relaxed, points at the first place and says what plain JSON needs.
@Suite struct JSONSyntaxWarningTests {
    func read(_ text: String, mode: ImportMode = .lenient, path: String = "tokens.json") -> (DocumentReader.Document?, DiagnosticLog) {
        var log = DiagnosticLog()
        let document = DocumentReader(mode: mode).read(SourceFile(path: path, text: text), as: .tokens, log: &log)
        return (document, log)
    }

    @Test func jsoncIsOneWarningWithCountsAndTheFirstPlace() throws {
        let text = "{\n  // one\n  \"a\": {\"$value\": 1, /* two */ \"$type\": \"number\",}, // three\n  \"b\": [1,],\n}"
        let (document, log) = read(text)
        #expect(document?.isPlainJSON == false)
        #expect(log.all.count == 1)
        let warning = try #require(log.all.first)
        #expect(warning.severity == .warning)
        #expect(warning.code == "legacy-json-syntax")
        #expect(warning.message == "3 comments and 3 trailing commas (first here); read as JSONC. Remove them to make this a plain JSON token file")
        #expect(warning.location.map { "\($0.line):\($0.column)" } == "2:3")
        #expect(warning.notes.map(\.message) == ["first trailing comma here"])
        #expect(warning.notes.first?.location.map { "\($0.line):\($0.column)" } == "3:49")
    }

    @Test func json5ListsEachKindAndItsFix() throws {
        let (_, log) = read("{a: {$value: 'x', n: 0x10}}", path: "r.resolver.json5")
        let warning = try #require(log.all.first)
        #expect(warning.message == "1 single-quoted string, 3 unquoted member names and 1 hexadecimal number (first here); read as JSON5. Use double quotes, quote the member names and write numbers in decimal to make this a plain JSON token file")
        #expect(warning.location.map { "\($0.line):\($0.column)" } == "1:2")
    }

    @Test func countsAreGrouped() throws {
        let text = "{" + (0..<1200).map { "\"t\($0)\": 1, // c\n" }.joined() + "\"end\": 0}"
        let (_, log) = read(text)
        #expect(log.all.first?.message.hasPrefix("1,200 comments (first here); read as JSONC.") == true)
    }

    @Test func plainJSONHasNoWarning() {
        let (document, log) = read("{\"a\": {\"$value\": 1, \"$type\": \"number\"}}")
        #expect(document?.isPlainJSON == true)
        #expect(log.isEmpty)
    }

    @Test func strictModeRefusesWithTheHint() {
        let (document, log) = read("{\"a\": 1, // c\n}", mode: .strict)
        #expect(document == nil)
        #expect(log.all.map(\.code) == ["invalid-json"])
        #expect(log.all.first?.message.contains("`--lenient` (or `import: lenient`) reads comments and trailing commas (JSONC/JSON5)") == true)
    }

    @Test func infinityAndNaNAreErrorsAtTheirPlaces() {
        let (document, log) = read("{\n  a: {$value: Infinity},\n  b: {$value: NaN}\n}")
        #expect(document == nil)
        let errors = log.all.filter { $0.severity == .error }
        #expect(errors.map(\.code) == ["non-finite-number", "non-finite-number"])
        #expect(errors.map { $0.location.map { "\($0.line):\($0.column)" } ?? "" } == ["2:15", "3:15"])
        #expect(errors.first?.message.hasPrefix("Infinity is read as JSON5 but is not a valid token value") == true)
    }

    @Test func yamlNeedsLenientModeAndAReader() {
        let (document, log) = read("a: 1\n", mode: .strict, path: "colors.tokens.yaml")
        #expect(document == nil)
        #expect(log.all.map(\.code) == ["yaml-token-file"])
        #expect(log.all.first?.message.contains("`--lenient` (or `import: lenient`) reads YAML token files") == true)
        #expect(DocumentReader.isYAML("a/b.tokens.YML"))
        #expect(!DocumentReader.isYAML("a/yaml.json"))
    }
}
