import TesseraCore

/// The system's `min-font-size` limits, each with the families of the typography tokens it covers
/// (normalized as `FontFamilyName` compares them): worked out once, asked for every font literal.
struct MinimumFontSizes: Sendable {
    private var limits: [(minimum: Cited<Double>, families: [String])] = []

    init(_ system: LintSystem) {
        for prohibition in system.prohibitions(.minFontSize) {
            guard let minimum = prohibition.number("min") else { continue }
            let patterns = prohibition.patterns.map(TokenPattern.init)
            let covered = system.typography.filter { token in patterns.contains { $0.matches(TokenPath(token.path)) } }
            limits.append((
                Cited(value: minimum, prohibition: prohibition),
                covered.map { FontFamilyName.normalized($0.families.first ?? "") }))
        }
    }

    /// For a family, the least limit on tokens of that family (the least of all when none is);
    /// for the system font (nil), the least of all.
    func minimum(normalizedFamily family: String?) -> Cited<Double>? {
        let found = limits.filter { limit in
            guard let family else { return true }
            return limit.families.contains { FontFamilyName.matches(normalized: family, family: $0) }
        }
        if found.isEmpty, family != nil { return minimum(normalizedFamily: nil) }
        return found.min { $0.minimum.value < $1.minimum.value }?.minimum
    }
}
