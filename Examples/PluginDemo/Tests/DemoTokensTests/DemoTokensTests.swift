import DemoTokens
import Foundation
import Testing

/// The values TesseraPlugin generated at build time equal the tokens in Sources/DemoTokens/tokens,
/// so the neutral layer (Tokens.swift) builds and runs on every platform, Linux included.
@Suite struct DemoTokensTests {
    @Test func coloursKeepTheirComponentsAndHex() {
        let navy = HarborTokens.Color.navy
        #expect(navy.colorSpace == "srgb")
        #expect(navy.srgb.red == 0.0627)
        #expect(navy.srgb.green == 0.1647)
        #expect(navy.srgb.blue == 0.3137)
        #expect(navy.srgb.alpha == 1)
        #expect(HarborTokens.Color.signal.hex == "#e53935")
    }

    @Test func aliasesResolveToTheirTarget() {
        #expect(HarborTokens.Color.text == HarborTokens.Color.navy)
        #expect(HarborTokens.Color.background == HarborTokens.Color.sand)
    }

    @Test func dimensionsArePoints() {
        #expect(HarborTokens.Space.sm == 8)
        #expect(HarborTokens.Space.md == 16)
    }

    @Test func typographyCarriesEveryField() {
        let body = HarborTokens.Typography.body
        #expect(body.fontFamily == ["Inter", "system-ui"])
        #expect(body.fontSize == 17)
        #expect(body.fontWeight == 400)
        #expect(body.lineHeight == 1.4)
        #expect(abs(body.lineSpacing - 6.8) < 1e-9)
    }

    @Test func aSpringTokenIsASpring() {
        let settle = HarborTokens.Motion.settle
        #expect(settle.response == 0.35)
        #expect(settle.dampingFraction == 0.8)
        #expect(settle.mass == 1)
        #expect(abs(settle.stiffness - 322.2728) < 0.001, "(2π / response)²")
        #expect(abs(settle.damping - 28.7231) < 0.001, "4π · dampingFraction / response")
    }

    @Test func aSystemWithoutModesHasOneDefaultContext() {
        #expect(HarborTokens.Context.default == HarborTokens.Context())
    }

    @Test func handWrittenCodeInTheTargetBuildsOnTheGeneratedValues() {
        #expect(HarborTokens.cardGap == 24)
    }

    /// SwiftPM copies the catalog into the target's resource bundle as it is on Linux; Xcode compiles
    /// it into the bundle's Assets.car, which only Apple's frameworks read.
    #if os(Linux)
    @Test func theCatalogTheColoursReadIsAResourceOfTheTarget() throws {
        let catalog = try #require(HarborCatalog.bundle.url(forResource: "Tokens", withExtension: "xcassets"))
        for name in ["navy", "sand", "signal", "text", "background"] {
            let colorset = catalog.appendingPathComponent("color/\(name).colorset/Contents.json")
            #expect(FileManager.default.fileExists(atPath: colorset.path), "\(name)")
        }
    }
    #endif
}
