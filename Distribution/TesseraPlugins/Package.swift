// swift-tools-version:6.0
import PackageDescription

// Tessera's plugins on a prebuilt `tessera` (an SE-0305 artifact bundle), so a package that uses
// them downloads one archive instead of compiling Tessera and swift-syntax. The plugins are the
// ones in Tessera's own Package.swift (Plugins/ is a link to them), declared the same way, on the
// binary instead of the `tessera` product. A release is published as the root of its own
// repository, links followed (Documentation/Development.md, "Cutting a release").

// Scripts/build-artifact-bundle.sh --release-url URL writes these two lines: the release asset and
// its `swift package compute-checksum`.
let bundleURL = "https://example.invalid/tessera/releases/download/0.1.0/tessera.artifactbundle.zip"
let bundleChecksum = "0000000000000000000000000000000000000000000000000000000000000000"

let package = Package(
    name: "TesseraPlugins",
    platforms: [.macOS(.v13)],
    products: [
        .plugin(name: "TesseraPlugin", targets: ["TesseraPlugin"]),
        .plugin(name: "TesseraLintPlugin", targets: ["TesseraLintPlugin"]),
        .plugin(name: "TesseraLintCommandPlugin", targets: ["TesseraLintCommandPlugin"]),
    ],
    targets: [
        .binaryTarget(name: "TesseraBinary", url: bundleURL, checksum: bundleChecksum),
        .plugin(name: "TesseraPlugin", capability: .buildTool(), dependencies: ["TesseraBinary"]),
        .plugin(name: "TesseraLintPlugin", capability: .buildTool(), dependencies: ["TesseraBinary"]),
        .plugin(
            name: "TesseraLintCommandPlugin",
            capability: .command(
                intent: .custom(verb: "tessera-lint", description: "Lint the package's Swift code against its design system"),
                permissions: [.writeToPackageDirectory(reason: "tessera lint --fix rewrites literals as tokens in place")]),
            dependencies: ["TesseraBinary"]),
    ],
    swiftLanguageModes: [.v6]
)
