import TesseraCore

extension LintLookup {
    /// Measures `color` against every candidate, as `nearestColor(to:)` answers: the least ΔE00,
    /// then the best rank, then document order. A candidate whose lightness alone puts it further
    /// than a token already measured cannot win, so its full CIEDE2000 (trigonometry) is skipped.
    func measureNearestColor(to color: ColorValue) -> (token: LintSystem.ColorToken, deltaE: Double)? {
        let hex = color.srgbHexWithAlpha
        let lab = ColorMath.convert(color.gamutMapped(to: .srgb).componentsOrZero, from: .srgb, to: .lab)
        func distance(_ token: LintSystem.ColorToken) -> Double {
            // The same hex is the same colour, whatever rounding left in the components.
            token.hex == hex ? 0 : ColorDifference.ciede2000(lab, token.lab) + (token.alpha == color.alpha ? 0 : 1e-9)
        }
        let prunes = colorCandidatesAreFinite && lab.x.isFinite && lab.y.isFinite && lab.z.isFinite
        // The token nearest in lightness is measured first: its distance bounds the search.
        var limit = Double.infinity
        if prunes, let seed = colorCandidates.min(by: {
            CIEDE2000Floor.lightness(lab, $0.token.lab) < CIEDE2000Floor.lightness(lab, $1.token.lab)
        }) {
            let seedDistance = distance(seed.token)
            if seedDistance.isFinite { limit = seedDistance }
        }
        var best: (token: LintSystem.ColorToken, deltaE: Double, rank: Int)?
        for candidate in colorCandidates {
            let token = candidate.token
            if prunes, token.hex != hex, CIEDE2000Floor.lightness(lab, token.lab) * CIEDE2000Floor.margin > min(limit, best?.deltaE ?? limit) {
                continue
            }
            let deltaE = distance(token)
            if let current = best, (current.deltaE, current.rank) <= (deltaE, candidate.rank) { continue }
            best = (token, deltaE, candidate.rank)
        }
        return best.map { ($0.token, $0.deltaE) }
    }
}

/// A floor under CIEDE2000 that costs a division and a square root: ΔE00 is at least its lightness
/// term ΔL′ / S_L, because the chroma and hue terms with the rotation term (|R_T| < 2) are never
/// negative together.
enum CIEDE2000Floor {
    /// Shrinks the floor a little, so that rounding in either formula never skips a token that
    /// ties with the nearest.
    static let margin = 1 - 1e-9

    static func lightness(_ lab1: SIMD3<Double>, _ lab2: SIMD3<Double>) -> Double {
        let lightnessMean = (lab1.x + lab2.x) / 2
        let lightnessOffset = (lightnessMean - 50) * (lightnessMean - 50)
        let scaleL = 1 + 0.015 * lightnessOffset / (20 + lightnessOffset).squareRoot()
        return abs(lab2.x - lab1.x) / scaleL
    }
}
