@testable import TesseraEmitters
import TesseraCore

/// Hand-built resolved sets for the golden tests (the resolver is not part of these tests).
struct EmitterFixture: CustomStringConvertible, Sendable {
    var name: String
    var permutations: [ResolvedTokenSet]
    var modifiers: [ModifierInfo] = []

    var description: String { name }

    static let all: [EmitterFixture] = [kitchenSink, themes]

    static let kitchenSink: EmitterFixture = {
        let black = ColorValue(space: .srgb, components: [0, 0, 0], alpha: 0.25)
        let brand = ColorValue(space: .displayP3, components: [0.2, 0.45, 0.95])
        let red = ColorValue(space: .srgb, components: [0.9, 0.1, 0.1], hex: "#e61a1a")
        let typography = Typography(
            fontFamily: ["Inter", "Helvetica Neue", "sans-serif"], fontSize: T.rem(1), fontWeight: 400,
            letterSpacing: T.px(0), lineHeight: 1.5)
        let shadow = Shadow(color: black, offsetX: T.px(0), offsetY: T.px(1), blur: T.px(2), spread: T.px(0))
        let tokens = [
            T.token("color.brand.$root", .color(brand), description: "The brand colour, in Display P3."),
            T.token("color.brand.subtle", T.color(.oklch, [0.95, 0.03, 260])),
            T.token("color.danger", .color(red)),
            T.token("color.text", T.srgb(0.1, 0.1, 0.1), raw: #""{color.ink}""#, aliasOf: "color.ink"),
            T.token("color.ink", T.srgb(0.1, 0.1, 0.1)),
            T.token("color.overlay", .color(black), deprecated: .deprecated(reason: "Use shadow colours */ instead.")),
            T.token("color.hsl", T.color(.hsl, [nil, 0, 50])),
            T.token("color.lab", T.color(.lab, [60, -40, 30], alpha: 0.8)),
            T.token("space.base", .dimension(T.rem(1))),
            T.token("space.s", .dimension(T.rem(0.5)), raw: #"{"value": 0.5, "unit": "rem"}"#),
            T.token("radius.pill", .dimension(T.px(9999))),
            T.token("opacity.disabled", .number(0.4)),
            T.token("font.family.sans", .fontFamily(["Inter", "Helvetica Neue", "sans-serif"])),
            T.token("font.weight.bold", .fontWeight(700)),
            T.token("text.body", .typography(typography),
                    raw: #"{"fontFamily": "{font.family.sans}", "fontSize": {"value": 1, "unit": "rem"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.5}"#,
                    description: "Body copy"),
            T.token("motion.duration.fast", .duration(Duration(150, .ms))),
            T.token("motion.ease", .cubicBezier(CubicBezier(0.2, 0, 0, 1))),
            T.token("motion.fade", .transition(Transition(
                duration: Duration(150, .ms), delay: Duration(0, .ms), timingFunction: CubicBezier(0.2, 0, 0, 1))),
                    raw: #"{"duration": "{motion.duration.fast}", "delay": {"value": 0, "unit": "ms"}, "timingFunction": "{motion.ease}"}"#),
            T.token("border.focus", .border(Border(color: brand, width: T.px(2), style: .keyword(.solid))),
                    raw: #"{"color": "{color.brand.$root}", "width": {"value": 2, "unit": "px"}, "style": "solid"}"#),
            T.token("border.dashed", .border(Border(
                color: red, width: T.px(1), style: .dashes(dashArray: [T.px(4), T.px(2)], lineCap: .butt)))),
            T.token("shadow.raised", .shadow([shadow, Shadow(
                color: black, offsetX: T.px(0), offsetY: T.px(4), blur: T.px(8), spread: T.px(-2), inset: true)])),
            T.token("gradient.brand", .gradient([
                GradientStop(color: brand, position: 0), GradientStop(color: red, position: 1),
            ])),
            T.token("Legacy Group/Odd Name.🎨 Primary", T.srgb(0, 0.5, 1),
                    description: "*/ } body { color: red } /*"),
        ]
        return EmitterFixture(name: "kitchen-sink", permutations: [T.set(tokens)])
    }()

    static let themes: EmitterFixture = {
        func set(_ theme: String, _ contrast: String) -> ResolvedTokenSet {
            let dark = theme == "dark"
            let high = contrast == "high"
            let background = dark ? 0.07 : 1.0
            let text = high ? (dark ? 1.0 : 0.0) : (dark ? 0.87 : 0.2)
            return T.set([
                T.token("color.gray.0", T.srgb(1, 1, 1)),
                T.token("color.gray.100", T.srgb(0.07, 0.07, 0.07)),
                T.token("color.background", T.srgb(background, background, background),
                        raw: dark ? #""{color.gray.100}""# : #""{color.gray.0}""#,
                        aliasOf: dark ? "color.gray.100" : "color.gray.0",
                        description: "Page background"),
                T.token("color.text", T.srgb(text, text, text)),
                T.token("color.accent", T.color(.oklch, [dark ? 0.75 : 0.55, 0.2, 250])),
                T.token("space.gap", .dimension(T.rem(1))),
            ], [("theme", theme), ("contrast", contrast)])
        }
        return EmitterFixture(
            name: "themes",
            permutations: [set("light", "normal"), set("light", "high"), set("dark", "normal"), set("dark", "high")],
            modifiers: [
                ModifierInfo(name: "theme", contexts: ["light", "dark"], defaultContext: "light"),
                ModifierInfo(name: "contrast", contexts: ["normal", "high"], defaultContext: "normal"),
            ])
    }()
}
