import Testing
import TesseraCore

@Suite("ValueParser: dimension, duration, number, cubicBezier")
struct ValueParserPrimitiveTests {
    @Test("dimensions")
    func dimensions() throws {
        #expect(try parseValue(#"{"value": 16, "unit": "px"}"#, as: .dimension).value == .dimension(Dimension(16, .px)))
        #expect(try parseValue(#"{"unit": "rem", "value": -0.5}"#, as: .dimension).value == .dimension(Dimension(-0.5, .rem)))
        #expect(try parseValue(#"{"value": 0, "unit": "px"}"#, as: .dimension).log.isEmpty)

        let em = try parseValue(#"{"value": 1, "unit": "em"}"#, as: .dimension)
        #expect(em.value == nil)
        #expect(em.codes == ["invalid-dimension"])
        #expect(em.messages.count == 1)
        #expect(em.messages.first?.hasPrefix(#"dimension unit must be "px" or "rem", found "em"; `--lenient` (or `import: lenient`) keeps it as a relative length"#) == true)
        #expect(em.lineColumns == ["1:22"])
    }

    @Test("dimension shape errors", arguments: [
        (#"{"value": 0}"#, #"dimension is missing the required key "unit""#),
        (#"{"unit": "px"}"#, #"missing the required key "value""#),
        (#"{"value": "16", "unit": "px"}"#, #"dimension value must be a number, found "16"; write the number without quotes"#),
        (#"{"value": 1, "unit": "px", "scale": 2}"#, #"dimension has an unexpected key "scale"; a dimension object allows only "value" and "unit""#),
        (#""16px""#, #"dimension must be an object {"value": number, "unit": "px" | "rem"}, found "16px""#),
        ("16", "found 16"),
        ("null", "found null"),
        (#"{"value": 1, "unit": "PX"}"#, #"found "PX""#),
    ])
    func dimensionErrors(_ json: String, _ expected: String) throws {
        let parsed = try parseValue(json, as: .dimension)
        #expect(parsed.value == nil)
        #expect(parsed.codes.first == "invalid-dimension")
        #expect(parsed.messages.contains { $0.contains(expected) }, "\(parsed.messages)")
    }

    @Test("durations")
    func durations() throws {
        #expect(try parseValue(#"{"value": 200, "unit": "ms"}"#, as: .duration).value == .duration(Duration(200, .ms)))
        #expect(try parseValue(#"{"value": 1.5, "unit": "s"}"#, as: .duration).value == .duration(Duration(1.5, .s)))
        let seconds = try parseValue(#"{"value": 1, "unit": "sec"}"#, as: .duration)
        #expect(seconds.codes == ["invalid-duration"])
        #expect(seconds.messages == [#"duration unit must be "ms" or "s", found "sec""#])
        #expect(try parseValue(#""200ms""#, as: .duration).codes == ["invalid-duration"])
        #expect(try parseValue(#"{"value": 200}"#, as: .duration).codes == ["invalid-duration"])
    }

    @Test("numbers")
    func numbers() throws {
        #expect(try parseValue("1.5", as: .number).value == .number(1.5))
        #expect(try parseValue("-3", as: .number).value == .number(-3))
        let quoted = try parseValue(#""1.5""#, as: .number)
        #expect(quoted.codes == ["invalid-number"])
        #expect(quoted.messages == [#"number value must be a JSON number, found "1.5"; write the number without quotes"#])
        #expect(try parseValue("null", as: .number).codes == ["invalid-number"])
        #expect(try parseValue("true", as: .number).codes == ["invalid-number"])
    }

    @Test("cubic Béziers")
    func cubicBeziers() throws {
        #expect(try parseValue("[0.42, 0, 0.58, 1]", as: .cubicBezier).value == .cubicBezier(CubicBezier(0.42, 0, 0.58, 1)))
        #expect(try parseValue("[0, -2.5, 1, 3]", as: .cubicBezier).log.isEmpty, "y may overshoot")

        let outside = try parseValue("[0.5, 0, 1.1, 1]", as: .cubicBezier)
        #expect(outside.codes == ["invalid-cubic-bezier"])
        #expect(outside.messages == ["cubicBezier x2 must be in [0, 1], found 1.1"])
        #expect(outside.lineColumns == ["1:10"])

        let cases: [(String, String)] = [
            ("[0, 0, 1]", "exactly 4 numbers [x1, y1, x2, y2], found 3 items"),
            ("[0, 0, 1, 1, 0]", "found 5 items"),
            (#"[-0.1, 0, 1, 1]"#, "x1 must be in [0, 1], found -0.1"),
            (#"["0", 0, 1, 1]"#, #"x1 must be a number, found "0""#),
            (#""ease-in""#, #"found "ease-in""#),
            (#"{"x1": 0}"#, "found an object"),
        ]
        for (json, expected) in cases {
            let parsed = try parseValue(json, as: .cubicBezier)
            #expect(parsed.value == nil, "\(json)")
            #expect(parsed.messages.contains { $0.contains(expected) }, "\(json): \(parsed.messages)")
        }
    }
}
