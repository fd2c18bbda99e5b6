@testable import TesseraEmitters
import TesseraCore
import Testing

@Suite("xcassets appearances")
struct AssetCatalogAppearanceTests {
    /// One permutation: `surface` follows the theme, `text` the contrast, `accent` both, `brand` neither.
    private func set(_ theme: String, _ contrast: String, extra: [(String, String)] = []) -> ResolvedTokenSet {
        let dark = theme == "dark"
        let high = contrast == "high"
        return T.set([
            T.token("surface", T.srgb(dark ? 0 : 1, dark ? 0 : 1, dark ? 0 : 1)),
            T.token("text", T.srgb(high ? 0 : 0.2, 0, 0)),
            T.token("accent", T.srgb(dark ? 0.8 : 0.4, high ? 0.1 : 0.3, 0)),
            T.token("brand", T.srgb(0, 0, 1)),
        ], [("theme", theme), ("contrast", contrast)] + extra)
    }

    private func colorset(_ name: String, in files: [String: String]) -> [String] {
        T.entries(files["Tokens.xcassets/\(name).colorset/Contents.json"])
    }

    @Test("variants only for the settings a colour follows, all cells of each, in Xcode's order")
    func lightDefault() {
        let sets = [set("light", "normal"), set("light", "high"), set("dark", "normal"), set("dark", "high")]
        let catalog = T.catalog(sets, modifiers: T.themeModifiers)
        #expect(catalog.log.isEmpty)
        #expect(colorset("surface", in: catalog.files) == [
            "any srgb 1.000 1.000 1.000 1.000", "dark srgb 0.000 0.000 0.000 1.000",
        ])
        #expect(colorset("text", in: catalog.files) == [
            "any srgb 0.200 0.000 0.000 1.000", "high srgb 0.000 0.000 0.000 1.000",
        ])
        #expect(colorset("accent", in: catalog.files) == [
            "any srgb 0.400 0.300 0.000 1.000", "dark srgb 0.800 0.300 0.000 1.000",
            "high srgb 0.400 0.100 0.000 1.000", "dark+high srgb 0.800 0.100 0.000 1.000",
        ])
        #expect(colorset("brand", in: catalog.files) == ["any srgb 0.000 0.000 1.000 1.000"])
    }

    @Test("a dark default still puts the light value in Any: Xcode shows Any in light mode")
    func darkDefault() {
        let modifiers = [
            ModifierInfo(name: "theme", contexts: ["light", "dark"], defaultContext: "dark"),
            ModifierInfo(name: "contrast", contexts: ["normal", "high"], defaultContext: "normal"),
        ]
        let sets = [set("dark", "normal"), set("dark", "high"), set("light", "normal"), set("light", "high")]
        let catalog = T.catalog(sets, modifiers: modifiers)
        #expect(catalog.log.isEmpty)
        #expect(colorset("surface", in: catalog.files) == [
            "any srgb 1.000 1.000 1.000 1.000", "dark srgb 0.000 0.000 0.000 1.000",
        ])
        #expect(colorset("accent", in: catalog.files) == [
            "any srgb 0.400 0.300 0.000 1.000", "dark srgb 0.800 0.300 0.000 1.000",
            "high srgb 0.400 0.100 0.000 1.000", "dark+high srgb 0.800 0.100 0.000 1.000",
        ])
    }

    @Test("with only the dark default built, Any holds the default")
    func darkDefaultAlone() {
        let modifiers = [ModifierInfo(name: "theme", contexts: ["light", "dark"], defaultContext: "dark")]
        let catalog = T.catalog([T.set([T.token("surface", T.srgb(0, 0, 0))], [("theme", "dark")])], modifiers: modifiers)
        #expect(colorset("surface", in: catalog.files) == ["any srgb 0.000 0.000 0.000 1.000"])
    }

    @Test("a missing dark + high contrast permutation falls back to dark")
    func missingCell() {
        let sets = [set("light", "normal"), set("light", "high"), set("dark", "normal")]
        let catalog = T.catalog(sets, modifiers: T.themeModifiers)
        #expect(colorset("accent", in: catalog.files) == [
            "any srgb 0.400 0.300 0.000 1.000", "dark srgb 0.800 0.300 0.000 1.000",
            "high srgb 0.400 0.100 0.000 1.000", "dark+high srgb 0.800 0.300 0.000 1.000",
        ])
    }

    @Test("motion and transparency cannot be expressed: default kept, one warning counting the tokens")
    func unrepresentable() {
        func set(_ theme: String, _ transparency: String, _ motion: String) -> ResolvedTokenSet {
            let opaque = transparency == "reduced"
            return T.set([
                T.token("glass", T.srgb(1, 1, 1, alpha: opaque ? 1 : 0.6)),
                T.token("scrim", T.srgb(0, 0, 0, alpha: opaque ? 1 : 0.4)),
                T.token("pulse", T.srgb(motion == "reduced" ? 0.5 : 1, 0, 0)),
                T.token("surface", T.srgb(theme == "dark" ? 0 : 1, 0, 0)),
            ], [("theme", theme), ("transparency", transparency), ("motion", motion)])
        }
        let modifiers = [
            ModifierInfo(name: "theme", contexts: ["light", "dark"], defaultContext: "light"),
            ModifierInfo(name: "transparency", contexts: ["normal", "reduced"], defaultContext: "normal"),
            ModifierInfo(name: "motion", contexts: ["full", "reduced"], defaultContext: "full"),
        ]
        var sets: [ResolvedTokenSet] = []
        for theme in ["light", "dark"] {
            for transparency in ["normal", "reduced"] {
                for motion in ["full", "reduced"] { sets.append(set(theme, transparency, motion)) }
            }
        }
        let catalog = T.catalog(sets, modifiers: modifiers)
        #expect(colorset("glass", in: catalog.files) == ["any srgb 1.000 1.000 1.000 0.600"])
        #expect(colorset("surface", in: catalog.files) == [
            "any srgb 1.000 0.000 0.000 1.000", "dark srgb 0.000 0.000 0.000 1.000",
        ])
        let warnings = catalog.log.all
        #expect(warnings.map(\.code) == ["xcassets-unrepresentable-mode"])
        #expect(warnings.first?.message.contains("1 colour token changing with modifier 'motion' keeps the motion=full value") == true)
        #expect(warnings.first?.message.contains("2 colour tokens changing with modifier 'transparency' keep the transparency=normal value") == true)
    }

    @Test("a modifier without a platform meaning contributes only its default context, silently")
    func otherModifiers() {
        func set(_ brand: String) -> ResolvedTokenSet {
            T.set([T.token("primary", T.srgb(brand == "acme" ? 1 : 0, 0, 0))], [("brand", brand)])
        }
        let modifiers = [ModifierInfo(name: "brand", contexts: ["acme", "globex"], defaultContext: "acme")]
        let catalog = T.catalog([set("acme"), set("globex")], modifiers: modifiers)
        #expect(catalog.log.isEmpty)
        #expect(colorset("primary", in: catalog.files) == ["any srgb 1.000 0.000 0.000 1.000"])
    }

    @Test("two contexts meaning standard contrast: the default one is shown, the other reported")
    func sameSettingTwice() {
        func set(_ contrast: String) -> ResolvedTokenSet {
            let value = ["low": 0.5, "normal": 0.3, "high": 0.0][contrast]!
            return T.set([T.token("text", T.srgb(value, value, value))], [("contrast", contrast)])
        }
        let modifiers = [ModifierInfo(name: "contrast", contexts: ["low", "normal", "high"], defaultContext: "normal")]
        let catalog = T.catalog([set("normal"), set("low"), set("high")], modifiers: modifiers)
        #expect(colorset("text", in: catalog.files) == [
            "any srgb 0.300 0.300 0.300 1.000", "high srgb 0.000 0.000 0.000 1.000",
        ])
        #expect(catalog.log.all.map(\.code) == ["xcassets-unrepresentable-mode"])
    }
}
