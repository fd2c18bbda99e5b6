// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "PluginDemo",
    // The lowest versions the generated code needs (Documentation/Swift.md, "Platforms").
    platforms: [.macOS(.v13), .iOS(.v16), .macCatalyst(.v16), .tvOS(.v16), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "DemoTokens", targets: ["DemoTokens"]),
    ],
    dependencies: [
        // A local package's identity is its folder's name, which differs between checkouts, clones
        // and worktrees; `name:` fixes it, so `package: "Tessera"` below works in all of them.
        .package(name: "Tessera", path: "../.."),
    ],
    targets: [
        // Sources/DemoTokens holds tessera.yml and the token files; TesseraPlugin generates the
        // Swift at build time, and TesseraLintPlugin holds Harbor.swift to the same system.
        .target(
            name: "DemoTokens",
            plugins: [
                .plugin(name: "TesseraPlugin", package: "Tessera"),
                .plugin(name: "TesseraLintPlugin", package: "Tessera"),
            ]
        ),
        .testTarget(name: "DemoTokensTests", dependencies: ["DemoTokens"]),
    ],
    swiftLanguageModes: [.v6]
)
