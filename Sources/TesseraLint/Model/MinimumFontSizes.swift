import TesseraCore

/// The system's `min-font-size` limits, each with the families of the typography tokens it covers
/// (normalized as `FontFamilyName` compares them): worked out once, asked for every font literal.
struct MinimumFontSizes: Sendable {
    // Three lists, one entry per limit: the search reads the values and families, and a list of
    // tuples would copy each limit out, retaining its prohibition's strings, which threads share.
    private var limits: [Cited<Double>] = []
    private var values: [Double] = []
    private var families: [[String]] = []

    init(_ system: LintSystem) {
        for prohibition in system.prohibitions(.minFontSize) {
            guard let minimum = prohibition.number("min") else { continue }
            let patterns = prohibition.patterns.map(TokenPattern.init)
            let covered = system.typography.filter { token in patterns.contains { $0.matches(TokenPath(token.path)) } }
            limits.append(Cited(value: minimum, prohibition: prohibition))
            values.append(minimum)
            families.append(covered.map { FontFamilyName.normalized($0.families.first ?? "") })
        }
    }

    /// For a family, the least limit on tokens of that family (the least of all when none is);
    /// for the system font (nil), the least of all.
    func minimum(normalizedFamily family: String?) -> Cited<Double>? {
        limit(normalizedFamily: family).map { limits[$0] }
    }

    /// `minimum(normalizedFamily:)`'s value alone, asked for every font literal: no copy of the
    /// prohibition, whose strings every thread shares.
    func minimumValue(normalizedFamily family: String?) -> Double? {
        limit(normalizedFamily: family).map { values[$0] }
    }

    /// The index of the least limit that applies (the first of equal ones).
    private func limit(normalizedFamily family: String?) -> Int? {
        var least: Int?
        for index in values.indices {
            if let family, !families[index].contains(where: { FontFamilyName.matches(normalized: family, family: $0) }) { continue }
            if least.map({ values[index] < values[$0] }) ?? true { least = index }
        }
        if least == nil, family != nil { return limit(normalizedFamily: nil) }
        return least
    }
}
