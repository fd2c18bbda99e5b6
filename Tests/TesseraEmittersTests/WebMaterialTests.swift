import Foundation
@testable import TesseraEmitters
import TesseraCore
import Testing

/// Materials (`dev.tessera.material`) in the css and ts outputs: glass as `backdrop-filter` over
/// its tint, and the matte fallback (the tint of the context that makes it opaque) where the
/// filter is unsupported and under `prefers-reduced-transparency`.
@Suite("Web materials")
struct WebMaterialTests {
    private let material = #"{"dev.tessera.material": {"swiftUI": "ultraThinMaterial"}}"#

    /// theme × transparency; the reduced context blurs nothing and makes the tint opaque.
    private func permutations() -> [ResolvedTokenSet] {
        func set(_ theme: String, _ transparency: String) -> ResolvedTokenSet {
            let reduced = transparency == "reduced"
            let surface = theme == "dark" ? T.srgb(0, 0, 0) : T.srgb(1, 1, 1)
            return T.set([
                T.token("surface", surface),
                T.token("glass.blur", .dimension(T.px(reduced ? 0 : 20)), extensions: reduced ? nil : material),
                reduced ? T.token("glass.tint", surface, raw: #""{surface}""#, aliasOf: "surface")
                    : T.token("glass.tint", T.srgb(1, 1, 1, alpha: 0.2)),
                T.token("glass.saturation", .number(reduced ? 1 : 1.5)),
            ], [("theme", theme), ("transparency", transparency)])
        }
        return [set("dark", "default"), set("dark", "reduced"), set("light", "default"), set("light", "reduced")]
    }

    @Test("the css has the class, the @supports fallback and the prefers-reduced-transparency fallback")
    func cssFallbacks() throws {
        let css = T.emit(CSSEmitter(), permutations(), options: #"{"references": true}"#).files[0].text
        #expect(T.rule(".glass", in: css) == [
            "background-color: var(--glass-tint);",
            "-webkit-backdrop-filter: blur(var(--glass-blur)) saturate(var(--glass-saturation));",
            "backdrop-filter: blur(var(--glass-blur)) saturate(var(--glass-saturation));",
        ])
        let supports = try #require(css.range(of: "@supports not ((backdrop-filter: blur(1px)) or (-webkit-backdrop-filter: blur(1px))) {\n"))
        let media = try #require(css.range(of: "@media (prefers-reduced-transparency: reduce) {\n"))
        #expect(css[supports.upperBound...].hasPrefix("  .glass {\n    background-color: var(--glass-matte);\n  }\n}\n"))
        #expect(css[media.upperBound...].hasPrefix(
            "  .glass {\n    background-color: var(--glass-matte);\n    -webkit-backdrop-filter: none;\n    backdrop-filter: none;\n  }\n}\n"))
    }

    @Test("the matte is the reduced tint of the same theme, carried by the theme rules")
    func matteFollowsTheme() {
        let css = T.emit(CSSEmitter(), permutations(), options: #"{"references": true}"#).files[0].text
        #expect(T.rule(":root", in: css).contains("--glass-matte: var(--surface);"))
        let plain = T.emit(CSSEmitter(), permutations()).files[0].text
        #expect(T.rule(":root", in: plain).contains("--glass-matte: #000000;"))
        #expect(T.rule(#"[data-theme="light"]"#, in: plain).contains("--glass-matte: #ffffff;"))
    }

    @Test("no material, no class and no matte")
    func withoutMaterials() {
        let css = T.css([T.token("glass.blur", .dimension(T.px(20))), T.token("glass.tint", T.srgb(1, 1, 1, alpha: 0.2))])
        #expect(!css.contains("backdrop-filter"))
        #expect(!css.contains("matte"))
    }

    @Test("the ts output writes each permutation's material with its matte fallback")
    func typeScriptObjects() {
        let ts = T.emit(TypeScriptEmitter(), permutations()).files[0].text
        #expect(ts.contains("export interface Material {"))
        #expect(ts.contains("  readonly glass: Material;\n"))
        #expect(ts.contains("export const materials: { readonly [Name in PermutationName]: Materials } = {\n"))
        let light = ts.range(of: "  lightDefault: {\n    glass: { backdropFilter: \"blur(20px) saturate(1.5)\", background: { colorSpace: \"srgb\"")
        #expect(light != nil)
        #expect(ts.contains("fallback: { backdropFilter: \"none\", background: { colorSpace: \"srgb\", components: [1, 1, 1], alpha: 1, css: \"#ffffff\", srgb: \"#ffffff\" } } },\n  },\n  lightReduced"))
        let references = T.emit(TypeScriptEmitter(), permutations(), options: #"{"references": true}"#).files[0].text
        #expect(references.contains(
            #"glass: { backdropFilter: "blur(var(--glass-blur)) saturate(var(--glass-saturation))", background: "var(--glass-tint)", fallback: { backdropFilter: "none", background: "var(--glass-matte)" } },"#))
    }
}
