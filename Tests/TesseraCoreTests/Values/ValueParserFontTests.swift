import Testing
import TesseraCore

@Suite("ValueParser: fontFamily and fontWeight")
struct ValueParserFontTests {
    @Test("font families")
    func families() throws {
        #expect(try parseValue(#""Inter""#, as: .fontFamily).value == .fontFamily(["Inter"]))
        #expect(try parseValue(#"["Helvetica Neue", "Arial", "sans-serif"]"#, as: .fontFamily).value
            == .fontFamily(["Helvetica Neue", "Arial", "sans-serif"]))
        let empty = try parseValue("[]", as: .fontFamily)
        #expect(empty.codes == ["invalid-font-family"])
        #expect(empty.messages == ["fontFamily must be a string or a non-empty array of strings, found an empty array"])
        let mixed = try parseValue(#"["Inter", 42]"#, as: .fontFamily)
        #expect(mixed.messages == ["fontFamily item 2 must be a string, found 42"])
        #expect(mixed.lineColumns == ["1:11"])
        #expect(try parseValue("12", as: .fontFamily).codes == ["invalid-font-family"])
    }

    @Test("every weight alias", arguments: [
        ("thin", 100.0), ("hairline", 100), ("extra-light", 200), ("ultra-light", 200), ("light", 300),
        ("normal", 400), ("regular", 400), ("book", 400), ("medium", 500), ("semi-bold", 600),
        ("demi-bold", 600), ("bold", 700), ("extra-bold", 800), ("ultra-bold", 800), ("black", 900),
        ("heavy", 900), ("extra-black", 950), ("ultra-black", 950),
    ])
    func aliases(_ alias: String, _ weight: Double) throws {
        let parsed = try parseValue("\"\(alias)\"", as: .fontWeight)
        #expect(parsed.value == .fontWeight(weight))
        #expect(parsed.log.isEmpty)
    }

    @Test("numeric weights")
    func numericWeights() throws {
        #expect(try parseValue("1", as: .fontWeight).value == .fontWeight(1))
        #expect(try parseValue("1000", as: .fontWeight).value == .fontWeight(1000))
        #expect(try parseValue("450.5", as: .fontWeight).value == .fontWeight(450.5))
    }

    @Test("invalid weights", arguments: [
        ("0", "fontWeight must be in [1, 1000], found 0"),
        ("1001", "found 1001"),
        (#""BOLD""#, #"fontWeight aliases are case-sensitive: write "bold", found "BOLD""#),
        (#""Semi-Bold""#, #"write "semi-bold""#),
        (#""super-bold""#, #"fontWeight "super-bold" is not a weight alias; use a number in [1, 1000] or one of thin, hairline"#),
        (#""700""#, #"fontWeight "700" is not a weight alias"#),
        ("true", "found true"),
        ("null", "found null"),
    ])
    func invalidWeights(_ json: String, _ expected: String) throws {
        let parsed = try parseValue(json, as: .fontWeight)
        #expect(parsed.value == nil)
        #expect(parsed.codes == ["invalid-font-weight"])
        #expect(parsed.messages.first?.contains(expected) == true, "\(parsed.messages)")
    }
}
