import Testing
@testable import TesseraCore

/// JSONC and JSON5 through the positioned reader's relaxed syntax: what each form reads as, that
/// every value keeps its exact place, and what is counted for the warning.
@Suite struct RelaxedJSONReaderTests {
    func read(_ text: String) throws(JSONReader.Failure) -> JSONReader.Reading {
        try JSONReader.read(SourceFile(path: "t.json5", text: text), syntax: .relaxed)
    }

    func failure(_ text: String) -> JSONReader.Failure? {
        do throws(JSONReader.Failure) {
            _ = try read(text)
            return nil
        } catch {
            return error
        }
    }

    func location(_ node: JSONNode?) -> String {
        guard let location = node?.position?.location else { return "none" }
        return "\(location.line):\(location.column)"
    }

    @Test func commentsAndTrailingCommasKeepPositions() throws {
        let reading = try read("// head\n{\n  /* a */ \"a\": [1, 2,], // tail\n  \"b\": {\"c\": true,},\n}\n/* end */")
        let object = try #require(reading.node.object)
        #expect(object.keys == ["a", "b"])
        #expect(object["a"]?.array?.count == 2)
        #expect(location(object["a"]) == "3:16")
        #expect(location(object["b"]?.object?["c"]) == "4:14")
        #expect(object.member("a")?.keyPosition?.location.column == 11)
        #expect(reading.relaxations.count(of: .comment) == 4)
        #expect(reading.relaxations.count(of: .trailingComma) == 3)
        #expect(reading.relaxations.isJSONC)
    }

    @Test func emptyContainersHoldingOnlyComments() throws {
        let reading = try read("{\"a\": [ /* none */ ], \"b\": { // none\n }}")
        #expect(reading.node.object?["a"]?.array?.isEmpty == true)
        #expect(reading.node.object?["b"]?.object?.isEmpty == true)
        #expect(reading.relaxations.count(of: .trailingComma) == 0)
    }

    @Test func json5NamesStringsAndNumbers() throws {
        let text = "{unquoted: 'single \"q\"', $value: .5, _x: 5., hex: 0x1F, neg: -0xa, plus: +3, exp: 1.e2}"
        let reading = try read(text)
        let object = try #require(reading.node.object)
        #expect(object.keys == ["unquoted", "$value", "_x", "hex", "neg", "plus", "exp"])
        #expect(object["unquoted"]?.string == "single \"q\"")
        #expect(object["$value"]?.number == 0.5)
        #expect(object["_x"]?.number == 5)
        #expect(object["hex"]?.number == 31)
        #expect(object["neg"]?.number == -10)
        #expect(object["plus"]?.number == 3)
        #expect(object["exp"]?.number == 100)
        #expect(location(object["plus"]) == "1:74")
        let relaxations = reading.relaxations
        #expect(relaxations.count(of: .unquotedName) == 7)
        #expect(relaxations.count(of: .singleQuotedString) == 1)
        #expect(relaxations.count(of: .hexadecimalNumber) == 2)
        #expect(relaxations.count(of: .decimalPoint) == 3)
        #expect(relaxations.count(of: .plusSign) == 1)
        #expect(!relaxations.isJSONC)
    }

    @Test func json5Escapes() throws {
        let reading = try read("{\"a\": 'it\\'s \\x41\\v', \"b\": \"one \\\ntwo\", \"c\": \"\\é\"}")
        let object = try #require(reading.node.object)
        #expect(object["a"]?.string == "it's A\u{0B}")
        #expect(object["b"]?.string == "one two")
        #expect(object["c"]?.string == "é")
        #expect(reading.relaxations.count(of: .lineContinuation) == 1)
        #expect(reading.relaxations.count(of: .escape) == 4)
    }

    @Test func nonFiniteNumbersAreReadAndListed() throws {
        let reading = try read("{a: Infinity, b: -Infinity, c: NaN}")
        #expect(reading.node.object?["a"]?.number == .infinity)
        #expect(reading.node.object?["b"]?.number == -.infinity)
        #expect(reading.node.object?["c"]?.number?.isNaN == true)
        #expect(reading.relaxations.nonFinite.map(\.text) == ["Infinity", "-Infinity", "NaN"])
        #expect(reading.relaxations.nonFinite.map(\.offset) == [4, 17, 31])
    }

    @Test func json5Whitespace() throws {
        let reading = try read("{\u{A0}\"a\":\u{0B}1\u{2028}}")
        #expect(reading.node.object?["a"]?.number == 1)
        #expect(reading.relaxations.count(of: .whitespace) == 3)
    }

    @Test(arguments: [
        ("{\"a\": 1,,}", 9), ("[1,,]", 4), ("{\"a\": /* open", 7), ("{\"a\": 01}", 7), ("{\"a\": 0x}", 7),
        ("{\"a\": '\\1'}", 8), ("{\"a\": [1, {\"b\": ]}", 17), ("{1a: 2}", 2), ("{\"a\": +}", 7),
    ])
    func stillMalformed(_ text: String, _ column: Int) throws {
        let error = try #require(failure(text))
        #expect(error.code == "invalid-json")
        #expect(error.position.location.column == column, "\(error.message)")
    }

    @Test func plainJSONReadsTheSameEitherWay() throws {
        let text = "{\"a\": [1, -2.5e1, true, null, \"x\\u00e9\"], \"b\": {\"c\": 0}}"
        let relaxed = try read(text)
        let strict = try JSONReader.read(SourceFile(path: "t.json", text: text))
        #expect(relaxed.relaxations.isEmpty)
        #expect(relaxed.node.object?.keys == strict.object?.keys)
        #expect(location(relaxed.node.object?["b"]?.object?["c"]) == location(strict.object?["b"]?.object?["c"]))
    }
}
