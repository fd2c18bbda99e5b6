import Foundation
import Testing
import TesseraTestSupport

/// Distribution/TesseraPlugins offers the plugins of Tessera's own package on a prebuilt binary:
/// the same products, the same plugin code (Plugins/ is a link), the same command verb and
/// permission, and a binary target that Scripts/test-plugin-bundle.sh can point at a local bundle.
@Suite struct DistributionPackageTests {
    static let root = TestPaths.repositoryRoot
    static func manifest(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    static func pluginProducts(_ manifest: String) throws -> [String] {
        let regex = try NSRegularExpression(pattern: #"\.plugin\(name: "(\w+)", targets:"#)
        return regex.matches(in: manifest, range: NSRange(manifest.startIndex..., in: manifest)).compactMap {
            Range($0.range(at: 1), in: manifest).map { String(manifest[$0]) }
        }
    }

    @Test func bothPackagesOfferTheSamePlugins() throws {
        let source = try Self.manifest("Package.swift")
        let prebuilt = try Self.manifest("Distribution/TesseraPlugins/Package.swift")
        let products = try Self.pluginProducts(source)
        #expect(products == ["TesseraPlugin", "TesseraLintPlugin", "TesseraLintCommandPlugin"])
        #expect(try Self.pluginProducts(prebuilt) == products)
        let command = #"intent: .custom(verb: "tessera-lint""#
        let permission = #"permissions: [.writeToPackageDirectory(reason: "tessera lint --fix rewrites literals as tokens in place")]"#
        for text in [command, permission] {
            #expect(source.contains(text) && prebuilt.contains(text), "\(text)")
        }
    }

    @Test func thePluginCodeIsTheSameFiles() throws {
        let link = try FileManager.default.destinationOfSymbolicLink(
            atPath: Self.root.appendingPathComponent("Distribution/TesseraPlugins/Plugins").path)
        #expect(link == "../../Plugins")
    }

    @Test func theBinaryTargetIsNamedByURLAndChecksum() throws {
        let prebuilt = try Self.manifest("Distribution/TesseraPlugins/Package.swift")
        // The exact line the bundle test replaces with a `path:` to the local bundle.
        #expect(prebuilt.contains(#".binaryTarget(name: "TesseraBinary", url: bundleURL, checksum: bundleChecksum)"#))
        #expect(prebuilt.contains(#"let bundleURL = "https://"#))
        #expect(prebuilt.range(of: #"let bundleChecksum = "[0-9a-f]{64}""#, options: .regularExpression) != nil)
    }
}
