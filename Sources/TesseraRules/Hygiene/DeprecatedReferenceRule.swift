import TesseraCore

/// `deprecated-reference`: a token that refers to a deprecated token keeps the old value alive;
/// the deprecation's own message usually names the replacement.
struct DeprecatedReferenceRule: Rule {
    static let id = "deprecated-reference"
    static let summary = "A token, or a usage pair, refers to a deprecated token."
    static let defaultLevel = RuleSettings.Level.warning
    static let examples = [
        RuleExample(
            "an alias of a deprecated token", tokens: ##"{"old": {"$type": "color", "$value": "#112233", "$deprecated": "Use new."}, "new": {"$type": "color", "$value": "#112234"}, "button": {"$type": "color", "$value": "{old}"}}"##,
            findings: 1),
        RuleExample(
            "a usage pair naming a deprecated token", tokens: ##"{"c": {"$type": "color", "ink": {"$value": "#111111", "$deprecated": true}, "page": {"$value": "#ffffff"}}}"##,
            config: ##"{"usage": [{"name": "Body", "foreground": "c.ink", "background": "c.page", "size": 16}]}"##, findings: 1),
        RuleExample(
            "a deprecated token nobody refers to", tokens: ##"{"old": {"$type": "color", "$value": "#112233", "$deprecated": "Use new."}, "button": {"$type": "color", "$value": "#445566"}}"##,
            findings: 0),
    ]

    func check(_ input: CheckInput, into findings: inout Findings) {
        // A later permutation keeps the first's deprecations apart from the tokens it changes:
        // when the first has none, only those are looked at (not every token of a large system).
        let changes = input.changes?.isKnown == true ? input.changes : nil
        var firstHasNone = false
        for (index, set) in input.permutations.enumerated() {
            if index > 0, firstHasNone, let changed = changes?.changedIndices(of: index),
               !changed.contains(where: { set.tokens[$0].deprecated != nil }) {
                continue
            }
            // Only a deprecated token can be referred to as one: most systems have none or a few,
            // so the references are looked at only when there is one, and only matched to those.
            var deprecated: [String: Deprecation] = [:]
            for token in set.tokens { if let deprecation = token.deprecated { deprecated[token.path.string] = deprecation } }
            if index == 0 { firstHasNone = deprecated.isEmpty }
            guard !deprecated.isEmpty else { continue }
            for token in set.tokens {
                for path in TokenReferences.paths(in: token) {
                    guard let deprecation = deprecated[path.string] else { continue }
                    findings.add(Finding(
                        "\(token.path) refers to \(path), which is deprecated\(Self.reason(deprecation))",
                        at: token.position, tokens: [token.path, path]), permutation: index)
                }
            }
            for pair in input.usage {
                for path in [pair.foreground] + pair.backgrounds + pair.backdrops {
                    guard let target = set[path.string], let deprecation = target.deprecated else { continue }
                    findings.add(Finding(
                        "usage '\(pair.name)' names \(path), which is deprecated\(Self.reason(deprecation))",
                        at: pair.position, tokens: [path]), permutation: index)
                }
            }
        }
    }

    static func reason(_ deprecation: Deprecation) -> String {
        guard case .deprecated(let reason?) = deprecation, !reason.isEmpty else { return "" }
        return ": \(reason)"
    }
}
