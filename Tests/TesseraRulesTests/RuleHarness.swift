import TesseraCore
@testable import TesseraRules

/// Builds a `CheckInput` from a DTCG document and a config given as JSON text (the sections of
/// tessera.yml a rule reads), failing loudly when either is not clean.
enum RuleHarness {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// `modes`: further permutations, each a modifier's context and its token document.
    /// `context`: the modifier context the default permutation stands for, if any.
    static func input(
        tokens: String, config: String = "{}", context: (modifier: String, context: String)? = nil, modes: [RuleExample.Mode] = []
    ) throws -> CheckInput {
        var log = DiagnosticLog()
        var sets: [ResolvedTokenSet] = []
        let documents = [(choice: context.map { Permutation.Choice(modifier: $0.modifier, context: $0.context) }, tokens: tokens)]
            + modes.map { (Permutation.Choice(modifier: $0.modifier, context: $0.context), $0.tokens) }
        for (index, document) in documents.enumerated() {
            let root = try JSONReader.read(SourceFile(path: "tokens\(index).json", text: document.tokens))
            guard let object = root.object else { throw Failure(description: "tokens are not an object") }
            let permutation = Permutation(document.choice.map { [$0] } ?? [])
            sets.append(TokenResolution.resolve(object, permutation: permutation, mode: .lenient, log: &log))
        }
        let configRoot = try JSONReader.read(SourceFile(path: "tessera.json", text: config))
        guard let configObject = configRoot.object else { throw Failure(description: "config is not an object") }
        let usage = configObject["usage"].map { DesignRulesReader.usage($0, log: &log) } ?? []
        let prohibitions = configObject["prohibitions"].map { DesignRulesReader.prohibitions($0, log: &log) } ?? []
        let settings = RuleSettings.read(rules: configObject["rules"], suppress: configObject["suppress"], log: &log)
        UsagePair.check(usage, against: sets, log: &log)
        guard !log.hasErrors else { throw Failure(description: log.sorted.map(\.description).joined(separator: "\n")) }
        return CheckInput(systemName: "Example", permutations: sets, usage: usage, prohibitions: prohibitions, settings: settings)
    }

    static func check(
        _ rule: any Rule.Type, tokens: String, config: String = "{}", context: (modifier: String, context: String)? = nil,
        modes: [RuleExample.Mode] = []
    ) throws -> [Diagnostic] {
        Checker.check(try input(tokens: tokens, config: config, context: context, modes: modes), rules: [rule])
    }
}
