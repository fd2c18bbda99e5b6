import TesseraCore

/// The walk every prohibition rule shares: each prohibition of the rule's kind, in every
/// permutation (so a dark theme or a Reduce Motion fallback is checked too), each token its
/// `tokens` patterns name that the rule can measure. A pattern naming nothing it can measure, in
/// any permutation, is reported too: that is how a misspelt path is caught.
enum ProhibitionScan {
    typealias Applies = (Token, ResolvedTokenSet) -> Bool

    /// `reads`: the token types `applies` and `check` look at; when later permutations change no
    /// token of these types, the first permutation's findings stand for every permutation.
    /// `breaks`, when given, says cheaply whether `check` finds a break (exactly when it does), so
    /// that no finding is built for an alias whose break is reported at the token it names.
    static func run(
        _ kind: Prohibition.Rule, _ input: CheckInput, into findings: inout Findings,
        measures: String, reads: Set<TokenType>? = nil, applies: Applies,
        breaks: ((Prohibition, Token, ResolvedTokenSet) -> Bool)? = nil, check: (Prohibition, Token, ResolvedTokenSet) -> Finding?
    ) {
        let same = reads.map { input.changes?.leavesUnchanged($0) == true } ?? false
        for prohibition in input.prohibitions(kind) {
            let patterns = prohibition.patterns("tokens")
            for (index, set) in input.permutations.enumerated() {
                if same && index > 0 { break }
                let permutation = same ? nil : index
                var offsets: [Int] = []
                var found: [Finding] = []
                // The rule's own test first: mostly a type check, cheaper than matching the path.
                for (offset, token) in set.tokens.enumerated() where applies(token, set) {
                    guard patterns.isEmpty || patterns.matches(token.path) else { continue }
                    if let breaks {
                        if breaks(prohibition, token, set) { offsets.append(offset) }
                    } else if let finding = check(prohibition, token, set) {
                        offsets.append(offset)
                        found.append(finding)
                    }
                }
                let aliases = AliasMerge(offsets, in: set)
                findings.reserveCapacity(findings.items.count + offsets.count)
                for (entry, offset) in offsets.enumerated() where !aliases.merged[entry] {
                    guard var finding = breaks == nil ? found[entry] : check(prohibition, set.tokens[offset], set) else { continue }
                    aliases.noting(entry, in: &finding)
                    findings.add(finding, permutation: permutation)
                }
            }
            for pattern in patterns {
                if let finding = unmatched(pattern, of: prohibition, field: "tokens", input, measures: measures, applies: applies) {
                    findings.add(finding)
                }
            }
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
        self.init(token, limit: limit, fixNote: fix.map { "fix: " + $0 }, prohibition, quoted: quoted) { $0 += problem }
    }

    /// The same, the problem written straight into the message and the fix note ready made
    /// (`fix: …`): a large system breaks a grid in tens of thousands of places.
    init(
        _ token: Token, limit: String, fixNote: String?, _ prohibition: Prohibition, quoted: String? = nil,
        problem: (inout String) -> Void
    ) {
        let quoted = quoted ?? prohibition.quoted
        var message = ""
        message.reserveCapacity(token.path.string.utf8.count + limit.utf8.count + quoted.utf8.count + 48)
        message += token.path.string
        message += " "
        problem(&message)
        message += "; "
        message += limit
        message += ": "
        message += quoted
        self.init(
            message, at: token.position, tokens: [token.path], notes: fixNote.map { [$0] } ?? [],
            declaredAt: prohibition.position, declaration: "the prohibition is declared here")
    }
}
