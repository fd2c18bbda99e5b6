import Foundation
@testable import TesseraEmitters
import TesseraCore
import TesseraTestSupport
import Testing

/// The swift output's `assetCatalog` option: `api` colours come from the catalog the xcassets output
/// writes for the same tokens, by the same asset names, so the catalog is what the app draws.
@Suite("Swift colours from the asset catalog")
struct SwiftAssetCatalogColorTests {
    static let sets: [ResolvedTokenSet] = ["light", "dark"].map { theme in
        T.set([
            T.token("color.accent.sunYellow", T.srgb(1, 0.8, 0.1)),
            T.token("color.text.$root", theme == "dark" ? T.srgb(0.95, 0.95, 0.95) : T.srgb(0.1, 0.1, 0.1)),
            T.token("color.text.muted", T.srgb(0.5, 0.5, 0.5)),
        ], [("theme", theme)])
    }
    static let modifiers = [ModifierInfo(name: "theme", contexts: ["light", "dark"], defaultContext: "light")]

    static func swiftUI(_ catalog: String) -> (text: String, log: DiagnosticLog) {
        let options = #"{"api": [{"in": "Color", "tokens": ["color.accent.sunYellow", "color.text", "color.text.muted"]}]"#
            + (catalog.isEmpty ? "" : #", "assetCatalog": "# + catalog) + "}"
        let result = T.emit(SwiftEmitter(), sets, modifiers: modifiers, options: options)
        return (result.files.first { $0.path == "Tokens+SwiftUI.swift" }?.text ?? "", result.log)
    }

    /// The asset names the xcassets output writes colorsets for.
    static func catalogAssets(namespaces: Bool) -> Set<String> {
        let files = T.emit(AssetCatalogEmitter(), sets, modifiers: modifiers, options: #"{"namespaces": \#(namespaces)}"#).files
        return Set(files.compactMap { file -> String? in
            guard let range = file.path.range(of: ".colorset/") else { return nil }
            return String(file.path[..<range.lowerBound].dropFirst("Tokens.xcassets/".count))
        })
    }

    static func assetNames(in text: String) -> Set<String> {
        Set(text.components(separatedBy: "SwiftUI.Color(\"").dropFirst().compactMap { $0.components(separatedBy: "\"").first })
    }

    @Test("every api colour names an asset the catalog has, with and without namespaces", arguments: [true, false])
    func namesMatchTheCatalog(_ namespaces: Bool) {
        let (text, log) = Self.swiftUI(#"{"namespaces": \#(namespaces)}"#)
        #expect(log.isEmpty, "\(log.all)")
        let used = Self.assetNames(in: text)
        #expect(used.count == 3, "\(used)")
        #expect(used.isSubset(of: Self.catalogAssets(namespaces: namespaces)), "\(used) vs \(Self.catalogAssets(namespaces: namespaces))")
        #expect(text.contains(#"public static var text: SwiftUI.Color { SwiftUI.Color("\#(namespaces ? "color/text" : "color.text")", bundle: .module) }"#))
    }

    @Test("without the option colours come from their values; a bad key is an error")
    func optionIsOptIn() {
        #expect(Self.assetNames(in: Self.swiftUI("").text).isEmpty)
        let (_, log) = Self.swiftUI(#"{"bundle": "x); evil("}"#)
        #expect(log.all.contains { $0.code == "config-invalid-value" && $0.message.contains("'assetCatalog'") })
        #expect(SwiftAssetCatalogColors.isBundleExpression(".main"))
        #expect(SwiftAssetCatalogColors.isBundleExpression("Bundle(for: Marker.self)"))
        #expect(!SwiftAssetCatalogColors.isBundleExpression(".module) + x"))
    }

    @Test("the colours type-check with a bundle, as SwiftPM synthesises Bundle.module", arguments: [AppleFrameworks.uiKit, .appKit])
    func typeChecks(_ frameworks: AppleFrameworks) throws {
        let options = #"{"api": [{"in": "Color", "tokens": "color.**"}], "assetCatalog": {}}"#
        var files = Dictionary(uniqueKeysWithValues: T.emit(SwiftEmitter(), Self.sets, modifiers: Self.modifiers, options: options).files.map { ($0.path, $0.text) })
        files["BundleModule.swift"] = "import Foundation\nextension Bundle { static let module = Bundle.main }\n"
        let output = try SwiftCompiler.typecheck(files, frameworks: frameworks)
        #expect(output.succeeded && !output.diagnostics.contains("warning:"), "\(output.diagnostics)")
    }
}
