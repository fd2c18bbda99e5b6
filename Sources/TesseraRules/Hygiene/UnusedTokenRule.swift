import TesseraCore

/// `unused-token`: in a system that states how its colours are used (usage pairs or a
/// `components` group), a colour nothing refers to is either dead or missing from those
/// statements. Only colours and gradients: spacing and type scales are used by app code directly.
struct UnusedTokenRule: Rule {
    static let id = "unused-token"
    static let summary = "A colour or gradient that no token, component or usage pair refers to, in a system that records its usage."
    static let defaultLevel = RuleSettings.Level.warning
    static let options = [
        RuleOption(key: "types", summary: "The token types checked (default color, gradient).", kind: .strings),
    ]
    static let examples = [
        RuleExample(
            "a palette colour nothing uses", tokens: ##"{"palette": {"$type": "color", "red": {"$value": "#ff0000"}, "ink": {"$value": "#111111"}, "page": {"$value": "#ffffff"}}}"##,
            config: ##"{"usage": [{"name": "Body", "foreground": "palette.ink", "background": "palette.page", "size": 16}]}"##, findings: 1),
        RuleExample(
            "every colour is used by a pair or an alias", tokens: ##"{"palette": {"$type": "color", "ink": {"$value": "#111111"}, "page": {"$value": "#ffffff"}}, "text": {"$type": "color", "$value": "{palette.ink}"}}"##,
            config: ##"{"usage": [{"name": "Body", "foreground": "text", "background": "palette.page", "size": 16}]}"##, findings: 0),
        RuleExample(
            "without usage pairs or components nothing is reported", tokens: ##"{"palette": {"$type": "color", "red": {"$value": "#ff0000"}}}"##,
            findings: 0),
    ]

    /// Whether the path's first segment is `components` or `component`, compared as bytes: this
    /// runs for every token of a system.
    static func isComponent(_ path: TokenPath) -> Bool {
        var text = path.string
        return text.withUTF8 { bytes in
            let end = bytes.firstIndex(of: UInt8(ascii: ".")) ?? bytes.count
            guard end == 9 || end == 10 else { return false }
            return (0..<end).allSatisfy { bytes[$0] == components[$0] }
        }
    }

    private static let components = Array("components".utf8)

    static let message = " is not used by any token, component or usage pair; use it (in a usage pair if text or icons sit on it), or remove it"

    func check(_ input: CheckInput, into findings: inout Findings) {
        let changes = input.changes?.isKnown == true ? input.changes : nil
        // A later permutation with the first's paths in order has the same component paths.
        let scanned = changes == nil ? input.permutations : Array(input.permutations.prefix(1))
        let hasComponents = scanned.contains { set in set.tokens.contains { Self.isComponent($0.path) } }
        guard !input.usage.isEmpty || hasComponents else { return }
        let used = UsedTokens(input, changes: changes)
        // A list: two or three types are compared faster than hashed, once per token.
        let types = input.settings.tokenTypes(Self.id, default: [.color, .gradient])
        // A token no later permutation changes has the same finding in all of them: reported
        // once, with the first; the later ones report only the tokens some permutation changes.
        let changedSomewhere = changes?.changedAnywhereIndices
        findings.reserveCapacity(input.permutations.first?.count ?? 0)
        for (index, set) in input.permutations.enumerated() {
            let offsets = index > 0 ? changedSomewhere : nil
            for offset in offsets ?? Array(set.tokens.indices) {
                let token = set.tokens[offset]
                guard types.contains(token.type), !used.contains(token, at: offset), !Self.isComponent(token.path) else { continue }
                let everywhere = changes?.isUnchanged(offset) == true
                findings.add(Finding(token.path.string + Self.message, at: token.position, tokens: [token.path]), permutation: everywhere ? nil : index)
            }
        }
    }
}
