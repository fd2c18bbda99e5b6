import Testing
import TesseraCore
@testable import TesseraRules

/// The fix search measures candidates through allocation-free copies of the general code; their
/// answers must be the general code's to the last bit, or the suggested fixes would drift.
@Suite struct ContrastProbeTests {
    /// A fixed sequence of colours (a linear congruential generator), so failures reproduce.
    static func colours(_ count: Int, seed: UInt64) -> [SIMD3<Double>] {
        var state = seed
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double((state >> 40) & 0xFF)
        }
        return (0..<count).map { _ in SIMD3(next(), next(), next()) / 255 }
    }

    static func srgb(_ rgb: SIMD3<Double>, alpha: Double = 1) -> ColorValue {
        ColorValue(space: .srgb, components: [rgb.x, rgb.y, rgb.z], alpha: alpha)
    }

    @Test func hueMapperMatchesGamutMapping() {
        for colour in Self.colours(60, seed: 1) {
            let oklch = Self.srgb(colour).converted(to: .oklch).componentsOrZero
            let mapper = HueGamutMapper(hue: oklch.z, into: .srgb)
            for step in 0...20 {
                let lightness = Double(step) / 20
                let general = ColorValue(space: .oklch, components: [lightness, oklch.y, oklch.z]).gamutMapped(to: .srgb)
                #expect(mapper.map(lightness: lightness, chroma: oklch.y) == general.componentsOrZero)
            }
        }
    }

    @Test func sceneRatioMatchesWorst() {
        let colours = Self.colours(80, seed: 2)
        for (index, background) in colours.enumerated() {
            let samples = [ContrastSample(label: "", color: Self.srgb(background, alpha: index % 3 == 0 ? 0.6 : 1))]
            let backdrops: [(label: String, color: ColorValue)] = [("white", Self.srgb(SIMD3(1, 1, 1))), ("black", Self.srgb(.zero))]
            let scene = ContrastScene(samples: samples, backdrops: backdrops, opacity: index % 2 == 0 ? 1 : 0.7)
            let foreground = colours[(index + 7) % colours.count]
            let alpha = index % 5 == 0 ? 0.8 : 1
            #expect(scene.worstRatio(srgb: foreground, alpha: alpha) == scene.worst(Self.srgb(foreground, alpha: alpha)).ratio)
        }
    }

    @Test func backgroundProbeMatchesScene() {
        let colours = Self.colours(80, seed: 3)
        for (index, candidate) in colours.enumerated() {
            let foreground = Self.srgb(colours[(index + 11) % colours.count], alpha: index % 4 == 0 ? 0.5 : 1)
            let backdrops: [(label: String, color: ColorValue)] = [("", Self.srgb(colours[(index + 3) % colours.count]))]
            let opacity = index % 2 == 0 ? 1 : 0.6
            let alpha = index % 3 == 0 ? 0.7 : 1
            let probe = BackgroundProbe(foreground: foreground, backdrops: backdrops, opacity: opacity)
            let scene = ContrastScene(samples: [ContrastSample(label: "", color: Self.srgb(candidate, alpha: alpha))], backdrops: backdrops, opacity: opacity)
            #expect(probe.worstRatio(srgb: candidate, alpha: alpha) == scene.worst(foreground).ratio)
        }
    }
}
