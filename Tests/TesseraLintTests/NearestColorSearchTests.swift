import Foundation
import Testing
import TesseraCore
import TesseraTestSupport
@testable import TesseraLint

/// The nearest-colour search skips tokens by a floor under ΔE00; it must answer as measuring every
/// token does.
@Suite struct NearestColorSearchTests {
    /// Deterministic numbers in 0..<1, so a failure can be replayed.
    private struct Numbers {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15

        mutating func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
    }

    @Test func theLightnessFloorIsNeverAboveCIEDE2000() {
        var numbers = Numbers()
        for _ in 0..<20_000 {
            let one = SIMD3(numbers.next() * 100, numbers.next() * 256 - 128, numbers.next() * 256 - 128)
            let other = SIMD3(numbers.next() * 100, numbers.next() * 256 - 128, numbers.next() * 256 - 128)
            let floor = CIEDE2000Floor.lightness(one, other) * CIEDE2000Floor.margin
            #expect(floor <= ColorDifference.ciede2000(one, other))
        }
    }

    /// Sharma, Wu and Dalal's published pairs (`../shared/reference/vectors.json`) include the hue
    /// and rotation-term edge cases that random colours rarely reach.
    @Test(.needsShared) func theLightnessFloorIsNeverAboveThePublishedDifferences() throws {
        let data = try Data(contentsOf: TestPaths.shared("reference").appendingPathComponent("vectors.json"))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let pairs = try #require(root["ciede2000"] as? [[String: Any]])
        #expect(!pairs.isEmpty)
        for pair in pairs {
            let input = try #require(pair["input"] as? [String: Any])
            let one = try #require(input["lab1"] as? [Double]), other = try #require(input["lab2"] as? [Double])
            let published = try #require((pair["expected"] as? [String: Any])?["dE00"] as? Double)
            let tolerance = pair["tolerance"] as? Double ?? 0
            let floor = CIEDE2000Floor.lightness(SIMD3(one[0], one[1], one[2]), SIMD3(other[0], other[1], other[2])) * CIEDE2000Floor.margin
            #expect(floor <= published + tolerance, "\(pair["id"] ?? "?")")
        }
    }

    @Test(arguments: ExampleSystem.allCases)
    func theSearchAnswersAsMeasuringEveryToken(_ kind: ExampleSystem) {
        let lookup = LintLookup(.example(kind))
        var numbers = Numbers()
        var colors = lookup.colorCandidates.map { ColorValue(space: .srgb, components: [$0.token.red, $0.token.green, $0.token.blue]) }
        for _ in 0..<2_000 {
            colors.append(ColorValue(space: .srgb, components: [numbers.next(), numbers.next(), numbers.next()], alpha: numbers.next() < 0.2 ? 0.5 : 1))
        }
        for color in colors {
            let found = lookup.measureNearestColor(to: color, hex: color.srgbHexWithAlpha)
            let expected = Self.measureEveryToken(color, lookup.colorCandidates)
            #expect(found?.token == expected?.token)
            #expect(found?.deltaE == expected?.deltaE)
        }
    }

    /// Every candidate measured, in order: the least ΔE00, then the best rank, then the first.
    private static func measureEveryToken(_ color: ColorValue, _ candidates: [ColorCandidate]) -> (token: LintSystem.ColorToken, deltaE: Double)? {
        let hex = color.srgbHexWithAlpha
        let lab = ColorMath.convert(color.gamutMapped(to: .srgb).componentsOrZero, from: .srgb, to: .lab)
        var best: (token: LintSystem.ColorToken, deltaE: Double, rank: Int)?
        for candidate in candidates {
            let token = candidate.token
            let deltaE = token.hex == hex ? 0 : ColorDifference.ciede2000(lab, token.lab) + (token.alpha == color.alpha ? 0 : 1e-9)
            if let current = best, (current.deltaE, current.rank) <= (deltaE, candidate.rank) { continue }
            best = (token, deltaE, candidate.rank)
        }
        return best.map { ($0.token, $0.deltaE) }
    }
}
