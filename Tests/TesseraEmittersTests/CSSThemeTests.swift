import Foundation
@testable import TesseraEmitters
import TesseraCore
import Testing

@Suite("CSS themes")
struct CSSThemeTests {
    private func gray(_ level: Double) -> TokenValue { T.srgb(level, level, level) }

    @Test("one modifier: the other context repeats only the tokens that differ")
    func oneModifier() {
        let comfortable = T.set([T.token("space.s", .dimension(T.px(8))), T.token("radius", .dimension(T.px(4)))],
                                [("density", "comfortable")])
        let compact = T.set([T.token("space.s", .dimension(T.px(4))), T.token("radius", .dimension(T.px(4)))],
                            [("density", "compact")])
        let css = T.emit(CSSEmitter(), [comfortable, compact]).files[0].text
        #expect(T.rule(":root", in: css) == ["--space-s: 8px;", "--radius: 4px;"])
        #expect(T.rule(#"[data-density="compact"]"#, in: css) == ["--space-s: 4px;"])
        #expect(!css.contains("prefers-color-scheme"))
        #expect(css.contains(" *   data-density: comfortable (default), compact\n"))
    }

    @Test("a theme with no differences writes no rule")
    func identical() {
        let tokens = [T.token("a", .number(1))]
        let css = T.emit(CSSEmitter(), [T.set(tokens, [("size", "m")]), T.set(tokens, [("size", "l")])]).files[0].text
        #expect(!css.contains("data-size=\""))
        #expect(!css.contains("Themes:"))
    }

    /// theme × contrast, default light/normal, in resolver order.
    private func twoModifiers() -> [ResolvedTokenSet] {
        func set(_ theme: String, _ contrast: String, bg: Double, fg: Double, border: Double, accent: Double,
                 special: Double) -> ResolvedTokenSet {
            T.set([
                T.token("same", .number(1)),
                T.token("bg", gray(bg)), T.token("fg", gray(fg)), T.token("border", gray(border)),
                T.token("accent", gray(accent)), T.token("special", gray(special)),
            ], [("theme", theme), ("contrast", contrast)])
        }
        return [
            set("light", "normal", bg: 1, fg: 0.4, border: 0.8, accent: 0.2, special: 0.2),
            set("light", "high", bg: 1, fg: 0, border: 0.6, accent: 0.2, special: 0.4),
            set("dark", "normal", bg: 0, fg: 0.8, border: 0.8, accent: 0.6, special: 0.6),
            set("dark", "high", bg: 0, fg: 1, border: 0.6, accent: 0.6, special: 0.4),
        ]
    }

    @Test("two modifiers: single-modifier rules, then compound rules only for tokens the cascade gets wrong")
    func twoModifierDiff() {
        let modifiers = [
            ModifierInfo(name: "theme", contexts: ["light", "dark"], defaultContext: "light"),
            ModifierInfo(name: "contrast", contexts: ["normal", "high"], defaultContext: "normal"),
        ]
        let css = T.emit(CSSEmitter(), twoModifiers(), modifiers: modifiers).files[0].text
        #expect(T.rule(":root", in: css).count == 6)
        #expect(T.rule(#"[data-contrast="high"]"#, in: css) == ["--fg: #000000;", "--border: #999999;", "--special: #666666;"])
        #expect(T.rule(#"[data-theme="dark"]"#, in: css) == [
            "--bg: #000000;", "--fg: #cccccc;", "--accent: #999999;", "--special: #999999;",
        ])
        // border comes from the contrast rule and accent from the theme rule; fg and special are
        // overridden by the later theme rule and must be repeated.
        #expect(T.rule(#"[data-theme="dark"][data-contrast="high"]"#, in: css) == ["--fg: #ffffff;", "--special: #666666;"])
        let order = [#"[data-contrast="high"] {"#, #"[data-theme="dark"] {"#, #"[data-theme="dark"][data-contrast="high"] {"#,
                     "@media (prefers-color-scheme: dark) {"]
        let offsets = order.map { css.range(of: $0)?.lowerBound }
        #expect(offsets.allSatisfy { $0 != nil })
        #expect(offsets.compactMap { $0 }.sorted() == offsets.compactMap { $0 })
        #expect(!css.contains("--same: 1;\n}") || T.rule(":root", in: css).contains("--same: 1;"))
        #expect(css.components(separatedBy: "--same:").count == 2, "a token equal everywhere appears once")
    }

    @Test("light/dark: the system setting applies dark values when no theme attribute is set")
    func colorScheme() {
        let modifiers = [
            ModifierInfo(name: "theme", contexts: ["light", "dark"], defaultContext: "light"),
            ModifierInfo(name: "contrast", contexts: ["normal", "high"], defaultContext: "normal"),
        ]
        let css = T.emit(CSSEmitter(), twoModifiers(), modifiers: modifiers).files[0].text
        // With high contrast and no theme attribute, the first dark rule (more specific than the
        // contrast rule) gives the wrong fg and special: they are repeated.
        #expect(css.contains("""
            @media (prefers-color-scheme: dark) {
              :root:not([data-theme]) {
                --bg: #000000;
                --fg: #cccccc;
                --accent: #999999;
                --special: #999999;
              }

              :root:not([data-theme])[data-contrast="high"] {
                --fg: #ffffff;
                --special: #666666;
              }
            }
            """))
        #expect(css.contains(" * Without a data-theme attribute, the system's dark mode selects dark.\n"))
    }

    @Test("dark as the default: the system's light mode selects light; context names match case-insensitively")
    func darkDefault() {
        let dark = T.set([T.token("bg", gray(0))], [("Mode", "Dark")])
        let light = T.set([T.token("bg", gray(1))], [("Mode", "Light")])
        let css = T.emit(CSSEmitter(), [dark, light]).files[0].text
        #expect(T.rule(#"[data-mode="Light"]"#, in: css) == ["--bg: #ffffff;"])
        #expect(css.contains("@media (prefers-color-scheme: light) {\n  :root:not([data-mode]) {\n    --bg: #ffffff;\n  }\n}\n"))
    }

    @Test("tokens only some permutations have are written in their rule, with their comments")
    func extraTokens() {
        let base = T.set([T.token("a", .number(1))], [("brand", "acme")])
        let other = T.set([T.token("a", .number(1)), T.token("promo", .number(2), description: "Only for Globex")],
                          [("brand", "globex")])
        let css = T.emit(CSSEmitter(), [base, other]).files[0].text
        #expect(T.rule(":root", in: css) == ["--a: 1;"])
        #expect(T.rule(#"[data-brand="globex"]"#, in: css) == ["/* Only for Globex */", "--promo: 2;"])
    }

    @Test("attribute values are escaped; a custom selector is used for the main rule and the media rule")
    func escapingAndSelector() {
        let base = T.set([T.token("a", .number(1))], [("theme", "light")])
        let odd = T.set([T.token("a", .number(2))], [("theme", #"dark "x"]"#)])
        let dark = T.set([T.token("a", .number(3))], [("theme", "dark")])
        let css = T.emit(CSSEmitter(), [base, odd, dark], options: #"{"selector": ".tokens, .x"}"#).files[0].text
        #expect(T.rule(".tokens, .x", in: css) == ["--a: 1;"])
        #expect(T.rule(#"[data-theme="dark \"x\"]"]"#, in: css) == ["--a: 2;"])
        #expect(css.contains(":is(.tokens, .x):not([data-theme]) {"))
    }

    @Test("wide-gamut colours in a themed rule: its @supports copy follows it directly")
    func wideGamutInTheme() {
        let light = T.set([T.token("brand", T.color(.displayP3, [1, 0, 0]))], [("theme", "light")])
        let dark = T.set([T.token("brand", T.color(.displayP3, [0.5, 0, 0]))], [("theme", "dark")])
        let css = T.emit(CSSEmitter(), [light, dark]).files[0].text
        #expect(css.contains("""
            [data-theme="dark"] {
              --brand: #
            """))
        #expect(css.contains("""
            @supports (color: oklch(0 0 0)) {
              [data-theme="dark"] {
                --brand: color(display-p3 0.5 0 0);
              }
            }
            """))
        #expect(css.contains("""
              @supports (color: oklch(0 0 0)) {
                :root:not([data-theme]) {
                  --brand: color(display-p3 0.5 0 0);
                }
              }
            }
            """))
    }

    @Test("with references, a token whose alias target changes is repeated even if the values match")
    func referencesDiff() {
        func set(_ theme: String, target: String) -> ResolvedTokenSet {
            T.set([
                T.token("black", gray(0)), T.token("ink", gray(0)),
                T.token("text", gray(0), raw: "\"{\(target)}\"", aliasOf: target),
            ], [("theme", theme)])
        }
        let css = T.emit(CSSEmitter(), [set("a", target: "black"), set("b", target: "ink")],
                         options: #"{"references": true}"#).files[0].text
        #expect(T.rule(#"[data-theme="b"]"#, in: css) == ["--text: var(--ink);"])
    }
}
