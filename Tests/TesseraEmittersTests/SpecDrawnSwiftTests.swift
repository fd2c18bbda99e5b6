import Foundation
import TesseraTestSupport
import Testing

/// The bundled systems' generated Swift draws what their specs draw (issue 22): shadows in the
/// spec's own numbers, Opta's gradient glass edge, and the haptics call its spec's code makes.
@Suite("Bundled Swift draws what the specs draw")
struct SpecDrawnSwiftTests {
    static func golden(_ system: String, _ file: String) throws -> String {
        try String(contentsOf: TestPaths.fixture("bundled/\(system)/\(file)"), encoding: .utf8)
    }

    static func goldens(_ system: String) throws -> [String: String] {
        var files: [String: String] = [:]
        for name in ["Tokens.swift", "Tokens+SwiftUI.swift", "Tokens+UIKit.swift", "Tokens+AppKit.swift"] {
            files[name] = try golden(system, name)
        }
        return files
    }

    @Test("SwiftUI draws half the token's CSS blur: Opta's radius 20, 40 and 8, DeepRed's blur 16 as radius 8")
    func shadowsDrawTheSpecsRadii() throws {
        #expect(try Self.golden("opta-scan", "Tokens+SwiftUI.swift").contains("public var radius: CGFloat { CGFloat(blur / 2) }"))
        let opta = try SwiftCompiler.run(["Tokens.swift": Self.golden("opta-scan", "Tokens.swift")], main: """
            let shadows = OptaTokens.Elevation.Shadow.self
            print([shadows.glassContent, shadows.glassOverlay, shadows.sliderThumb].map { $0.layers[0].blur / 2 })
            """)
        #expect(opta == "[20.0, 40.0, 8.0]\n", "the spec's .shadow(radius:) values")
        let deepRed = try SwiftCompiler.run(["Tokens.swift": Self.golden("deepred", "Tokens.swift")], main: """
            print(DeepRedTokens.Elevation.Shadow.card.layers[0].blur)
            """)
        #expect(deepRed == "16.0\n", "the spec's design-tool blur, as given")
    }

    @Test("glassContent draws the spec's gradient hairline, layered and clipped as the spec's modifier")
    func glassContentHasItsGradientEdge() throws {
        let swiftUI = try Self.golden("opta-scan", "Tokens+SwiftUI.swift")
        #expect(swiftUI.contains("stroke: nil, strokeGradient: OptaTokens.Adaptive(OptaTokens.Elevation.Glass.Content.Stroke.gradient),"))
        let body = swiftUI.components(separatedBy: "public struct OptaTokensSurfaceModifier").last ?? ""
        let order = [".background(backdrop)", ".background(tint", ".overlay { shape.stroke(edge", ".clipShape(shape)", ".shadow("]
        let offsets = order.map { body.range(of: $0)?.lowerBound }
        #expect(!offsets.contains(nil), "missing a layer of \(order)")
        #expect(offsets.compactMap { $0 } == offsets.compactMap { $0 }.sorted(), "layers out of the spec's order")
    }

    @Test("the spec's haptics calls compile: OptaHaptics.shared.tap()")
    func hapticsAsTheSpecCallsThem() throws {
        var sources = try Self.goldens("opta-scan")
        sources["CallSite.swift"] = """
            @MainActor func capture() {
                OptaHaptics.shared.buttonPress()
                OptaHaptics.shared.tap()
                OptaHaptics.shared.success()
                OptaHaptics.shared.processingStart()
                OptaHaptics.shared.prepare(.tap)
            }
            """
        let output = try SwiftCompiler.typecheck(sources, frameworks: .uiKit)
        #expect(output.succeeded && !output.diagnostics.contains("warning:"), "\(output.diagnostics)")
        #expect(try Self.golden("opta-scan", "Tokens+UIKit.swift").contains("generator.prepare()"), "generators are kept prepared")
    }
}
