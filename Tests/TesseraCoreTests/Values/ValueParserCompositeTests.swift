import Testing
import TesseraCore

@Suite("ValueParser: strokeStyle, border, transition")
struct ValueParserCompositeTests {
    @Test("stroke keywords", arguments: StrokeStyle.Keyword.allCases)
    func strokeKeywords(_ keyword: StrokeStyle.Keyword) throws {
        #expect(try parseValue("\"\(keyword.rawValue)\"", as: .strokeStyle).value == .strokeStyle(.keyword(keyword)))
    }

    @Test("dashed stroke object")
    func dashedStroke() throws {
        let parsed = try parseValue(#"{"dashArray": [\#(Snippet.px(4)), {"value": 0.5, "unit": "rem"}], "lineCap": "round"}"#, as: .strokeStyle)
        #expect(parsed.value == .strokeStyle(.dashes(dashArray: [Dimension(4, .px), Dimension(0.5, .rem)], lineCap: .round)))
    }

    @Test("stroke errors", arguments: [
        (#""wavy""#, #"strokeStyle must be one of "solid", "dashed", "dotted", "double", "groove", "ridge", "outset" or "inset" or a {dashArray, lineCap} object, found "wavy""#),
        (#"{"dashArray": [], "lineCap": "round"}"#, "strokeStyle dashArray must be a non-empty array of dimensions, found an empty array"),
        (#"{"dashArray": [4, 2], "lineCap": "round"}"#, "strokeStyle dashArray item 1: dimension must be an object"),
        (#"{"dashArray": [{"value": 4, "unit": "px"}], "lineCap": "beveled"}"#, #"strokeStyle lineCap must be "round", "butt" or "square", found "beveled""#),
        (#"{"dashArray": [{"value": 4, "unit": "px"}]}"#, #"strokeStyle is missing the required key "lineCap""#),
        (#"{"lineCap": "butt"}"#, #"missing the required key "dashArray""#),
        ("3", "found 3"),
    ])
    func strokeErrors(_ json: String, _ expected: String) throws {
        let parsed = try parseValue(json, as: .strokeStyle)
        #expect(parsed.value == nil)
        #expect(!parsed.codes.isEmpty && parsed.codes.allSatisfy { $0 == "invalid-stroke-style" })
        #expect(parsed.messages.contains { $0.contains(expected) }, "\(parsed.messages)")
    }

    @Test("borders")
    func borders() throws {
        let parsed = try parseValue(#"{"color": \#(Snippet.red), "width": \#(Snippet.px(1)), "style": "dashed"}"#, as: .border)
        #expect(parsed.value == .border(Border(
            color: ColorValue(space: .srgb, components: [1, 0, 0]), width: Dimension(1, .px), style: .keyword(.dashed))))
    }

    @Test("border sub-value errors use the border code and name the path")
    func borderErrors() throws {
        let json = """
            {
              "color": "red",
              "width": {"value": 1, "unit": "em"},
              "style": 2
            }
            """
        let parsed = try parseValue(json, as: .border)
        #expect(parsed.value == nil)
        #expect(parsed.codes == ["invalid-border", "invalid-border", "invalid-border"])
        #expect(parsed.messages[0].hasPrefix(#"border color: color must be an object {"colorSpace""#))
        #expect(parsed.messages[0].hasSuffix(##"found "red"; `--lenient` (or `import: lenient`) reads this as {"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#ff0000"}, which is what to write instead"##))
        #expect(parsed.messages[1].hasPrefix(#"border width: dimension unit must be "px" or "rem", found "em"; `--lenient` (or `import: lenient`) keeps it as a relative length"#))
        #expect(parsed.messages[2].hasPrefix("border style: strokeStyle must be a keyword"))
        #expect(parsed.lineColumns == ["2:12", "3:33", "4:12"])

        let missing = try parseValue(#"{"color": \#(Snippet.red), "style": "solid"}"#, as: .border)
        #expect(missing.messages == [#"border is missing the required key "width"; expected {"color": color, "width": dimension, "style": strokeStyle}"#])
    }

    @Test("transitions")
    func transitions() throws {
        let valid = try parseValue(#"{"duration": \#(Snippet.ms(200)), "delay": {"value": 0, "unit": "s"}, "timingFunction": [0.5, 0, 1, 1]}"#, as: .transition)
        #expect(valid.value == .transition(Transition(duration: Duration(200, .ms), delay: Duration(0, .s), timingFunction: CubicBezier(0.5, 0, 1, 1))))

        let missing = try parseValue(#"{"duration": \#(Snippet.ms(200)), "timingFunction": [0.5, 0, 1, 1]}"#, as: .transition)
        #expect(missing.codes == ["invalid-transition"])
        #expect(missing.messages[0].hasPrefix(#"transition is missing the required key "delay""#))

        let bad = try parseValue(#"{"duration": \#(Snippet.ms(200)), "delay": \#(Snippet.px(0)), "timingFunction": [2, 0, 1, 1]}"#, as: .transition)
        #expect(bad.codes == ["invalid-transition", "invalid-transition"])
        #expect(bad.messages == [
            #"transition delay: duration unit must be "ms" or "s", found "px""#,
            "transition timingFunction: cubicBezier x1 must be in [0, 1], found 2",
        ])
    }
}
