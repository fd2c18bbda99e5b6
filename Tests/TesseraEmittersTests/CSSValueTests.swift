@testable import TesseraEmitters
import TesseraCore
import Testing

@Suite("CSS values")
struct CSSValueTests {
    /// The declarations written for a single token `x`.
    private func declarations(_ value: TokenValue, raw: String? = nil) -> [String] {
        T.rule(":root", in: T.css([T.token("x", value, raw: raw)]))
    }

    private func value(_ value: TokenValue) -> String {
        let lines = declarations(value).filter { !$0.hasPrefix("/*") }
        return lines.first.map { String($0.dropFirst("--x: ".count).dropLast()) } ?? "<none>"
    }

    @Test("sRGB colours: hex when 8-bit, #rrggbbaa for 8-bit alpha, rgb() otherwise")
    func srgb() {
        #expect(value(T.srgb(1, 0, 0)) == "#ff0000")
        #expect(value(T.srgb(0.2, 0.4, 0.6)) == "#336699")
        #expect(value(T.srgb(0.50196, 0, 1)) == "#8000ff")
        #expect(value(T.srgb(0, 0, 0, alpha: 0.2)) == "#00000033")
        #expect(value(T.srgb(0, 0, 0, alpha: 0.5)) == "rgb(0 0 0 / 0.5)")
        #expect(value(T.srgb(0.5, 0.5, 0.5)) == "rgb(127.5 127.5 127.5)")
        #expect(value(T.srgb(0.1, 0.5, 1)) == "rgb(25.5 127.5 255)")
        #expect(value(T.color(.srgb, [nil, 0, 1])) == "rgb(none 0 255)")
    }

    @Test("an sRGB colour's own hex is kept when its components round to it, and ignored when not")
    func writtenHex() {
        func hexed(_ components: [Double], _ hex: String) -> TokenValue {
            .color(ColorValue(space: .srgb, components: components, hex: hex))
        }
        // 0.1647 * 255 = 41.999 and 0.0314 * 255 = 8.007: the 4-decimal components of #2a8d08.
        #expect(value(hexed([0.1647, 0.5529, 0.0314], "#2a8d08")) == "#2a8d08")
        #expect(value(hexed([0.1647, 0.5529, 0.0314], "#2A8D08")) == "#2a8d08")
        // Within half a step of the hex, though not within 0.013 of an 8-bit value: the hex wins.
        #expect(value(hexed([0.5, 0.5, 0.5], "#808080")) == "#808080")
        // A hex the components do not match, or that is not six hex digits, is not used.
        #expect(value(hexed([0.5, 0.5, 0.5], "#ff0000")) == "rgb(127.5 127.5 127.5)")
        #expect(value(hexed([0.5, 0.5, 0.5], "#80808g")) == "rgb(127.5 127.5 127.5)")
        #expect(value(hexed([0.5, 0.5, 0.5], "#8080")) == "rgb(127.5 127.5 127.5)")
    }

    @Test("sRGB-family functions keep their own notation and none")
    func srgbFamily() {
        #expect(value(T.color(.hsl, [210, 50, 40])) == "hsl(210 50% 40%)")
        #expect(value(T.color(.hsl, [nil, 0, 50], alpha: 0.25)) == "hsl(none 0% 50% / 0.25)")
        #expect(value(T.color(.hwb, [90, 30, 5])) == "hwb(90 30% 5%)")
    }

    @Test("colours outside sRGB: an sRGB fallback in the main rule, the exact value under @supports")
    func wideGamut() {
        let css = T.css([
            T.token("p3", T.color(.displayP3, [1, 0, 0])),
            T.token("plain", T.srgb(0, 0, 1)),
            T.token("ok", T.color(.oklch, [0.7, 0.15, nil], alpha: 0.5)),
        ])
        let main = T.rule(":root", in: css)
        #expect(main.count == 3)
        // CSS Color 4 gamut mapping of display-p3 red is (1, 0.04457, 0.045932) in sRGB.
        #expect(main[0] == "--p3: #ff0b0c;")
        #expect(main[1] == "--plain: #0000ff;")
        #expect(main[2].hasPrefix("--ok: rgb(") && main[2].hasSuffix(" / 0.5);"))
        #expect(!main.joined().contains("oklch") && !main.joined().contains("display-p3"))
        #expect(css.contains("@supports (color: oklch(0 0 0)) {\n  :root {\n    --p3: color(display-p3 1 0 0);\n    --ok: oklch(0.7 0.15 none / 0.5);\n  }\n}\n"))
    }

    @Test("every CSS Color 4 space has its notation", arguments: [
        (ColorSpace.lab, "lab(50 20 -30)"), (.lch, "lch(50 20 -30)"), (.oklab, "oklab(50 20 -30)"),
        (.oklch, "oklch(50 20 -30)"), (.displayP3, "color(display-p3 50 20 -30)"),
        (.a98RGB, "color(a98-rgb 50 20 -30)"), (.prophotoRGB, "color(prophoto-rgb 50 20 -30)"),
        (.rec2020, "color(rec2020 50 20 -30)"), (.srgbLinear, "color(srgb-linear 50 20 -30)"),
        (.xyzD65, "color(xyz-d65 50 20 -30)"), (.xyzD50, "color(xyz-d50 50 20 -30)"),
    ])
    func notations(space: ColorSpace, expected: String) {
        var bytes: [UInt8] = []
        CSSColor.appendExact(ColorValue(space: space, components: [50, 20, -30]), to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == expected)
        #expect(CSSColor.needsFallback(ColorValue(space: space, components: [0, 0, 0])))
    }

    @Test("dimensions, durations, numbers, font weights, cubic Béziers")
    func primitives() {
        #expect(value(.dimension(T.px(16))) == "16px")
        #expect(value(.dimension(T.rem(1.5))) == "1.5rem")
        #expect(value(.dimension(T.px(0))) == "0px")
        #expect(value(.dimension(T.rem(-0.125))) == "-0.125rem")
        #expect(value(.duration(Duration(200, .ms))) == "200ms")
        #expect(value(.duration(Duration(0.2, .s))) == "0.2s")
        #expect(value(.number(1.5)) == "1.5")
        #expect(value(.number(0.1 + 0.2)) == "0.3")
        #expect(value(.number(1.0 / 3)) == "0.333333")
        #expect(value(.fontWeight(600)) == "600")
        #expect(value(.cubicBezier(CubicBezier(0.42, 0, 0.58, 1))) == "cubic-bezier(0.42, 0, 0.58, 1)")
    }

    @Test("font families: every name quoted and escaped, generic families bare")
    func fontFamily() {
        #expect(value(.fontFamily(["Inter", "Helvetica Neue", "sans-serif"])) ==
            #""Inter", "Helvetica Neue", sans-serif"#)
        #expect(value(.fontFamily([#"My "Quoted" \Font"#])) == #""My \"Quoted\" \\Font""#)
        #expect(value(.fontFamily(["a\nb", "</style>"])) == #""a\a b", "\3c /style>""#)
        #expect(value(.fontFamily(["-apple-system", "system-ui", "Serif"])) == #"-apple-system, system-ui, "Serif""#)
    }

    @Test("stroke styles: keywords as is, dash arrays fall back to dashed with a comment")
    func strokeStyle() {
        #expect(value(.strokeStyle(.keyword(.dotted))) == "dotted")
        let lines = declarations(.strokeStyle(.dashes(dashArray: [T.px(4), T.px(2)], lineCap: .round)))
        #expect(lines == ["/* dash array 4px 2px (round caps) has no CSS border-style; written as dashed */",
                          "--x: dashed;"])
    }

    @Test("border, transition")
    func borderAndTransition() {
        let border = Border(
            color: ColorValue(space: .srgb, components: [0, 0, 0]), width: T.px(1), style: .keyword(.solid))
        #expect(value(.border(border)) == "1px solid #000000")
        let transition = Transition(
            duration: Duration(200, .ms), delay: Duration(0, .ms), timingFunction: CubicBezier(0.5, 0, 1, 1))
        #expect(value(.transition(transition)) == "200ms 0ms cubic-bezier(0.5, 0, 1, 1)")
    }

    @Test("shadows: inset first, several joined with commas")
    func shadows() {
        let black = ColorValue(space: .srgb, components: [0, 0, 0], alpha: 0.2)
        let drop = Shadow(color: black, offsetX: T.px(0), offsetY: T.px(2), blur: T.px(4), spread: T.px(0))
        let inner = Shadow(
            color: black, offsetX: T.px(1), offsetY: T.px(1), blur: T.px(0), spread: T.px(-1), inset: true)
        #expect(value(.shadow([drop])) == "0px 2px 4px 0px #00000033")
        #expect(value(.shadow([drop, inner])) == "0px 2px 4px 0px #00000033, inset 1px 1px 0px -1px #00000033")
    }

    @Test("gradients: the stop list with percentages, for use inside any gradient function")
    func gradient() {
        let red = ColorValue(space: .srgb, components: [1, 0, 0])
        let blue = ColorValue(space: .srgb, components: [0, 0, 1])
        #expect(value(.gradient([GradientStop(color: red, position: 0), GradientStop(color: blue, position: 1)])) ==
            "#ff0000 0%, #0000ff 100%")
        #expect(value(.gradient([GradientStop(color: red, position: 1.0 / 3)])) == "#ff0000 33.333333%")
        #expect(declarations(.gradient([GradientStop(color: red, position: 0)])).first ==
            "/* gradient stops; use inside a gradient function: linear-gradient(90deg, var(--x)) */")
    }

    @Test("typography: the font shorthand plus one property per part")
    func typography() {
        let typography = Typography(
            fontFamily: ["Inter", "sans-serif"], fontSize: T.px(16), fontWeight: 600, letterSpacing: T.rem(0.01),
            lineHeight: 1.5)
        #expect(declarations(.typography(typography)) == [
            #"--x: 600 16px/1.5 "Inter", sans-serif;"#,
            #"--x-font-family: "Inter", sans-serif;"#,
            "--x-font-size: 16px;",
            "--x-font-weight: 600;",
            "--x-letter-spacing: 0.01rem;",
            "--x-line-height: 1.5;",
        ])
    }
}
