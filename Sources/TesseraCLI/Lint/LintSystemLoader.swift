import TesseraCore
import TesseraEmitters
import TesseraLint
import TesseraSystem

/// Loads the system `tessera lint` holds code to: its configuration, every permutation resolved,
/// and the names its `swift` output gives the tokens (asked of the Swift emitter here, so that
/// TesseraLint does not depend on the emitters).
enum LintSystemLoader {
    struct Loaded {
        var config: SystemConfig
        var system: LintSystem
    }

    /// Nil with the errors in `log` when the system is missing or does not load; warnings from
    /// loading are `tessera build`'s to report and are left out.
    static func load(directory: String, log: inout DiagnosticLog) -> Loaded? {
        var loading = DiagnosticLog()
        defer { for diagnostic in loading.sorted where diagnostic.severity == .error { log.emit(diagnostic) } }
        guard let config = ConfigLoader.load(directory: directory, log: &loading),
              let (sets, modifiers) = SystemBuilder.resolve(config, log: &loading) else { return nil }
        var spellings = SwiftSpellings()
        var permutations = sets
        // Code is held to the values the swift output gives it (its `contexts`: `platform: ios`).
        if let swift = config.outputs.first(where: { $0.id == SwiftEmitter.id }) {
            guard let selected = swift.selection(of: sets, modifiers: modifiers, log: &loading) else { return nil }
            permutations = selected.permutations
            spellings = SwiftEmitter.tokenNames(EmitterInput(
                systemName: config.name, permutations: selected.permutations, modifiers: selected.modifiers,
                options: swift.options, configuration: config.document))
        }
        let system = LintSystem(name: config.name, permutations: permutations, prohibitions: config.prohibitions, spellings: spellings)
        return Loaded(config: config, system: system)
    }
}
