import TesseraCore

/// What the linter makes of the `lint:` section (`LintSettings`, read with tessera.yml): the rules
/// that run and the severity each reports at.
extension LintSettings {
    /// The ids `lint.rules` in tessera.yml may name: every registered rule's.
    public static var ruleIDs: [String] { LintRuleRegistry.all.map { $0.id } }

    /// The rules that run: those the system gives something to check, less those turned off.
    public func activeRules(in system: LintSystem, registry: [any LintRule.Type] = LintRuleRegistry.all) -> [any LintRule.Type] {
        registry.filter { levels[$0.id] != .off && $0.isActive(in: system) }
    }

    /// The severity `tessera.yml` sets for a rule, if any.
    public func severity(of rule: String) -> Diagnostic.Severity? {
        switch levels[rule] {
        case .note: .note
        case .warning: .warning
        case .error: .error
        case .off, nil: nil
        }
    }
}
