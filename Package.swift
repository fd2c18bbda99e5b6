// swift-tools-version:6.0
import PackageDescription

// A star graph: feature modules depend only on TesseraCore; the specimen composes the CSS output and
// the checker; the system model (tessera.yml) sits above them; the CLI library sits on top; the
// executable is a one-line shim so the whole command surface is testable in-process.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "Tessera",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "tessera", targets: ["tessera"]),
        // Generates a target's tokens as Swift at build time (Examples/PluginDemo).
        .plugin(name: "TesseraPlugin", targets: ["TesseraPlugin"]),
        // Lints a target's Swift code against its system at build time, and `swift package tessera-lint [--fix]`
        // (Documentation/Lint.md). Distribution/TesseraPlugins ships all three on a prebuilt `tessera`.
        .plugin(name: "TesseraLintPlugin", targets: ["TesseraLintPlugin"]),
        .plugin(name: "TesseraLintCommandPlugin", targets: ["TesseraLintCommandPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // Only TesseraLint (and the CLI above it) pays swift-syntax's build cost; the emitters stay free of it.
        // Up to the next minor only: the lint's walk reads swift-syntax's raw tree through its
        // `RawSyntax` SPI, which no semantic version covers (Documentation/Development.md).
        .package(url: "https://github.com/swiftlang/swift-syntax", .upToNextMinor(from: "603.0.1")),
    ],
    targets: [
        .target(name: "TesseraCore", swiftSettings: strictSettings),
        .target(name: "TesseraEmitters", dependencies: ["TesseraCore"], swiftSettings: strictSettings),
        .target(name: "TesseraRules", dependencies: ["TesseraCore"], swiftSettings: strictSettings),
        // Holds app code (Swift sources) to a system's tokens and prohibitions: `tessera lint`.
        .target(
            name: "TesseraLint",
            dependencies: [
                "TesseraCore",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            swiftSettings: strictSettings
        ),
        // The style guide page embeds the CSS output and shows the checker's verdicts, so it sits
        // above both feature modules (and below the CLI) rather than beside them.
        .target(
            name: "TesseraSpecimen", dependencies: ["TesseraCore", "TesseraEmitters", "TesseraRules"],
            swiftSettings: strictSettings),
        // The system model: tessera.yml (read with Yams) and the token files it names, below the CLI
        // and free of the linter, so what reads a system (the fuzzing harness too) builds without
        // swift-syntax.
        .target(
            name: "TesseraSystem",
            dependencies: [
                "TesseraCore", "TesseraEmitters", "TesseraRules", "TesseraSpecimen",
                .product(name: "Yams", package: "Yams"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "TesseraCLI",
            dependencies: [
                "TesseraCore", "TesseraEmitters", "TesseraRules", "TesseraSpecimen", "TesseraLint", "TesseraSystem",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(name: "tessera", dependencies: ["TesseraCLI"], swiftSettings: strictSettings),
        // The fuzzing harness: libFuzzer's entry point when built by Scripts/fuzz.sh, a replayer of
        // saved inputs otherwise. The readers' program leaves swift-syntax out; the linter's has its own.
        .executableTarget(name: "tessera-fuzz", dependencies: ["TesseraSystem", "TesseraFuzzDriver"], swiftSettings: strictSettings),
        .executableTarget(name: "tessera-lint-fuzz", dependencies: ["TesseraLint", "TesseraFuzzDriver"], swiftSettings: strictSettings),
        .target(name: "TesseraFuzzDriver", dependencies: ["CLibFuzzer"], swiftSettings: strictSettings),
        .target(name: "CLibFuzzer"),
        .plugin(name: "TesseraPlugin", capability: .buildTool(), dependencies: ["tessera"]),
        .target(
            name: "TesseraTestSupport",
            dependencies: ["TesseraCore"],
            path: "Tests/TesseraTestSupport",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "TesseraCoreTests",
            dependencies: ["TesseraCore", "TesseraTestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "TesseraEmittersTests",
            dependencies: ["TesseraEmitters", "TesseraTestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "TesseraRulesTests",
            dependencies: ["TesseraRules", "TesseraTestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "TesseraLintTests",
            dependencies: ["TesseraLint", "TesseraTestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "TesseraSpecimenTests",
            dependencies: ["TesseraSpecimen", "TesseraEmitters", "TesseraRules", "TesseraTestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "TesseraSystemTests",
            dependencies: ["TesseraSystem", "TesseraTestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "TesseraCLITests",
            dependencies: [
                "TesseraCLI", "TesseraEmitters", "TesseraLint", "TesseraSpecimen", "TesseraSystem", "TesseraTestSupport",
            ],
            swiftSettings: strictSettings
        ),
        // Plugins/TesseraLintShared is the lint plugins' common code, linked into each as Shared/.
        .plugin(name: "TesseraLintPlugin", capability: .buildTool(), dependencies: ["tessera"]),
        .plugin(
            name: "TesseraLintCommandPlugin",
            capability: .command(
                intent: .custom(verb: "tessera-lint", description: "Lint the package's Swift code against its design system"),
                permissions: [.writeToPackageDirectory(reason: "tessera lint --fix rewrites literals as tokens in place")]),
            dependencies: ["tessera"]),
    ],
    swiftLanguageModes: [.v6]
)
