import Foundation
import Testing
import TesseraTestSupport

/// What TesseraPlugin runs when the `swift` output reads an asset catalog: it reads tessera.yml as
/// text to decide whether to declare `Tokens.xcassets` too (`AssetCatalogSetting`, compiled here
/// from Plugins/TesseraPlugin through a link), then builds with `--declared-output`.
@Suite struct PluginCatalogTests {
    @Test(arguments: [
        "outputs:\n  swift:\n    assetCatalog: {}\n",
        "outputs:\n  swift: {assetCatalog: {namespaces: false}}\n",
        "outputs:\n  swift:\n    \"assetCatalog\" : {bundle: .main}\n",
        "outputs:\n  swift:\n    assetCatalog:\n      namespaces: true # as xcassets\n",
    ])
    func aCatalogSettingIsSeen(config: String) {
        #expect(AssetCatalogSetting.isOn(inConfigText: "name: Harbor\n" + config))
    }

    @Test(arguments: [
        "outputs:\n  swift: {}\n",
        "outputs:\n  swift: {} # assetCatalog: {} comes later\n",
        "# assetCatalog: {}\noutputs:\n  xcassets: {}\n",
        "outputs:\n  swift:\n    namespace: assetCatalogs\n",
    ])
    func noCatalogSettingIsSeen(config: String) {
        #expect(!AssetCatalogSetting.isOn(inConfigText: "name: Harbor\n" + config))
    }

    /// A one-colour system whose swift output reads the catalog the xcassets output writes.
    func system(catalogName: String? = nil) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("system/tokens.json", #"{"color": {"navy": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.06, 0.16, 0.31]}}}}"#)
        let xcassets = catalogName.map { "{name: \($0)}" } ?? "{}"
        try folder.write("system/tessera.yml", "name: Harbor\ntokens: tokens.json\noutputs:\n  swift: {api: [{in: Color, tokens: [color.navy]}], assetCatalog: {}}\n  xcassets: \(xcassets)\n")
        return folder
    }

    let pluginArguments = [
        "build", "system", "--format", "swift", "--format", "xcassets", "--output", "out",
        "--declared-output", "Tokens.swift", "--declared-output", "Tokens+SwiftUI.swift",
        "--declared-output", "Tokens+UIKit.swift", "--declared-output", "Tokens+AppKit.swift",
        "--declared-output", "Tokens.xcassets",
    ]

    @Test func theDeclaredCatalogHoldsTheColoursTheSwiftUILayerNames() throws {
        let folder = try system()
        let result = try CLI.run(pluginArguments, in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(folder.exists("out/Tokens.xcassets/color/navy.colorset/Contents.json"))
        #expect(try folder.read("out/Tokens+SwiftUI.swift").contains(#"SwiftUI.Color("color/navy", bundle: .module)"#))
    }

    @Test func aRenamedCatalogFailsWithItsCauseAndWritesNothing() throws {
        let folder = try system(catalogName: "Brand")
        let result = try CLI.run(pluginArguments, in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("error: TesseraPlugin declared 'Tokens.xcassets' as an output, but the build writes 'Brand.xcassets', 'Tokens+AppKit.swift', 'Tokens+SwiftUI.swift', 'Tokens+UIKit.swift', 'Tokens.swift'; through the plugin the xcassets output keeps its default name ('Tokens') [plugin-output-missing]"), "\(result.stderr)")
        #expect(!folder.exists("out/Tokens.swift"), "nothing is written")
    }

    @Test func withoutDeclaredOutputsARenamedCatalogIsFine() throws {
        let folder = try system(catalogName: "Brand")
        let result = try CLI.run(["build", "system", "--output", "out"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(folder.exists("out/Brand.xcassets/Contents.json"))
    }
}
