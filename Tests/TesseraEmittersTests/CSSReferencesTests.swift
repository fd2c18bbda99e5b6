import Foundation
@testable import TesseraEmitters
import TesseraCore
import Testing

@Suite("CSS references option")
struct CSSReferencesTests {
    private let black = ColorValue(space: .srgb, components: [0, 0, 0])

    private var tokens: [Token] {
        [
            T.token("color.base", T.srgb(1, 0, 0)),
            T.token("color.brand", T.srgb(1, 0, 0), raw: #""{color.base}""#, aliasOf: "color.base"),
            T.token("size.border", .dimension(T.px(2))),
            T.token("border.focus", .border(Border(color: ColorValue(space: .srgb, components: [1, 0, 0]),
                                                  width: T.px(2), style: .keyword(.solid))),
                    raw: #"{"color": "{color.brand}", "width": "{size.border}", "style": "solid"}"#),
            T.token("border.pointer", .border(Border(color: black, width: T.px(2), style: .keyword(.solid))),
                    raw: ##"{"color": {"colorSpace": "srgb", "components": [0, 0, {"$ref": "#/x"}]}, "width": {"$ref": "#/size/border/$value"}, "style": "solid"}"##),
        ]
    }

    @Test("off by default: every value resolved")
    func off() {
        #expect(T.rule(":root", in: T.css(tokens)) == [
            "--color-base: #ff0000;", "--color-brand: #ff0000;", "--size-border: 2px;",
            "--border-focus: 2px solid #ff0000;", "--border-pointer: 2px solid #000000;",
        ])
    }

    @Test("on: whole aliases become var(), composite parts that were curly references too, pointers are inlined")
    func on() {
        #expect(T.rule(":root", in: T.css(tokens, options: #"{"references": true}"#)) == [
            "--color-base: #ff0000;", "--color-brand: var(--color-base);", "--size-border: 2px;",
            "--border-focus: var(--size-border) solid var(--color-brand);", "--border-pointer: 2px solid #000000;",
        ])
    }

    @Test("references use the target's final name, including prefix and collision suffix")
    func finalNames() {
        let tokens = [
            T.token("a", .number(1)),
            T.token("A", .number(2)),
            T.token("b", .number(2), raw: #""{A}""#, aliasOf: "A"),
        ]
        let css = T.css(tokens, options: #"{"references": true, "prefix": "ds"}"#)
        #expect(T.rule(":root", in: css) == ["--ds-a: 1;", "--ds-a-2: 2;", "--ds-b: var(--ds-a-2);"])
    }

    @Test("a wide-gamut alias needs no @supports copy: the target has one")
    func wideAlias() {
        let p3 = T.color(.displayP3, [0, 1, 0])
        let css = T.css([T.token("p3", p3), T.token("alias", p3, raw: #""{p3}""#, aliasOf: "p3")],
                        options: #"{"references": true}"#)
        #expect(T.rule(":root", in: css).last == "--alias: var(--p3);")
        #expect(css.components(separatedBy: "--alias").count == 2)
    }

    @Test("shadow and gradient lists: referenced items become var(), inline items keep part references")
    func lists() {
        let shadow = Shadow(color: black, offsetX: T.px(0), offsetY: T.px(1), blur: T.px(2), spread: T.px(0))
        let red = ColorValue(space: .srgb, components: [1, 0, 0])
        let tokens = [
            T.token("color.ink", .color(black)),
            T.token("shadow.low", .shadow([shadow, shadow])),
            T.token("shadow.stack", .shadow([shadow, shadow, shadow]),
                    raw: #"["{shadow.low}", {"color": "{color.ink}", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 1, "unit": "px"}, "blur": {"value": 2, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}]"#),
            T.token("stop", .number(0.25)),
            T.token("gradient.fade", .gradient([GradientStop(color: red, position: 0.25), GradientStop(color: black, position: 1)]),
                    raw: #"[{"color": {"colorSpace": "srgb", "components": [1, 0, 0]}, "position": "{stop}"}, {"color": "{color.ink}", "position": 1}]"#),
        ]
        let rule = T.rule(":root", in: T.css(tokens, options: #"{"references": true}"#))
        #expect(rule[2] == "--shadow-stack: var(--shadow-low), 0px 1px 2px 0px var(--color-ink);")
        #expect(rule[5] == "--gradient-fade: #ff0000 calc(var(--stop) * 100%), var(--color-ink) 100%;")
    }

    @Test("a list whose raw form does not line up with the resolved one is written resolved")
    func misalignedList() {
        let shadow = Shadow(color: black, offsetX: T.px(0), offsetY: T.px(1), blur: T.px(2), spread: T.px(0))
        let tokens = [
            T.token("shadow.low", .shadow([shadow])),
            T.token("shadow.odd", .shadow([shadow, shadow]), raw: #"["{shadow.low}"]"#),
        ]
        let rule = T.rule(":root", in: T.css(tokens, options: #"{"references": true}"#))
        #expect(rule[1] == "--shadow-odd: 0px 1px 2px 0px #000000, 0px 1px 2px 0px #000000;")
    }

    @Test("typography: an alias refers to the target's parts; part references become var()")
    func typography() {
        let body = Typography(
            fontFamily: ["Inter"], fontSize: T.px(16), fontWeight: 400, letterSpacing: T.px(0), lineHeight: 1.5)
        let tokens = [
            T.token("font.sans", .fontFamily(["Inter"])),
            T.token("text.body", .typography(body),
                    raw: #"{"fontFamily": "{font.sans}", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.5}"#),
            T.token("text.default", .typography(body), raw: #""{text.body}""#, aliasOf: "text.body"),
        ]
        let rule = T.rule(":root", in: T.css(tokens, options: #"{"references": true}"#))
        #expect(rule.contains("--text-body: 400 16px/1.5 var(--font-sans);"))
        #expect(rule.contains("--text-body-font-family: var(--font-sans);"))
        #expect(rule.contains("--text-default: var(--text-body);"))
        #expect(rule.contains("--text-default-font-size: var(--text-body-font-size);"))
        #expect(rule.contains("--text-default-line-height: var(--text-body-line-height);"))
    }
}
