import TesseraCore

/// `forbidden-type`: the system has no token of a type the spec rules out ("no shadows", "no
/// gradients"). Only a token's own `$type` counts: a border's colour or a typography's size are
/// parts, not tokens of those types, and no type of composite contains a shadow or a gradient.
struct ForbiddenTypeRule: Rule {
    static let id = Prohibition.Rule.forbiddenType.rawValue
    static let summary = "The system has no token whose `$type` a `forbidden-type` prohibition lists."
    static let defaultLevel = RuleSettings.Level.error
    static let examples = [
        RuleExample(
            "a shadow token breaks 'no shadows'",
            tokens: ##"{"lift": {"$type": "shadow", "$value": {"color": "#1c1c1e", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 2, "unit": "px"}, "blur": {"value": 4, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}}, "ink": {"$type": "color", "$value": "#1c1c1e"}}"##,
            config: ##"{"prohibitions": [{"id": "no-shadows", "says": "no system shadows", "rule": "forbidden-type", "types": ["shadow"]}]}"##,
            findings: 1),
        RuleExample(
            "a border is not a shadow",
            tokens: ##"{"rule": {"$type": "border", "$value": {"color": "#1c1c1e", "width": {"value": 1, "unit": "px"}, "style": "solid"}}}"##,
            config: ##"{"prohibitions": [{"id": "no-shadows", "says": "no system shadows", "rule": "forbidden-type", "types": ["shadow", "gradient"]}]}"##,
            findings: 0),
    ]

    func check(_ input: CheckInput, into findings: inout Findings) {
        for prohibition in input.prohibitions(.forbiddenType) {
            let types = prohibition.strings("types")
            for (index, set) in input.permutations.enumerated() {
                for token in set.tokens where types.contains(token.type.rawValue) {
                    let alias = token.aliasOf.map { " (an alias of \($0))" } ?? ""
                    let finding = Finding(
                        token, "is a \(token.type.rawValue) token\(alias)", limit: "forbidden types: \(types.joined(separator: ", "))",
                        fix: "remove the token, and what draws with it, from the system", prohibition)
                    findings.add(finding, permutation: index)
                }
            }
        }
    }
}
