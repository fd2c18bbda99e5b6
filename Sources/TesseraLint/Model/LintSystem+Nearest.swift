import TesseraCore

extension LintSystem {
    /// Dimension tokens of `roles` whose value is `points`, those with an `api` spelling first.
    public func dimensions(equalTo points: Double, roles: [DimensionRole]) -> [DimensionToken] {
        dimensions(equalTo: points, roles: roles, among: dimensions)
    }

    /// The same among `candidates` (in document order).
    func dimensions(equalTo points: Double, roles: [DimensionRole], among candidates: [DimensionToken]) -> [DimensionToken] {
        let found = candidates.filter { roles.contains($0.role) && abs($0.points - points) < 0.0005 }
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
