import TesseraCore

/// Runs every enabled rule over a system and turns findings into diagnostics: the configured
/// severity, suppressions applied (an unused one is reported), and a break found in every
/// permutation reported once, one found in some naming them.
public enum Checker {
    /// `timings`, when given, hears how long each rule took (rules run in parallel, so these
    /// overlap) and then how long merging the findings into diagnostics took.
    /// `usingChanges`: false makes every rule check every permutation in full (tests compare the
    /// two ways). `leading`: diagnostics placed first, as they are (those from loading the system).
    public static func check(
        _ input: CheckInput, rules: [any Rule.Type] = RuleRegistry.all, usingChanges: Bool = true,
        after leading: [Diagnostic] = [], timings: ((String, Swift.Duration) -> Void)? = nil
    ) -> [Diagnostic] {
        let clock = ContinuousClock()
        let enabled = rules.filter { level(of: $0, in: input.settings) != .off }
        var prepared = input
        if input.permutations.count > 1, usingChanges {
            timings?("changes", clock.measure { prepared.changes = PermutationChanges(input.permutations) })
        }
        let shared = prepared
        let work = RuleWork.plan(enabled, for: shared)
        let merge = FindingMerge(
            rules: enabled.map { ($0.id, severity(level(of: $0, in: input.settings))) },
            settings: input.settings, permutations: input.permutations.map(\.permutation))
        // Whole rules start first and a partitioned rule's small parts fill in around them: a
        // whole rule started last would run alone on one core at the end.
        let order = work.indices.filter { work[$0].items == nil } + work.indices.filter { work[$0].items != nil }
        var finished = order.parallelMap { index -> (findings: Findings, duration: Swift.Duration) in
            var findings = Findings(ruleID: work[index].rule.id)
            let duration = clock.measure { work[index].run(shared, into: &findings) }
            // A whole rule's findings become diagnostics on its own core, beside the other rules
            // and while they are fresh, instead of in the merge after all of them (a partitioned
            // rule's parts are grouped together there).
            if work[index].items == nil, let rule = enabled.firstIndex(where: { $0.id == work[index].rule.id }) {
                findings.converted = merge.converted(findings, rule: rule)
            }
            return (findings: findings, duration: duration)
        }
        // Back in work order, then joined per rule, each moved rather than copied: a rule's
        // diagnostics are moved out of it later, which copies them all if another array shares them.
        var parts = Array(repeating: (findings: Findings(ruleID: ""), duration: Swift.Duration.zero), count: work.count)
        for (position, index) in order.enumerated() { swap(&parts[index], &finished[position]) }
        var (findings, durations) = joined(&parts, of: work, rules: enabled)
        for index in enabled.indices where !findings[index].items.isEmpty || durations[index] > .milliseconds(1) {
            timings?(enabled[index].id, durations[index])
        }
        let mergeStart = clock.now
        var (lists, used) = merge.diagnostics(&findings)
        BackgroundRelease.release((consume finished, consume parts, consume findings))
        var unusedSuppressions: [Diagnostic] = []
        for (index, suppression) in input.settings.suppressions.enumerated() where !used.contains(index) {
            let ruleIsOn = rules.contains { $0.id == suppression.rule && level(of: $0, in: input.settings) != .off }
            guard ruleIsOn else { continue }
            unusedSuppressions.append(Diagnostic(
                .warning, code: "unused-suppression",
                message: "the suppression of '\(suppression.rule)' for \(suppression.tokens.map(\.text).joined(separator: ", ")) matches no finding; remove it",
                location: suppression.position?.location))
        }
        // Joined once, the leading diagnostics first, and sorted in that array: each diagnostic
        // is moved twice, and only one array of them is allocated.
        lists.insert(leading, at: 0)
        lists.append(unusedSuppressions)
        var sorted = [Diagnostic].joining(moving: &lists, placeholder: .movedOut)
        DiagnosticOrder.sortUnique(&sorted, after: leading.count)
        timings?("merge", clock.now - mergeStart)
        return sorted
    }

    /// One result per rule: a partitioned rule's parts joined in order, their times added. The
    /// parts are moved out of `parts`.
    private static func joined(
        _ parts: inout [(findings: Findings, duration: Swift.Duration)], of work: [RuleWork], rules: [any Rule.Type]
    ) -> (findings: [Findings], durations: [Swift.Duration]) {
        var results: [Findings] = []
        var durations: [Swift.Duration] = []
        var next = 0
        for rule in rules {
            var findings = Findings(ruleID: rule.id)
            var duration = Swift.Duration.zero
            while next < work.count, work[next].rule.id == rule.id {
                var part = Findings(ruleID: rule.id)
                swap(&part, &parts[next].findings)
                findings.append(contentsOf: part)
                duration += parts[next].duration
                next += 1
            }
            results.append(findings)
            durations.append(duration)
        }
        return (results, durations)
    }

    /// The enabled rules that have something to check: contrast needs usage pairs, a rule named
    /// after a prohibition kind needs a prohibition of that kind, the sync check its `groups`; the
    /// hygiene rules always apply.
    public static func applicableRules(_ input: CheckInput, rules: [any Rule.Type] = RuleRegistry.all) -> [any Rule.Type] {
        rules.filter { rule in
            guard level(of: rule, in: input.settings) != .off else { return false }
            if rule.id == ContrastRule.id { return !input.usage.isEmpty }
            if rule.id == PlatformSyncRule.id { return input.settings.option(rule.id, "groups") != nil }
            if let kind = Prohibition.Rule(rawValue: rule.id) { return !input.prohibitions(kind).isEmpty }
            return true
        }
    }

    public static func level(of rule: any Rule.Type, in settings: RuleSettings) -> RuleSettings.Level {
        settings.levels[rule.id] ?? rule.defaultLevel
    }

    private static func severity(_ level: RuleSettings.Level) -> Diagnostic.Severity {
        switch level {
        case .error: .error
        case .warning: .warning
        case .note, .off: .note
        }
    }

    /// `when theme=dark` when the permutations are exactly those with these choices; else the list.
    static func scope(_ indices: [Int], of all: [Permutation]) -> String {
        let listed = indices.map { all[$0] }
        let common = listed.first?.choices.filter { choice in listed.allSatisfy { $0.choices.contains(choice) } } ?? []
        let matching = all.indices.filter { index in common.allSatisfy { all[index].choices.contains($0) } }
        if !common.isEmpty, Set(matching) == Set(indices) {
            return "when " + common.map { "\($0.modifier)=\($0.context)" }.joined(separator: ", ")
        }
        return "in " + indices.map { "[\(all[$0])]" }.joined(separator: ", ")
    }
}
