import TesseraCore
import TesseraRules
import TesseraSystem

/// `tessera check` for one system: load and resolve it (no outputs are built), then run the rules.
enum SystemCheck {
    static func run(directory: String) -> CheckReport {
        var log = DiagnosticLog()
        var timer = PhaseTimer()
        defer { timer.report() }
        guard let config = ConfigLoader.load(directory: directory, log: &log),
              let sets = SystemBuilder.resolve(config, timer: &timer, handingInputOver: true, log: &log)?.sets else {
            return CheckReport(systemName: SystemDiscovery.folderName(directory), folder: directory, diagnostics: log.sorted, failedToLoad: true)
        }
        let tokenCount = sets.first?.count ?? 0
        let permutations = sets.map { $0.permutation.description }
        let input = CheckInput(
            systemName: config.name, permutations: consume sets, usage: config.usage, prohibitions: config.prohibitions,
            settings: config.ruleSettings)
        let rules = Checker.applicableRules(input)
        // Warnings from loading (a legacy import, say) come first; then the findings (placed
        // behind them as they are sorted, rather than 60,000 of them moved afterwards).
        let diagnostics = Checker.check(input, after: log.sorted) { name, duration in timer.record(name, duration) }
        timer.lap("check")
        // Freeing 200,000 resolved tokens takes tens of milliseconds, which a background thread
        // took from the report's own work; the process ends soon after the report is printed.
        BackgroundRelease.keep(consume input)
        return CheckReport(
            systemName: config.name, folder: directory, tokenCount: tokenCount,
            permutations: permutations,
            usageCount: config.usage.count, prohibitions: config.prohibitions, rules: rules.map { $0.id },
            suppressions: config.ruleSettings.suppressions, diagnostics: diagnostics, failedToLoad: false)
    }
}
