import Foundation
import TesseraCore
import TesseraEmitters
import TesseraRules
@testable import TesseraSpecimen

/// Builds a specimen page from token JSON (one text per permutation) and a tessera.yml written as
/// JSON, as the CLI would after reading the YAML.
enum SpecimenFixture {
    struct Result {
        var page: String
        var log: DiagnosticLog
    }

    static func json(_ text: String, path: String = "tokens.json") -> JSONNode {
        do {
            return try JSONReader.read(SourceFile(path: path, text: text))
        } catch {
            fatalError("bad test JSON \(text): \(error)")
        }
    }

    static func resolve(_ text: String, _ choices: [(String, String)] = []) -> ResolvedTokenSet {
        var log = DiagnosticLog()
        let permutation = Permutation(choices.map { Permutation.Choice(modifier: $0.0, context: $0.1) })
        let set = TokenResolution.resolve(json(text).object ?? JSONObject(), permutation: permutation, mode: .strict, log: &log)
        precondition(!log.hasErrors, "fixture tokens do not resolve: \(log.sorted)")
        return set
    }

    static func build(
        _ permutations: [ResolvedTokenSet], modifiers: [ModifierInfo] = [], configuration: String = "{}",
        options: String = "{}", systemName: String = "Test"
    ) -> Result {
        var log = DiagnosticLog()
        let input = EmitterInput(
            systemName: systemName, permutations: permutations, modifiers: modifiers,
            options: json(options).object ?? JSONObject(),
            configuration: json(configuration, path: "system/tessera.yml").object ?? JSONObject())
        let files = SpecimenEmitter().emit(input, log: &log)
        return Result(page: files.first?.text ?? "", log: log)
    }

    /// A page context with no tokens, for the sections' helpers.
    static func context() -> SpecimenContext {
        SpecimenContext(
            systemName: "Test", permutations: [], modifiers: [], names: [:], check: CheckInput(systemName: "Test", permutations: []),
            findings: [], components: [], folder: nil)
    }

    static func occurrences(of needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }
}
