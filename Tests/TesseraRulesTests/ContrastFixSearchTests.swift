import Testing
import TesseraCore
@testable import TesseraRules

/// On one plain background the fix search halves over its 64 lightness steps instead of scanning
/// them. That is only sound if the passing steps are the run at each direction's end; these
/// compare both searches on hundreds of failing pairs, which must give the same fixes.
@Suite struct ContrastFixSearchTests {
    typealias Backdrops = [(label: String, color: ColorValue)]

    /// Every fix of `part` both ways, as text that shows any difference.
    static func fixes(
        _ part: ContrastFix.Part, foreground: ColorValue, background: ColorValue, required: Double, opacity: Double,
        oneBackground: Bool
    ) -> [String] {
        let backdrops: Backdrops = [("", ColorValue(space: .srgb, components: [1, 1, 1]))]
        let scene = ContrastScene(samples: [ContrastSample(label: "", color: background)], backdrops: backdrops, opacity: opacity)
        let found: [ContrastFix]
        switch part {
        case .foreground:
            found = ContrastFix.search(
                .foreground, foreground, required: required, oneBackground: oneBackground, ratio: { scene.worst($0).ratio },
                srgbRatio: { scene.worstRatio(srgb: $0, alpha: foreground.alpha) })
        case .background:
            let probe = BackgroundProbe(foreground: foreground, backdrops: backdrops, opacity: opacity)
            found = ContrastFix.search(
                .background, background, required: required, oneBackground: oneBackground,
                ratio: { candidate in
                    ContrastScene(samples: [ContrastSample(label: "", color: candidate)], backdrops: backdrops, opacity: opacity)
                        .worst(foreground).ratio
                },
                srgbRatio: { probe.worstRatio(srgb: $0, alpha: background.alpha) })
        }
        return found.map { "\($0.lighter) \($0.color.srgbHexWithAlpha) \($0.color.componentsOrZero) \($0.ratio)" }
    }

    /// Failing pairs of random 8-bit colours at the three WCAG minimums.
    static func failingPairs(_ count: Int, seed: UInt64) -> [(ColorValue, ColorValue, Double)] {
        let colours = ContrastProbeTests.colours(count * 2, seed: seed)
        var pairs: [(ColorValue, ColorValue, Double)] = []
        for index in 0..<count {
            let foreground = ContrastProbeTests.srgb(colours[2 * index])
            let background = ContrastProbeTests.srgb(colours[2 * index + 1])
            let required = [4.5, 3, 7][index % 3]
            let scene = ContrastScene(
                samples: [ContrastSample(label: "", color: background)], backdrops: [("", ContrastProbeTests.srgb(SIMD3(1, 1, 1)))], opacity: 1)
            if scene.worst(foreground).ratio < required { pairs.append((foreground, background, required)) }
        }
        return pairs
    }

    @Test func foregroundStepHalvingMatchesScan() {
        let pairs = Self.failingPairs(400, seed: 11)
        #expect(pairs.count > 150)
        var withFixes = 0
        for (foreground, background, required) in pairs {
            let halved = Self.fixes(.foreground, foreground: foreground, background: background, required: required, opacity: 1, oneBackground: true)
            let scanned = Self.fixes(.foreground, foreground: foreground, background: background, required: required, opacity: 1, oneBackground: false)
            #expect(halved == scanned, "\(foreground.srgbHexWithAlpha) on \(background.srgbHexWithAlpha) at \(required)")
            if !halved.isEmpty { withFixes += 1 }
        }
        #expect(withFixes > pairs.count / 2)
    }

    @Test func backgroundStepHalvingMatchesScan() {
        for (foreground, background, required) in Self.failingPairs(300, seed: 12) {
            let halved = Self.fixes(.background, foreground: foreground, background: background, required: required, opacity: 1, oneBackground: true)
            let scanned = Self.fixes(.background, foreground: foreground, background: background, required: required, opacity: 1, oneBackground: false)
            #expect(halved == scanned, "\(foreground.srgbHexWithAlpha) on \(background.srgbHexWithAlpha) at \(required)")
        }
    }

    /// Translucent text and wide-gamut colours go through the other measuring paths.
    @Test func translucentAndWideGamutForegroundsMatchScan() {
        let p3 = [ColorValue(space: .displayP3, components: [0, 0.9, 0.2]), ColorValue(space: .displayP3, components: [0.95, 0.1, 0.1])]
        var checked = 0
        for (index, (foreground, background, required)) in Self.failingPairs(240, seed: 13).enumerated() {
            let moved = index % 4 == 0 ? p3[index % 8 / 4] : foreground
            let opacity = index % 3 == 0 ? 0.8 : 1
            let scene = ContrastScene(
                samples: [ContrastSample(label: "", color: background)], backdrops: [("", ContrastProbeTests.srgb(SIMD3(1, 1, 1)))], opacity: opacity)
            // The search starts from a failing colour, as the rule calls it.
            guard scene.worst(moved).ratio < required else { continue }
            checked += 1
            let halved = Self.fixes(.foreground, foreground: moved, background: background, required: required, opacity: opacity, oneBackground: true)
            let scanned = Self.fixes(.foreground, foreground: moved, background: background, required: required, opacity: opacity, oneBackground: false)
            #expect(halved == scanned, "\(moved) on \(background.srgbHexWithAlpha) at \(required), opacity \(opacity)")
        }
        #expect(checked > 80)
    }
}
