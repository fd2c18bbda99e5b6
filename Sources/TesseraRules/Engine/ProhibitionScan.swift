import TesseraCore

/// The walk every prohibition rule shares: each prohibition of the rule's kind, in every
/// permutation (so a dark theme or a Reduce Motion fallback is checked too), each token its
/// `tokens` patterns name that the rule can measure. A pattern naming nothing it can measure, in
/// any permutation, is reported too: that is how a misspelt path is caught.
enum ProhibitionScan {
    typealias Applies = (Token, ResolvedTokenSet) -> Bool

    /// `reads`: the token types `applies` and `check` look at; when later permutations change no
    /// token of these types, the first permutation's findings stand for every permutation.
    static func run(
        _ kind: Prohibition.Rule, _ input: CheckInput, into findings: inout Findings,
        measures: String, reads: Set<TokenType>? = nil, applies: Applies, check: (Prohibition, Token, ResolvedTokenSet) -> Finding?
    ) {
        let same = reads.map { input.changes?.leavesUnchanged($0) == true } ?? false
        for prohibition in input.prohibitions(kind) {
            let patterns = prohibition.patterns("tokens")
            for (index, set) in input.permutations.enumerated() {
                if same && index > 0 { break }
                var found: [(offset: Int, finding: Finding)] = []
                for (offset, token) in set.tokens.enumerated() where patterns.isEmpty || patterns.matches(token.path) {
                    guard applies(token, set), let finding = check(prohibition, token, set) else { continue }
                    found.append((offset, finding))
                }
                for finding in mergingAliases(found, in: set) { findings.add(finding, permutation: same ? nil : index) }
            }
            for pattern in patterns {
                if let finding = unmatched(pattern, of: prohibition, field: "tokens", input, measures: measures, applies: applies) {
                    findings.add(finding)
                }
            }
        }
    }

    /// An alias holds the value of the token it names, so it breaks exactly when that token does:
    /// the break is reported once, at the token holding the value, and the aliases are listed in a
    /// note (and can be named by a suppression) instead of repeating the same finding. `offset`:
    /// the token's place in `set`, by which aliases are followed (a large system breaks a grid in
    /// tens of thousands of places; hashing their paths was most of the merge).
    static func mergingAliases(_ found: [(offset: Int, finding: Finding)], in set: ResolvedTokenSet) -> [Finding] {
        // Most breaks are literal values; with no alias among them there is nothing to merge.
        guard found.contains(where: { set.aliasTarget(at: $0.offset) != nil }) else { return found.map(\.finding) }
        var breaking: [Int: Int] = [:]
        breaking.reserveCapacity(found.count)
        for (index, entry) in found.enumerated() { breaking[entry.offset] = index }
        var named = [[TokenPath]](repeating: [], count: found.count)
        var merged = [Bool](repeating: false, count: found.count)
        for (index, entry) in found.enumerated() {
            var holder: Int?
            var cursor = entry.offset
            var steps = 0
            while let target = set.aliasTarget(at: cursor), steps < 64 {
                if let breaks = breaking[target] { holder = breaks }
                cursor = target
                steps += 1
            }
            guard let holder else { continue }
            named[holder].append(set.tokens[entry.offset].path)
            merged[index] = true
        }
        return found.indices.compactMap { index in
            guard !merged[index] else { return nil }
            guard !named[index].isEmpty else { return found[index].finding }
            var finding = found[index].finding
            let list = named[index].map(\.string).joined(separator: ", ")
            let count = named[index].count
            let note = Finding.Note("\(list) name\(count == 1 ? "s" : "") it by alias and break\(count == 1 ? "s" : "") with it")
            finding.notes.insert(note, at: max(0, finding.notes.count - 1))
            finding.tokens += named[index]
            return finding
        }
    }

    /// Nil when `pattern` names a token `applies` accepts in some permutation; else a finding at
    /// the prohibition saying whether it names no token at all or only ones the rule cannot measure.
    static func unmatched(
        _ pattern: TokenPattern, of prohibition: Prohibition, field: String, _ input: CheckInput,
        measures: String, applies: Applies
    ) -> Finding? {
        var named = Set<String>()
        for set in input.permutations {
            for token in set.tokens where pattern.matches(token.path) {
                if applies(token, set) { return nil }
                named.insert(token.path.string)
            }
        }
        let problem = named.isEmpty
            ? "matches no token (is the path misspelt?)"
            : "matches \(named.count) token\(named.count == 1 ? "" : "s") (\(sample(named))) but no \(measures), so it checks nothing"
        return Finding(
            "the pattern '\(pattern.text)' in '\(field)' of prohibition '\(prohibition.id)' \(problem); \(prohibition.quoted)",
            at: prohibition.position, tokens: [])
    }

    private static func sample(_ paths: Set<String>) -> String {
        let sorted = paths.sorted()
        return sorted.prefix(3).joined(separator: ", ") + (sorted.count > 3 ? ", …" : "")
    }
}

extension Finding {
    /// A token breaking a prohibition: `<path> <problem>; <limit>: the spec says "…"`, the fix as
    /// a note, and the prohibition's place in tessera.yml as the last note.
    /// `quoted`: the prohibition's `quoted`, when the caller has it at hand.
    init(_ token: Token, _ problem: String, limit: String, fix: String?, _ prohibition: Prohibition, quoted: String? = nil) {
        let quoted = quoted ?? prohibition.quoted
        var message = ""
        message.reserveCapacity(token.path.string.utf8.count + problem.utf8.count + limit.utf8.count + quoted.utf8.count + 4)
        message += token.path.string
        message += " "
        message += problem
        message += "; "
        message += limit
        message += ": "
        message += quoted
        self.init(
            message, at: token.position, tokens: [token.path],
            notes: fix.map { ["fix: " + $0] } ?? [], declaredAt: prohibition.position,
            declaration: "the prohibition is declared here")
    }
}
