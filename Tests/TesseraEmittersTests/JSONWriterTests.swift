import TesseraCore
import Testing

@Suite("JSONWriter")
struct JSONWriterTests {
    private func text(_ node: JSONNode, _ style: JSONWriter.Style = .compact) -> String {
        String(decoding: JSONWriter.serialize(node, style: style), as: UTF8.self)
    }

    private func number(_ value: Double) -> String { text(JSONNode(.number(value))) }

    @Test("integers are written without a fraction")
    func integers() {
        #expect(number(0) == "0")
        #expect(number(-0.0) == "0")
        #expect(number(16) == "16")
        #expect(number(-42) == "-42")
        #expect(number(1000) == "1000")
        #expect(number(9_007_199_254_740_991) == "9007199254740991")
    }

    @Test("other doubles use the shortest round-trip form with a plain exponent")
    func doubles() {
        #expect(number(0.1) == "0.1")
        #expect(number(1.5) == "1.5")
        #expect(number(0.1 + 0.2) == "0.30000000000000004")
        #expect(number(-0.25) == "-0.25")
        #expect(number(1e-7) == "1e-7")
        #expect(number(1.5e-10) == "1.5e-10")
        #expect(number(1e21) == "1e21")
        #expect(number(2.5e300) == "2.5e300")
        #expect(number(Double.leastNonzeroMagnitude) == "5e-324")
        for value in [0.1, 1.0 / 3, 123.456, 1e-7, 6.02e23, -2.5e-300] as [Double] {
            #expect(Double(number(value)) == value, "\(value) must round-trip")
        }
    }

    @Test("non-finite numbers have no JSON form and become null")
    func nonFinite() {
        #expect(number(.infinity) == "null")
        #expect(number(.nan) == "null")
    }

    @Test("strings escape quotes, backslashes, control characters and U+2028/U+2029")
    func escapes() {
        let escaped = text(JSONNode(.string("a\"b\\c\n\r\t\u{8}\u{C}\u{1}\u{1F}\u{2028}\u{2029}/é😀")))
        #expect(escaped == #""a\"b\\c\n\r\t\b\f\u0001\u001f\u2028\u2029/é😀""#)
        #expect(text(JSONNode(.string(""))) == #""""#)
    }

    @Test("escaped output is read back to the same string")
    func escapeRoundTrip() throws {
        let original = "quote\" back\\slash \u{0} nul \u{2028} sep 🎨 \u{7F}"
        let bytes = JSONWriter.serialize(JSONNode(.string(original)))
        let node = try JSONReader.read(SourceFile(path: "x.json", bytes: bytes))
        #expect(node.string == original)
    }

    @Test("pretty style indents two spaces and keeps member order; empty containers and short scalar arrays stay on one line")
    func pretty() {
        let node = JSONNode(.object(JSONObject([
            JSONMember(key: "z", value: JSONNode(.number(1))),
            JSONMember(key: "a", value: JSONNode(.array([JSONNode(.bool(true)), JSONNode(.null)]))),
            JSONMember(key: "empty", value: JSONNode(.object(JSONObject()))),
            JSONMember(key: "none", value: JSONNode(.array([]))),
        ])))
        #expect(text(node, .pretty) == """
            {
              "z": 1,
              "a": [true, null],
              "empty": {},
              "none": []
            }
            """)
        #expect(text(node) == #"{"z":1,"a":[true,null],"empty":{},"none":[]}"#)
    }

    @Test("arrays holding containers, or longer than the limit, get one element per line")
    func blockArrays() {
        let nested = JSONNode(.array([JSONNode(.array([])), JSONNode(.number(1))]))
        #expect(text(nested, .pretty) == "[\n  [],\n  1\n]")
        let long = JSONNode(.array((0...JSONWriter.inlineArrayLimit).map { JSONNode(.number(Double($0))) }))
        #expect(text(long, .pretty).hasPrefix("[\n  0,\n  1,"))
    }

    @Test("the streaming API writes the same text as serializing a node")
    func streaming() {
        var writer = JSONWriter(style: .pretty)
        writer.beginObject()
        writer.key("a")
        writer.beginArray(inline: true)
        writer.number(1)
        writer.string("x")
        writer.endArray()
        writer.key("b")
        writer.bool(false)
        writer.endObject()
        let node = JSONNode(.object(JSONObject([
            JSONMember(key: "a", value: JSONNode(.array([JSONNode(.number(1)), JSONNode(.string("x"))]))),
            JSONMember(key: "b", value: JSONNode(.bool(false))),
        ])))
        #expect(writer.bytes == JSONWriter.serialize(node, style: .pretty))
    }

    @Test("runs of members written apart and joined give the bytes of one writer")
    func joinedMembers() {
        func member(_ index: Int, to writer: inout JSONWriter) {
            writer.key("m\(index)")
            writer.beginObject()
            writer.plainKey("value")
            writer.number(Double(index) / 3)
            writer.endObject()
        }
        for style in [JSONWriter.Style.pretty, .compact] {
            var whole = JSONWriter(style: style)
            whole.beginObject()
            whole.key("group")
            whole.beginObject()
            for index in 0..<5 { member(index, to: &whole) }
            whole.endObject()
            whole.endObject()

            var joined = JSONWriter(style: style)
            joined.beginObject()
            joined.key("group")
            joined.beginObject()
            for run in [0..<2, 2..<2, 2..<5] {
                var part = JSONWriter(style: style, membersAtDepth: joined.depth, afterMembers: run.lowerBound > 0)
                for index in run { member(index, to: &part) }
                joined.appendMembers(part.bytes)
            }
            joined.endObject()
            joined.endObject()
            #expect(joined.bytes == whole.bytes)
        }
    }

    @Test("with repeated numbers the writer keeps their text, which is the text it formats")
    func repeatedNumbers() {
        let values = (0..<3_000).map { Double($0 % 600) / 255 } + [0.1, -0.25, 1e-7, 2.5e300, -2.2250738585072014e-308, 1e21, 16, -0.0]
        var cached = JSONWriter(style: .compact, repeatedNumbers: true)
        var plain = JSONWriter(style: .compact)
        cached.beginArray()
        plain.beginArray()
        for value in values + values {
            cached.number(value)
            plain.number(value)
        }
        cached.endArray()
        plain.endArray()
        #expect(cached.bytes == plain.bytes)
        #expect(String(decoding: plain.bytes, as: UTF8.self).hasPrefix("[0,0.00392156862745098,0.00784313725490196,"))
    }

    @Test("long strings and escapes are written in order around the writer's own buffer")
    func longStrings() {
        let long = String(repeating: "abcdefghij", count: 40)
        let strings = [long, "x", long + "\"" + long, "é\u{2028}", String(repeating: "y", count: 250), long]
        var writer = JSONWriter(style: .compact)
        writer.beginArray()
        for string in strings { writer.string(string) }
        writer.endArray()
        let node = JSONNode(.array(strings.map { JSONNode(.string($0)) }))
        #expect(writer.bytes == JSONWriter.serialize(node, style: .compact))
        let read = try? JSONReader.read(SourceFile(path: "x.json", bytes: writer.bytes))
        #expect(read?.array?.compactMap(\.string) == strings)
    }
}
