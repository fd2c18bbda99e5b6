import TesseraCore

extension LintLookup {
    /// Measures `color` against every candidate, as `nearestColor(to:)` answers: the least ΔE00,
    /// then the best rank, then document order. A candidate whose lightness alone puts it further
    /// than a token already measured cannot win, so its full CIEDE2000 (trigonometry) is skipped.
    /// `hex`: the colour's `srgbHexWithAlpha`.
    func measureNearestColor(to color: ColorValue, hex: String) -> (token: LintSystem.ColorToken, deltaE: Double)? {
        let lab = ColorMath.convert(color.gamutMapped(to: .srgb).componentsOrZero, from: .srgb, to: .lab)
        // Candidates are read in place, by index: a copy of one would retain its strings.
        func distance(_ index: Int) -> Double {
            // The same hex is the same colour, whatever rounding left in the components.
            colorCandidates[index].token.hex == hex ? 0
                : ColorDifference.ciede2000(lab, colorCandidateLabs[index]) + (colorCandidates[index].token.alpha == color.alpha ? 0 : 1e-9)
        }
        let prunes = colorCandidatesAreFinite && lab.x.isFinite && lab.y.isFinite && lab.z.isFinite
        let floors = prunes ? colorCandidateLabs.map { CIEDE2000Floor.lightness(lab, $0) * CIEDE2000Floor.margin } : []
        // The token nearest in lightness is measured first: its distance bounds the search.
        var limit = Double.infinity
        if let seed = floors.indices.min(by: { floors[$0] < floors[$1] }) {
            let seedDistance = distance(seed)
            if seedDistance.isFinite { limit = seedDistance }
        }
        var best: (index: Int, deltaE: Double, rank: Int)?
        for index in colorCandidates.indices {
            if prunes, floors[index] > min(limit, best?.deltaE ?? limit), colorCandidates[index].token.hex != hex {
                continue
            }
            let deltaE = distance(index)
            let rank = colorCandidates[index].rank
            if let current = best, (current.deltaE, current.rank) <= (deltaE, rank) { continue }
            best = (index, deltaE, rank)
        }
        return best.map { (colorCandidates[$0.index].token, $0.deltaE) }
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
