@testable import TesseraEmitters
import TesseraCore
import Testing

@Suite("xcassets names")
struct AssetCatalogNameTests {
    private func paths(_ tokens: [Token], options: String = "{}") -> (paths: [String], log: DiagnosticLog) {
        let catalog = T.catalog([T.set(tokens)], options: options)
        return (catalog.paths, catalog.log)
    }

    private func color(_ path: String) -> Token { T.token(path, T.srgb(0, 0, 0)) }

    @Test("groups are namespace folders; $root is named after its group; other types are left out")
    func namespaces() {
        let result = paths([
            color("color.accent.sunYellow"), color("color.brand.$root"), color("color.brand.subtle"),
            T.token("space.s", .dimension(T.px(4))),
        ])
        #expect(result.log.isEmpty)
        #expect(result.paths == [
            "Tokens.xcassets/Contents.json",
            "Tokens.xcassets/color/Contents.json",
            "Tokens.xcassets/color/accent/Contents.json",
            "Tokens.xcassets/color/accent/sunYellow.colorset/Contents.json",
            "Tokens.xcassets/color/brand.colorset/Contents.json",
            "Tokens.xcassets/color/brand/Contents.json",
            "Tokens.xcassets/color/brand/subtle.colorset/Contents.json",
        ])
    }

    @Test("flat: colorsets side by side, named by the dotted token path; the catalog name is an option")
    func flat() {
        let result = paths(
            [color("color.accent.sunYellow"), color("color.brand.$root")],
            options: #"{"namespaces": false, "name": "Brand.xcassets"}"#)
        #expect(result.log.isEmpty)
        #expect(result.paths == [
            "Brand.xcassets/Contents.json",
            "Brand.xcassets/color.accent.sunYellow.colorset/Contents.json",
            "Brand.xcassets/color.brand.colorset/Contents.json",
        ])
    }

    @Test("unsafe characters are replaced, leading dots and empty names made visible, emoji kept")
    func sanitizing() {
        #expect(AssetCatalogNames.sanitize("Legacy Group/Odd Name") == "Legacy Group-Odd Name")
        #expect(AssetCatalogNames.sanitize("a:b\\c\u{7}d\u{85}") == "a-b-c-d-")
        #expect(AssetCatalogNames.sanitize("..hidden") == "__hidden")
        #expect(AssetCatalogNames.sanitize("") == "_")
        #expect(AssetCatalogNames.sanitize("🎨 Primary") == "🎨 Primary")
        let long = AssetCatalogNames.sanitize(String(repeating: "é", count: 200))
        #expect(long.utf8.count == AssetCatalogNames.maximumNameBytes && long.allSatisfy { $0 == "é" })
    }

    @Test("names that clash after sanitising or ignoring case get -2, with one warning each")
    func collisions() {
        let result = paths([
            color("color.Red"), color("color.red"), color("color.RED"), color("a/b.x"), color("a-b.x"),
        ])
        #expect(result.paths.filter { $0.hasSuffix(".colorset/Contents.json") } == [
            "Tokens.xcassets/a-b-2/x.colorset/Contents.json",
            "Tokens.xcassets/a-b/x.colorset/Contents.json",
            "Tokens.xcassets/color/RED-3.colorset/Contents.json",
            "Tokens.xcassets/color/Red.colorset/Contents.json",
            "Tokens.xcassets/color/red-2.colorset/Contents.json",
        ])
        let warnings = result.log.all
        #expect(warnings.map(\.code) == Array(repeating: "xcassets-name-collision", count: 3))
        #expect(warnings.first?.message.hasPrefix(
            "tokens 'color.Red' and 'color.red' both become the asset 'color/red'; 'color.red' is written as 'color/red-2'.") == true)
        #expect(warnings.last?.message.hasPrefix(
            "groups 'a/b' and 'a-b' both become the folder 'a-b'; its colours are written under 'a-b-2/'.") == true)
    }

    @Test("Unicode normalisation does not make two names: macOS treats them as one file")
    func normalisation() {
        var log = DiagnosticLog()
        let names = AssetCatalogNames(tokens: [color("caf\u{E9}"), color("cafe\u{301}")], namespaces: true, log: &log)
        #expect(names.assets.map(\.assetName) == ["caf\u{E9}", "cafe\u{301}-2"])
        #expect(log.all.map(\.code) == ["xcassets-name-collision"])
    }

    @Test("a name that is not a plain folder name is an error and falls back to Tokens")
    func badCatalogName() {
        for name in ["", "../x", "a/b", ".hidden"] {
            let catalog = T.catalog([T.set([color("c")])], options: #"{"name": "\#(name)"}"#)
            #expect(catalog.log.all.map(\.code) == ["config-invalid-value"], "\(name)")
            #expect(catalog.paths.first == "Tokens.xcassets/Contents.json")
        }
    }
}
