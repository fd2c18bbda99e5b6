// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "PluginDemo",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "DemoTokens", targets: ["DemoTokens"]),
    ],
    dependencies: [
        .package(name: "Tessera", path: "../.."),
    ],
    targets: [
        .target(
            name: "DemoTokens",
            plugins: [.plugin(name: "TesseraPlugin", package: "Tessera")]
        ),
        .testTarget(name: "DemoTokensTests", dependencies: ["DemoTokens"]),
    ],
    swiftLanguageModes: [.v6]
)
