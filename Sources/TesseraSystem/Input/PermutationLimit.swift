import TesseraCore

/// How many resolver permutations Tessera builds at once (`limits: {permutations: N}` in
/// tessera.yml, `--max-permutations` for `tessera resolve --all`).
///
/// 4,096 is 12 two-way modifiers: far above any theming matrix seen in practice (light/dark ×
/// contrast × density × a dozen brands is under 200), while 4,096 resolved sets of a 1,000-token
/// system still fit in a few hundred MiB. Beyond it a resolver is almost certainly a mistake or
/// hostile, and the user should pick the permutations they want instead.
package enum PermutationLimit {
    package static let `default` = 4_096

    /// Says how many there are (and why: each modifier's context count), the limit, and the two
    /// ways out.
    static func message(count: Int, limit: Int, document: ResolverDocument) -> String {
        let total = count == Int.max ? "more than \(grouped(Int.max))" : grouped(count)
        let factors = document.modifiers.map { "\($0.name) \($0.contexts.count)" }
        let shown = factors.count > 8 ? factors.prefix(8).joined(separator: " × ") + " × … (\(factors.count) modifiers)"
            : factors.joined(separator: " × ")
        // The example names one of this resolver's own modifiers, so it can be pasted.
        let example = document.modifiers.first.map { "\($0.name): \($0.contexts.last ?? "context")" } ?? "theme: dark"
        return "the resolver has \(total) permutations (\(shown)), over the limit of \(grouped(limit)); "
            + "choose the ones to build with 'permutations:' in tessera.yml (e.g. [{\(example)}]) or --input modifier=context, "
            + "or raise the limit with 'limits: {permutations: N}' (--max-permutations N for resolve)"
    }

    /// 3486784401 as 3,486,784,401.
    static func grouped(_ value: Int) -> String {
        let digits = Array(String(value))
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }
}
