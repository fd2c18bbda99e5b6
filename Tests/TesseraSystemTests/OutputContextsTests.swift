import Testing
import TesseraCore
import TesseraSystem

/// `contexts:` of an output: read with the other output options, checked against the resolver's
/// modifiers at its line and column, and the permutations each output is built from.
@Suite struct OutputContextsTests {
    static let modifiers = [
        ModifierInfo(name: "platform", contexts: ["ios", "web"], defaultContext: "ios"),
        ModifierInfo(name: "motion", contexts: ["default", "reduced"], defaultContext: "default"),
    ]

    /// Every permutation, default first, as the resolver builds them.
    static let sets: [ResolvedTokenSet] = [("ios", "default"), ("ios", "reduced"), ("web", "default"), ("web", "reduced")].map {
        ResolvedTokenSet(permutation: Permutation([
            Permutation.Choice(modifier: "platform", context: $0.0), Permutation.Choice(modifier: "motion", context: $0.1),
        ]), tokens: [])
    }

    private func load(_ outputs: String) -> (config: SystemConfig?, messages: [String]) {
        var log = DiagnosticLog()
        let file = SourceFile(path: "system/tessera.yml", text: "resolver: system.resolver.json\noutputs:\n" + outputs)
        let config = YAMLDocument.read(file, log: &log)?.object.flatMap {
            ConfigLoader.parse($0, file: file, directory: "system", lintRuleIDs: [], log: &log)
        }
        return (config, Self.messages(log))
    }

    private static func messages(_ log: DiagnosticLog) -> [String] {
        log.sorted.map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "-") \($0.code): \($0.message)" }
    }

    private func select(_ output: SystemConfig.Output) -> (selected: [String]?, modifiers: [String], messages: [String]) {
        var log = DiagnosticLog()
        let result = output.selection(of: Self.sets, modifiers: Self.modifiers, log: &log)
        return (result?.permutations.map(\.permutation.description), result?.modifiers.map(\.name) ?? [], Self.messages(log))
    }

    @Test func anOutputFixedToOneContextSeesTheOtherModifiersOnly() throws {
        let loaded = load("  swift: {contexts: {platform: ios}, namespace: T}\n  css: {contexts: {platform: web}}\n  json: {}\n")
        #expect(loaded.messages.isEmpty, "\(loaded.messages)")
        let outputs = try #require(loaded.config?.outputs)
        #expect(outputs[0].options.keys == ["namespace"], "the emitter never sees 'contexts'")
        let swift = select(outputs[0])
        #expect(swift.selected == ["motion=default", "motion=reduced"])
        #expect(swift.modifiers == ["motion"])
        #expect(select(outputs[1]).selected == ["motion=default", "motion=reduced"])
        #expect(select(outputs[2]).selected == Self.sets.map(\.permutation.description))
    }

    @Test func severalContextsKeepTheModifierNarrowedToThem() throws {
        let loaded = load("  json: {contexts: {motion: [reduced]}}\n  css: {contexts: {Platform: [WEB, ios]}}\n")
        let outputs = try #require(loaded.config?.outputs)
        #expect(select(outputs[0]).selected == ["platform=ios", "platform=web"])
        let css = select(outputs[1])
        #expect(css.selected == Self.sets.map(\.permutation.description), "names match ignoring case")
        #expect(css.modifiers == ["platform", "motion"])
    }

    @Test func aContextWhoseDefaultIsLeftOutPutsTheFirstChosenFirst() throws {
        var log = DiagnosticLog()
        let loaded = load("  json: {contexts: {platform: [web]}}\n  css: {contexts: {motion: [reduced, default], platform: [web, ios]}}\n")
        let outputs = try #require(loaded.config?.outputs)
        let result = try #require(outputs[1].selection(of: Array(Self.sets.reversed()), modifiers: Self.modifiers, log: &log))
        #expect(result.permutations.first?.permutation.description == "platform=ios, motion=default")
    }

    @Test func anUnknownModifierOrContextIsAnErrorAtItsPlaceWithTheNearestName() throws {
        let loaded = load("  swift: {contexts: {platfrom: ios}}\n  css:\n    contexts: {platform: [web, webb]}\n")
        let outputs = try #require(loaded.config?.outputs)
        #expect(select(outputs[0]).messages == [
            "3:22 config-unknown-key: the 'swift' output names the modifier 'platfrom' under 'contexts', which the resolver does not have (did you mean 'platform'?); its modifiers are platform, motion",
        ])
        let css = select(outputs[1])
        #expect(css.selected == nil)
        #expect(css.messages == [
            "5:32 config-invalid-value: modifier 'platform' has no context 'webb' (did you mean 'web'?); its contexts are ios, web (the 'css' output's 'contexts')",
        ])
    }

    @Test func aContextsValueOfTheWrongShapeFailsTheConfiguration() {
        let loaded = load("  swift: {contexts: ios}\n  css: {contexts: {platform: {a: b}}}\n")
        #expect(loaded.config == nil)
        #expect(loaded.messages == [
            "3:21 config-invalid-value: 'contexts' of the 'swift' output must map resolver modifiers to the context (or list of contexts) it is built for, such as {platform: ios}; found a string",
            "4:30 config-invalid-value: the contexts of modifier 'platform' for the 'css' output must be a context name or a non-empty list of them; found an object",
        ])
    }

    @Test func contextsThatNoBuiltPermutationMatchesAreAnError() throws {
        let loaded = load("  swift: {contexts: {platform: web}}\n")
        let output = try #require(loaded.config?.outputs.first)
        var log = DiagnosticLog()
        #expect(output.selection(of: Array(Self.sets.prefix(2)), modifiers: Self.modifiers, log: &log) == nil)
        #expect(Self.messages(log).first?.hasPrefix("3:11 config-invalid-value: no permutation built matches the contexts {platform: web} of the 'swift' output") == true)
    }
}
