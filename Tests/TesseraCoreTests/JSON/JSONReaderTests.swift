import Testing
@testable import TesseraCore

@Suite struct JSONReaderTests {
    func read(_ text: String) throws(JSONReader.Failure) -> JSONNode {
        try JSONReader.read(SourceFile(path: "t.json", text: text))
    }

    func failure(_ text: String) -> JSONReader.Failure? { failure(bytes: Array(text.utf8)) }

    func failure(bytes: [UInt8]) -> JSONReader.Failure? {
        do throws(JSONReader.Failure) {
            _ = try JSONReader.read(SourceFile(path: "t.json", bytes: bytes))
            return nil
        } catch {
            return error
        }
    }

    @Test func readsEveryKindWithPositions() throws {
        let root = try read("{\n  \"a\": [1, -2.5e1, true, false, null],\n  \"b\": \"x\\u00e9\\n\"\n}")
        let object = try #require(root.object)
        #expect(object.keys == ["a", "b"])
        let array = try #require(object["a"]?.array)
        #expect(array.map(\.kindName) == ["a number", "a number", "a boolean", "a boolean", "null"])
        #expect(array[1].number == -25)
        #expect(object["b"]?.string == "xé\n")
        let location = try #require(object.member("b")?.keyPosition?.location)
        #expect((location.line, location.column) == (3, 3))
        let value = try #require(array[2].position?.location)
        #expect((value.line, value.column) == (2, 20))
    }

    @Test(arguments: [
        ("0.1", 0.1), ("1e3", 1000), ("-0", -0.0), ("123456789012345678901234", 123456789012345678901234.0),
        ("0.30000000000000004", 0.30000000000000004), ("2.5E-3", 0.0025), ("1.7976931348623157e308", 1.7976931348623157e308),
    ])
    func numbersAreExact(_ text: String, _ expected: Double) throws {
        #expect(try read(text).number == expected)
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let root = try read("{\"é🎨\": 1, \"b\": 2}")
        let location = try #require(root.object?.member("b")?.keyPosition?.location)
        #expect(location.column == 11)
    }

    @Test(arguments: [
        ("{", "invalid-json", 2), ("{\"a\" 1}", "invalid-json", 6), ("[1,]", "invalid-json", 4),
        ("{\"a\": 01}", "invalid-json", 7), ("\"abc", "invalid-json", 1), ("{} x", "invalid-json", 4),
        ("", "invalid-json", 1), ("[1.]", "invalid-json", 2), ("{\"a\": tru}", "invalid-json", 7),
        ("\"\\x\"", "invalid-json", 2), ("\"\\ud800\"", "invalid-json", 2), ("[\"a\nb\"]", "invalid-json", 4),
        ("1e999", "invalid-json", 1),
    ])
    func malformedInputIsLocated(_ text: String, _ code: String, _ column: Int) throws {
        let error = try #require(failure(text))
        #expect(error.code == code)
        #expect(error.position.location.column == column, "\(error.message)")
    }

    @Test func duplicateKeysAreErrors() throws {
        let error = try #require(failure("{\n \"a\": 1,\n \"a\": 2\n}"))
        #expect(error.code == "duplicate-key")
        #expect(error.position.location.line == 3)
        #expect(error.message.contains("line 2"))
    }

    @Test func duplicateKeysInWideObjectsAreFound() throws {
        let members = (0..<100).map { "\"k\($0)\": \($0)" }.joined(separator: ",")
        let error = try #require(failure("{\(members), \"k42\": 0}"))
        #expect(error.code == "duplicate-key")
    }

    @Test func deepNestingIsAnErrorNotACrash() throws {
        let depth = 10_000
        let text = String(repeating: "{\"a\":", count: depth) + "1" + String(repeating: "}", count: depth)
        let error = try #require(failure(text))
        #expect(error.code == "nesting-too-deep")
        let arrays = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(failure(arrays)?.code == "nesting-too-deep")
    }

    @Test func invalidUTF8IsLocated() throws {
        var bytes = Array("{\n  \"name\": \"caf".utf8)
        bytes += [0xE9, 0x22, 0x7D]  // Latin-1 é, then "}
        let error = try #require(failure(bytes: bytes))
        #expect(error.code == "invalid-utf8")
        #expect((error.position.location.line, error.position.location.column) == (2, 15))
    }

    @Test(arguments: [[0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0xFF]] as [[UInt8]])
    func utf8ValidationRejectsIllFormedSequences(_ sequence: [UInt8]) {
        #expect(UTF8Validation.firstInvalidOffset(in: [0x41] + sequence) == 1)
    }

    @Test func utf8ValidationAcceptsWellFormedText() {
        #expect(UTF8Validation.firstInvalidOffset(in: Array("aé€𝄞".utf8)) == nil)
    }

    @Test func byteOrderMarkIsSkipped() throws {
        let root = try JSONReader.read(SourceFile(path: "t.json", bytes: [0xEF, 0xBB, 0xBF] + Array("{}".utf8)))
        #expect(root.object?.isEmpty == true)
    }
}
