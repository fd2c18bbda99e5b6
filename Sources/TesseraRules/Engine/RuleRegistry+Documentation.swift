extension RuleRegistry {
    /// Documentation/Rules.md, generated from the registry so it cannot drift from the code.
    public static func rulesDocumentation() -> String {
        var text = """
            # Rules

            <!-- Generated from RuleRegistry by the docs test; re-record with RECORD_GOLDENS=1 swift test. -->

            `tessera check [DIR]` runs these rules over every permutation of a system (every theme and
            mode its resolver has). Most read what `tessera.yml` records from the spec: the `usage` pairs
            (contrast) and the `prohibitions` (one rule per prohibition kind; Configuration.md lists their
            fields). A finding points at the token's line, says what was measured, what the limit is and
            what value would pass, and ends with the rule id: `path:line:col: error: message [rule-id]`.
            One break found in every permutation is reported once; one found in some says where
            (`when theme=dark`).

            ```yaml
            rules:
              contrast: {level: AAA}          # options per rule, and its severity
              naming-convention: error        # or just a level: off, note, warning, error
              duplicate-value: off
            suppress:                         # silence one rule for some tokens, with the reason
              - rule: contrast
                tokens: color.text.disabled   # a path, a pattern (`*`, `**`) or a list
                reason: "Disabled labels are exempt (WCAG 1.4.3)."
            ```

            A suppression that silences nothing is itself reported (`unused-suppression`). Reporters:
            `--reporter text` (default), `json`, `sarif` (SARIF 2.1.0, for code-scanning services) and
            `markdown` (the `CHECK.md` of each bundled system). Exit status: 1 when any finding is an
            error (with `--strict`, a warning), else 0.

            Prohibitions of kind `code` and `color-proportion` are about app code, not tokens: `tessera check`
            lists them under "Not checked here", and `tessera lint` holds Swift code to the `code` checks
            (Lint.md); no command checks `color-proportion` yet.

            """
        for rule in all {
            text += "\n## `\(rule.id)`\n\n\(rule.summary)\n\nDefault severity: \(rule.defaultLevel.rawValue).\n\n"
            if !rule.details.isEmpty { text += rule.details + "\n\n" }
            if !rule.options.isEmpty {
                text += "| option | kind | meaning |\n|---|---|---|\n"
                for option in rule.options {
                    let choices = option.choices.isEmpty ? "" : (option.kind == .map ? " Each value one of " : " One of ")
                        + option.choices.map { "`\($0)`" }.joined(separator: ", ") + "."
                    text += "| `\(option.key)` | \(option.kind.rawValue) | \(escapeCell(option.summary))\(choices) |\n"
                }
                text += "\n"
            }
            text += "Examples (each is a test):\n\n"
            for example in rule.examples {
                let outcome = example.findings == 0 ? "no finding" : example.findings == 1 ? "1 finding" : "\(example.findings) findings"
                let context = example.defaultContext.map { " (`\($0.modifier)=\($0.context)`)" } ?? ""
                text += "- \(example.summary): \(outcome).\n  Tokens\(context): `\(example.tokens)`"
                for mode in example.modes { text += "\n  Tokens (`\(mode.modifier)=\(mode.context)`): `\(mode.tokens)`" }
                if example.config != "{}" { text += "\n  Config: `\(example.config)`" }
                text += "\n"
            }
        }
        return text
    }

    private static func escapeCell(_ text: String) -> String {
        text.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }
}
