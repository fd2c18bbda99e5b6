import Foundation

extension EmitterRegistry {
    /// Documentation/Formats.md, generated from the registry so it cannot drift from the code.
    /// `emitters` adds outputs registered above this module (the specimen).
    public static func formatsDocumentation(_ emitters: [any Emitter.Type] = all) -> String {
        var text = """
            # Output formats

            <!-- Generated from EmitterRegistry by the docs test; re-record with RECORD_GOLDENS=1 swift test. -->

            Outputs are listed under `outputs:` in `tessera.yml`, each format id mapped to its options
            (`{}` for the defaults). Every output is deterministic: the same input gives byte-identical files.

            """
        for emitter in emitters {
            text += "\n## `\(emitter.id)`\n\n\(emitter.summary)\n\n"
            if !emitter.details.isEmpty { text += emitter.details + "\n\n" }
            guard !emitter.options.isEmpty else {
                text += "No options.\n"
                continue
            }
            text += "| option | kind | default | meaning |\n|---|---|---|---|\n"
            for option in emitter.options {
                let summary = option.summary.replacingOccurrences(of: "|", with: "\\|")
                text += "| `\(option.key)` | \(option.kind.rawValue) | \(option.defaultDescription) | \(summary) |\n"
            }
        }
        return text
    }
}
