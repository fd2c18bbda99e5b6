import Testing
import TesseraCore
import TesseraSystem

/// `tessera.yml` read below the CLI: every setting, with `lint.rules` checked against the rule ids
/// the caller passes, since this module does not know the linter.
@Suite struct ConfigLoaderTests {
    private func parse(_ yaml: String, lintRuleIDs: [String]) -> (config: SystemConfig?, messages: [String]) {
        var log = DiagnosticLog()
        let file = SourceFile(path: "system/tessera.yml", text: yaml)
        let config = YAMLDocument.read(file, log: &log)?.object.flatMap {
            ConfigLoader.parse($0, file: file, directory: "system", lintRuleIDs: lintRuleIDs, log: &log)
        }
        return (config, log.sorted.map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "-") \($0.code): \($0.message)" })
    }

    static let yaml = """
        name: Tiny
        tokens: [tokens.json]
        outputs: {css: {}, swift: {namespace: TinyTokens}}
        prohibitions:
          - {id: grid, says: "An 8 pt grid", rule: grid, base: 8, tokens: "spacing.*"}
        lint:
          paths: [App]
          rules: {off-grid: warning}

        """

    @Test func everySettingIsRead() throws {
        let result = parse(Self.yaml, lintRuleIDs: ["off-grid"])
        #expect(result.messages.isEmpty, "\(result.messages)")
        let config = try #require(result.config)
        #expect(config.name == "Tiny")
        #expect(config.outputs.map(\.id) == ["css", "swift"])
        #expect(config.prohibitions.map(\.id) == ["grid"])
        #expect(config.lintSettings.paths == ["App"])
        #expect(config.lintSettings.levels == ["off-grid": .warning])
        #expect(config.selectingOutputs(["swift"]).outputs.map(\.id) == ["swift"])
    }

    @Test func aLintRuleOutsideTheCallersIdsFailsTheConfigurationAtItsLine() {
        let result = parse(Self.yaml, lintRuleIDs: ["off-grids", "hardcoded-color"])
        #expect(result.config == nil)
        #expect(result.messages == [
            "8:11 config-unknown-key: unknown lint rule 'off-grid' under 'lint.rules' (did you mean 'off-grids'?); known rules: off-grids, hardcoded-color",
        ])
    }
}
