import TesseraCore
import TesseraLint
import TesseraSystem

extension ConfigLoader {
    /// The `tessera.yml` in `directory` as every command reads it: `lint.rules` checked against
    /// the linter's own rules, so a mistake anywhere in the file shows on every command.
    static func load(directory: String, log: inout DiagnosticLog) -> SystemConfig? {
        load(directory: directory, lintRuleIDs: LintSettings.ruleIDs, log: &log)
    }
}
