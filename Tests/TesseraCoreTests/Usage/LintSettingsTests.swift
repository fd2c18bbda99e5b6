import Testing
import TesseraCore

/// The `lint:` section read as data, its `rules:` checked against the rule ids the caller gives
/// (the linter's, in the CLI), so the reader needs no linter.
@Suite struct LintSettingsTests {
    private let ids = ["forbidden-shadow", "hardcoded-color", "off-grid"]

    private func read(_ json: String) throws -> (settings: LintSettings, messages: [String]) {
        var log = DiagnosticLog()
        let node = try JSONReader.read(SourceFile(path: "tessera.yml", text: json))
        let settings = LintSettings.read(node, ruleIDs: ids, log: &log)
        return (settings, log.sorted.map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "-") \($0.code): \($0.message)" })
    }

    @Test func pathsExcludeAndLevelsAreRead() throws {
        let result = try read(#"{"paths": "App", "exclude": ["App/Legacy", "*.gen.swift"], "rules": {"off-grid": "warning", "forbidden-shadow": false}}"#)
        #expect(result.messages.isEmpty)
        #expect(result.settings.paths == ["App"])
        #expect(result.settings.excluded == ["App/Legacy", "*.gen.swift"])
        // YAML 1.1 reads a bare `off` as false.
        #expect(result.settings.levels == ["off-grid": .warning, "forbidden-shadow": .off])
    }

    @Test func aRuleTheCallerDoesNotKnowIsAnErrorAtItsNameWithTheNearest() throws {
        let result = try read(#"{"rules": {"off-gird": "off", "hardcoded-color": "loud"}}"#)
        #expect(result.messages == [
            "1:12 config-unknown-key: unknown lint rule 'off-gird' under 'lint.rules' (did you mean 'off-grid'?); known rules: forbidden-shadow, hardcoded-color, off-grid",
            "1:50 config-invalid-value: lint rule 'hardcoded-color' must be off, note, warning or error",
        ])
        #expect(result.settings.levels.isEmpty)
    }

    @Test func theKnownRulesAreWhateverTheCallerSays() throws {
        var log = DiagnosticLog()
        let node = try JSONReader.read(SourceFile(path: "tessera.yml", text: #"{"rules": {"my-rule": "error"}}"#))
        #expect(LintSettings.read(node, ruleIDs: ["my-rule"], log: &log).levels == ["my-rule": .error])
        #expect(log.isEmpty)
        _ = LintSettings.read(node, ruleIDs: [], log: &log)
        #expect(log.sorted.map(\.code) == ["config-unknown-key"])
    }
}
