import Testing
import TesseraCore
@testable import TesseraRules

/// `rules: {platform-sync: {groups: …}}` is read like every rule's options: a relation that is not
/// one of the four is an error at its value, with the nearest one.
@Suite struct PlatformSyncSettingsTests {
    private func read(_ json: String) throws -> (settings: RuleSettings, messages: [String]) {
        var log = DiagnosticLog()
        let root = try JSONReader.read(SourceFile(path: "tessera.json", text: json))
        let settings = RuleSettings.read(rules: root.object?["rules"], suppress: nil, log: &log)
        return (settings, log.sorted.map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "-") \($0.code): \($0.message)" })
    }

    @Test func theFourRelationsAreRead() throws {
        let result = try read(#"{"rules": {"platform-sync": {"groups": {"a": "synced", "b.*": "equivalent", "c": "matched", "d": "platform-appropriate"}}}}"#)
        #expect(result.messages.isEmpty)
        #expect(result.settings.option("platform-sync", "groups")?.object?.count == 4)
    }

    @Test func aMistypedRelationIsAnErrorAtItsValue() throws {
        let result = try read(#"{"rules": {"platform-sync": {"groups": {"color": "syncd", "font": 3}}}}"#)
        #expect(result.messages == [
            "1:50 config-invalid-value: 'color' under option 'groups' of rule 'platform-sync' must be one of synced, equivalent, matched, platform-appropriate; found 'syncd' (did you mean 'synced'?)",
            "1:67 config-invalid-value: 'font' under option 'groups' of rule 'platform-sync' must be one of synced, equivalent, matched, platform-appropriate; found a number",
        ])
        #expect(result.settings.option("platform-sync", "groups") == nil)
    }
}
