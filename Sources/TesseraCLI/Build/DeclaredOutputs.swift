import TesseraCore
import TesseraEmitters

/// The files and folders a build-tool plugin declared before the build ran (`--declared-output`,
/// which TesseraPlugin passes). SwiftPM compiles exactly those; one the build does not write stops
/// it with a bare "doesn't exist", so the build says which setting caused it instead.
enum DeclaredOutputs {
    static func check(_ declared: [String], against files: [OutputFile], log: inout DiagnosticLog) {
        guard !declared.isEmpty else { return }
        var written = Set<Substring>()
        for file in files { written.insert(file.path.split(separator: "/", maxSplits: 1).first ?? "") }
        for name in declared where !written.contains(Substring(name)) {
            let names = written.sorted().map { "'\($0)'" }.joined(separator: ", ")
            log.error(
                "plugin-output-missing",
                "TesseraPlugin declared '\(name)' as an output, but the build writes \(names.isEmpty ? "nothing" : names); through the plugin the xcassets output keeps its default name ('Tokens')",
                at: nil)
        }
    }
}
