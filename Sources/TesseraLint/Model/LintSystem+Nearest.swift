import TesseraCore

extension LintSystem {
    /// The colour token nearest `color` by CIEDE2000 (compared in CIE Lab, as the checker does),
    /// with the difference. At equal distance a token the `swift` output names in its `api` wins
    /// (`Color.ink` over `PaperTokens.Color.Text.primary`), then document order.
    public func nearestColor(to color: ColorValue) -> (token: ColorToken, deltaE: Double)? {
        let hex = color.srgbHexWithAlpha
        let lab = ColorMath.convert(color.gamutMapped(to: .srgb).componentsOrZero, from: .srgb, to: .lab)
        var best: (token: ColorToken, deltaE: Double, rank: Int)?
        for token in colors {
            // The same hex is the same colour, whatever rounding left in the components.
            let deltaE = token.hex == hex ? 0 : ColorDifference.ciede2000(lab, token.lab) + (token.alpha == color.alpha ? 0 : 1e-9)
            let rank = spellings.members[token.path] == nil ? 1 : 0
            if let current = best, (current.deltaE, current.rank) <= (deltaE, rank) { continue }
            best = (token, deltaE, rank)
        }
        return best.map { ($0.token, $0.deltaE) }
    }

    /// Dimension tokens of `roles` whose value is `points`, those with an `api` spelling first.
    public func dimensions(equalTo points: Double, roles: [DimensionRole]) -> [DimensionToken] {
        let found = dimensions.filter { roles.contains($0.role) && abs($0.points - points) < 0.0005 }
        var seen = Set<String>()
        let unique = found.filter { seen.insert($0.path).inserted }
        return unique.filter { spellings.members[$0.path] != nil } + unique.filter { spellings.members[$0.path] == nil }
    }

    /// The token spelled for code: the first of `tokens`, with how many others share its value.
    public func suggestion(_ tokens: [DimensionToken]) -> String? {
        guard let first = tokens.first else { return nil }
        let others = tokens.count > 1 ? " (or \(tokens.count - 1) other token\(tokens.count == 2 ? "" : "s") of that value)" : ""
        return spellings.spelling(of: first.path, as: .number) + others
    }
}
