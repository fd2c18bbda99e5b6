import TesseraCore

/// `naming-convention`: every group and token name follows one case style. By default the style
/// most multi-word names already use (so a system is held to its own habit); `case` sets it.
struct NamingConventionRule: Rule {
    static let id = "naming-convention"
    static let summary = "Every token and group name follows one case style: camelCase, kebab-case, snake_case or PascalCase (by default the one most names use)."
    static let defaultLevel = RuleSettings.Level.warning
    static let options = [
        RuleOption(key: "case", summary: "The required style; default: the style most multi-word names use.", kind: .string,
                   choices: NameStyle.allCases.map(\.rawValue)),
    ]
    static let examples = [
        RuleExample(
            "one kebab-case name among camelCase ones", tokens: ##"{"c": {"$type": "color", "textPrimary": {"$value": "#111111"}, "textSecondary": {"$value": "#222222"}, "text-muted": {"$value": "#333333"}}}"##,
            findings: 1),
        RuleExample(
            "single words fit every style", tokens: ##"{"color": {"$type": "color", "ink": {"$value": "#111111"}, "brandBlue": {"$value": "#0000ff"}, "500": {"$value": "#555555"}}}"##,
            findings: 0),
        RuleExample(
            "a required style", tokens: ##"{"c": {"$type": "color", "textPrimary": {"$value": "#111111"}}}"##,
            config: ##"{"rules": {"naming-convention": {"case": "kebab-case"}}}"##, findings: 1),
    ]

    func check(_ input: CheckInput, into findings: inout Findings) {
        // Each distinct name once, at the first token whose path contains it.
        var names: [(name: Substring, path: String, token: Token)] = []
        var seen = Set<String>()
        for set in input.permutations {
            for token in set.tokens {
                let segments = token.path.segments
                for (depth, segment) in segments.enumerated() where segment != "$root" {
                    let prefix = segments[...depth].joined(separator: ".")
                    if seen.insert(prefix).inserted { names.append((segment, prefix, token)) }
                }
            }
        }
        let required = input.settings.option(Self.id, "case")?.string.flatMap(NameStyle.init(rawValue:))
        guard let style = required ?? NameStyle.majority(names.map(\.name)) else { return }
        let reason = required == nil ? "like most names in this system" : "as tessera.yml requires"
        for entry in names where !style.accepts(entry.name) {
            let isGroup = entry.path != entry.token.path.string && entry.path + ".$root" != entry.token.path.string
            findings.add(Finding(
                "\(isGroup ? "group" : "token") name '\(entry.name)' (in \(entry.path)) is not \(style.rawValue) \(reason); rename it '\(style.spell(entry.name))'",
                at: entry.token.position, tokens: [TokenPath(entry.path)]))
        }
    }
}
