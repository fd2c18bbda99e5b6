import Foundation
import TesseraCore

/// How a finding names the dimension tokens a length equals: the token to use, and the expression
/// that certainly replaces the length when it is positive (`LintSystem.certainCode`).
struct DimensionAdvice: Sendable {
    var suggestion: String
    var fix: String?
}

extension LintLookup {
    /// The advice for a length of `points` (not negative) used for `roles`, nil when no token
    /// equals it; remembered per length, as the tokens are, since the same lengths recur in every file.
    func dimensionAdvice(for points: Double, roles: [LintSystem.DimensionRole]) -> DimensionAdvice? {
        guard mayEqualDimension(points) else { return nil }
        let query = DimensionQuery(points: points, roles: roles)
        lock.lock()
        let known = dimensionAdvices[query]
        lock.unlock()
        if let known { return known }
        let tokens = dimensions(equalTo: points, roles: roles)
        let advice = system.suggestion(tokens).map {
            DimensionAdvice(suggestion: $0, fix: system.certainCode(for: uniformPaths(tokens), as: .number))
        }
        lock.lock()
        if dimensionAdvices.count < Self.memoryLimit { dimensionAdvices[query] = .some(advice) }
        lock.unlock()
        return advice
    }
}
