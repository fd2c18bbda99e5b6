import Foundation
import Testing
import TesseraCore
import TesseraTestSupport
@testable import TesseraRules

/// The contrast rule measures with its own compositing and luminance (per display); on an sRGB
/// display it must give the published WCAG 2.x ratios of ../shared/reference/vectors.json, and a
/// Display P3 display must agree on colours inside sRGB (the same light, another basis).
@Suite(.needsShared) struct ContrastVectorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var id: String
        var foreground: String
        var background: String
        var ratio: Double
        var tolerance: Double
        var testDescription: String { id }
    }

    static let cases: [Case] = {
        let url = TestPaths.shared("reference/vectors.json")
        guard let text = try? String(contentsOf: url, encoding: .utf8),
              let root = try? JSONReader.read(SourceFile(path: url.path, text: text)) else { return [] }
        return (root.object?["wcag"]?.array ?? []).compactMap { entry in
            guard let object = entry.object, let input = object["input"]?.object,
                  let fg = input["fg"]?.string, let bg = input["bg"]?.string,
                  let ratio = object["expected"]?.object?["ratio"]?.number,
                  let tolerance = object["tolerance"]?.number else { return nil }
            return Case(id: object["id"]?.string ?? fg, foreground: fg, background: bg, ratio: ratio, tolerance: tolerance)
        }
    }()

    @Test func vectorsAreRead() { #expect(Self.cases.count >= 10) }

    @Test(arguments: cases)
    func srgbDisplayGivesThePublishedRatio(_ test: Case) throws {
        let fg = try #require(Self.color(test.foreground))
        let bg = try #require(Self.color(test.background))
        let scene = ContrastScene(samples: [ContrastSample(label: "", color: bg)], backdrops: [("", bg)], opacity: 1)
        let srgb = try #require(scene.shown.first { $0.display == .srgb })
        let text = ContrastMeasure.over(ContrastMeasure.layer(fg, on: .srgb), srgb.background)
        let ratio = WCAG.contrastRatio(ContrastMeasure.luminance(text.rgb, .srgb), srgb.luminance)
        #expect(abs(ratio - test.ratio) <= test.tolerance, "\(ratio)")
        // P3 measures the same light through its own primaries; only the rounding of WCAG's
        // 4-digit coefficients separates the two (6e-4 for pure red, the worst case).
        #expect(abs(scene.worst(fg).ratio - ratio) <= 1e-3)
    }

    /// `#rgb` or `#rrggbb` as sRGB.
    static func color(_ hex: String) -> ColorValue? {
        var digits = Array(hex.dropFirst())
        if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
        guard hex.first == "#", digits.count == 6, let value = Int(String(digits), radix: 16) else { return nil }
        let channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map { Double($0) / 255 }
        return ColorValue(space: .srgb, components: channels)
    }
}
