import Foundation
import TesseraCore
import Testing

@Suite("TokenValue.jsonNode")
struct TokenValueJSONTests {
    private func json(_ value: TokenValue) -> String {
        String(decoding: JSONWriter.serialize(value.jsonNode, style: .compact), as: UTF8.self)
    }

    @Test("colours: colorSpace, components with none, alpha only when not 1, hex when present")
    func colors() {
        #expect(json(.color(ColorValue(space: .srgb, components: [1, 0, 0.5]))) ==
            #"{"colorSpace":"srgb","components":[1,0,0.5]}"#)
        #expect(json(.color(ColorValue(space: .oklch, components: [0.7, 0.1, nil], alpha: 0.5, hex: "#aabbcc"))) ==
            ##"{"colorSpace":"oklch","components":[0.7,0.1,"none"],"alpha":0.5,"hex":"#aabbcc"}"##)
        #expect(json(.color(ColorValue(space: .displayP3, components: [1, 0, 0]))) ==
            #"{"colorSpace":"display-p3","components":[1,0,0]}"#)
    }

    @Test("dimension, duration, cubicBezier, number, fontWeight")
    func primitives() {
        #expect(json(.dimension(TesseraCore.Dimension(16, .px))) == #"{"value":16,"unit":"px"}"#)
        #expect(json(.dimension(TesseraCore.Dimension(1.5, .rem))) == #"{"value":1.5,"unit":"rem"}"#)
        #expect(json(.duration(Duration(200, .ms))) == #"{"value":200,"unit":"ms"}"#)
        #expect(json(.cubicBezier(CubicBezier(0.42, 0, 0.58, 1))) == "[0.42,0,0.58,1]")
        #expect(json(.number(1.25)) == "1.25")
        #expect(json(.fontWeight(700)) == "700")
    }

    @Test("fontFamily: one name as a string, several as an array")
    func fontFamily() {
        #expect(json(.fontFamily(["Inter"])) == #""Inter""#)
        #expect(json(.fontFamily(["Inter", "sans-serif"])) == #"["Inter","sans-serif"]"#)
    }

    @Test("strokeStyle keyword and dash object")
    func strokeStyle() {
        #expect(json(.strokeStyle(.keyword(.dashed))) == #""dashed""#)
        #expect(json(.strokeStyle(.dashes(dashArray: [TesseraCore.Dimension(4, .px), TesseraCore.Dimension(2, .px)], lineCap: .round))) ==
            #"{"dashArray":[{"value":4,"unit":"px"},{"value":2,"unit":"px"}],"lineCap":"round"}"#)
    }

    @Test("composites: border, transition, shadow (inset only when true), gradient, typography")
    func composites() {
        let black = ColorValue(space: .srgb, components: [0, 0, 0])
        #expect(json(.border(Border(color: black, width: TesseraCore.Dimension(1, .px), style: .keyword(.solid)))) ==
            #"{"color":{"colorSpace":"srgb","components":[0,0,0]},"width":{"value":1,"unit":"px"},"style":"solid"}"#)
        #expect(json(.transition(Transition(
            duration: Duration(200, .ms), delay: Duration(0, .ms), timingFunction: CubicBezier(0, 0, 1, 1)))) ==
            #"{"duration":{"value":200,"unit":"ms"},"delay":{"value":0,"unit":"ms"},"timingFunction":[0,0,1,1]}"#)
        let shadow = Shadow(
            color: black, offsetX: TesseraCore.Dimension(0, .px), offsetY: TesseraCore.Dimension(2, .px), blur: TesseraCore.Dimension(4, .px),
            spread: TesseraCore.Dimension(0, .px))
        #expect(json(.shadow([shadow])) ==
            #"{"color":{"colorSpace":"srgb","components":[0,0,0]},"offsetX":{"value":0,"unit":"px"},"offsetY":{"value":2,"unit":"px"},"blur":{"value":4,"unit":"px"},"spread":{"value":0,"unit":"px"}}"#)
        var inset = shadow
        inset.inset = true
        let two = json(.shadow([shadow, inset]))
        #expect(two.hasPrefix("[{"))
        #expect(two.components(separatedBy: "\"inset\":true").count == 2)
        #expect(json(.gradient([GradientStop(color: black, position: 0), GradientStop(color: black, position: 1)])) ==
            #"[{"color":{"colorSpace":"srgb","components":[0,0,0]},"position":0},{"color":{"colorSpace":"srgb","components":[0,0,0]},"position":1}]"#)
        let typography = Typography(
            fontFamily: ["Inter", "sans-serif"], fontSize: TesseraCore.Dimension(16, .px), fontWeight: 600,
            letterSpacing: TesseraCore.Dimension(0, .px), lineHeight: 1.5)
        #expect(json(.typography(typography)) ==
            #"{"fontFamily":["Inter","sans-serif"],"fontSize":{"value":16,"unit":"px"},"fontWeight":600,"letterSpacing":{"value":0,"unit":"px"},"lineHeight":1.5}"#)
    }
}

@Suite("JSONWriter.write(TokenValue)")
struct TokenValueStreamingTests {
    static let values: [TokenValue] = {
        let p3 = ColorValue(space: .displayP3, components: [1, nil, 0.25], alpha: 0.5, hex: "#ff0040")
        let black = ColorValue(space: .srgb, components: [0, 0, 0])
        let shadow = Shadow(color: black, offsetX: TesseraCore.Dimension(1, .px), offsetY: TesseraCore.Dimension(2, .px),
                            blur: TesseraCore.Dimension(3, .rem), spread: TesseraCore.Dimension(0, .px))
        var inset = shadow
        inset.inset = true
        return [
            .color(p3), .color(black), .dimension(TesseraCore.Dimension(0.5, .rem)), .fontFamily(["A"]),
            .fontFamily(["A", "b \"c\""]), .fontWeight(350), .duration(Duration(0.2, .s)),
            .cubicBezier(CubicBezier(0.1, -2, 0.9, 3)), .number(-1e-9), .strokeStyle(.keyword(.groove)),
            .strokeStyle(.dashes(dashArray: [TesseraCore.Dimension(1, .px)], lineCap: .square)),
            .border(Border(color: p3, width: TesseraCore.Dimension(1, .px), style: .keyword(.solid))),
            .transition(Transition(duration: Duration(1, .s), delay: Duration(5, .ms), timingFunction: CubicBezier(0, 0, 1, 1))),
            .shadow([shadow]), .shadow([shadow, inset]),
            .gradient([GradientStop(color: p3, position: 0.5)]),
            .typography(Typography(fontFamily: ["X", "Y"], fontSize: TesseraCore.Dimension(12, .px), fontWeight: 700,
                                   letterSpacing: TesseraCore.Dimension(-0.1, .px), lineHeight: 1.25)),
            .string("Say \"hi\"\n"), .boolean(false),
        ]
    }()

    @Test("streams exactly what serializing jsonNode writes, in both styles", arguments: values)
    func same(value: TokenValue) {
        for style in [JSONWriter.Style.pretty, .compact] {
            var writer = JSONWriter(style: style)
            writer.write(value)
            #expect(writer.bytes == JSONWriter.serialize(value.jsonNode, style: style))
        }
    }

    @Test("every value type is covered")
    func coverage() {
        #expect(Set(Self.values.map(\.type)) == Set(TokenType.allCases))
    }
}
