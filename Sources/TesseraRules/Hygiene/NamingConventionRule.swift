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
        // Names repeat across a large system (`g3`, `t12`, `primary`): styles are judged per
        // distinct name, and only a name that breaks the style costs a lookup per path.
        var distinct = Set<Substring>()
        for set in input.permutations {
            for token in set.tokens { Self.forEachName(in: token.path) { name, _ in distinct.insert(name) } }
        }
        let required = input.settings.option(Self.id, "case")?.string.flatMap(NameStyle.init(rawValue:))
        guard let style = required ?? NameStyle.majority(Array(distinct)) else { return }
        let breaking = Set(distinct.filter { !style.accepts($0) })
        guard !breaking.isEmpty else { return }
        let reason = required == nil ? "like most names in this system" : "as tessera.yml requires"
        var reported = Set<Substring>()
        for set in input.permutations {
            for token in set.tokens {
                Self.forEachName(in: token.path) { name, path in
                    guard breaking.contains(name), reported.insert(path).inserted else { return }
                    let isGroup = path != token.path.string && path + ".$root" != token.path.string
                    findings.add(Finding(
                        "\(isGroup ? "group" : "token") name '\(name)' (in \(path)) is not \(style.rawValue) \(reason); rename it '\(style.spell(name))'",
                        at: token.position, tokens: [TokenPath(String(path))]))
                }
            }
        }
    }

    /// Each segment of `path` but `$root`, with the path up to and including it.
    private static func forEachName(in tokenPath: TokenPath, _ body: (Substring, Substring) -> Void) {
        let path = tokenPath.string[...]
        var start = path.startIndex
        while start < path.endIndex {
            let end = path[start...].firstIndex(of: ".") ?? path.endIndex
            let name = path[start..<end]
            if name != "$root" { body(name, path[..<end]) }
            start = end < path.endIndex ? path.index(after: end) : end
        }
    }
}
