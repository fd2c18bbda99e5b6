import TesseraCore

extension YAMLDocument {
    /// What the YAML file is, for the codes and words of its errors: `tessera.yml` keeps its
    /// `config-` codes; a token file written in YAML gets the codes its JSON form would.
    enum Role {
        case configuration
        case tokens

        func reportInvalidYAML(_ problem: String, at position: SourcePosition, log: inout DiagnosticLog) {
            switch self {
            case .configuration: log.error("config-invalid-yaml", "this is not valid YAML: \(problem)", at: position)
            case .tokens: log.error("invalid-yaml", "this is not valid YAML: \(problem)", at: position)
            }
        }

        /// Yams copies an anchored node for every alias (nested ones expand exponentially), so both
        /// kinds of file refuse them before composing.
        func reportAlias(at position: SourcePosition, log: inout DiagnosticLog) {
            switch self {
            case .configuration:
                log.error(
                    "config-yaml-alias",
                    "YAML anchors and aliases (&name, *name) are not allowed in \(SystemConfig.fileName); write the value out (quote it if it is text that starts with & or *)",
                    at: position)
            case .tokens:
                log.error(
                    "yaml-alias",
                    "YAML anchors and aliases (&name, *name) are not allowed in token files; write the value out, or make it a reference such as \"{color.base}\" (quote text that starts with & or *)",
                    at: position)
            }
        }

        /// An alias node the composer kept (the refusal above comes first, so this is a backstop).
        func reportAliasNode(at position: SourcePosition?, log: inout DiagnosticLog) {
            switch self {
            case .configuration: log.error("config-invalid-value", "YAML aliases are not supported in tessera.yml", at: position)
            case .tokens: log.error("yaml-alias", "YAML aliases are not allowed in token files; write the value out", at: position)
            }
        }

        func reportComplexKey(at position: SourcePosition?, log: inout DiagnosticLog) {
            switch self {
            case .configuration: log.error("config-invalid-value", "configuration keys must be plain strings", at: position)
            case .tokens: log.error("invalid-yaml", "token and group names must be plain strings, not lists or mappings", at: position)
            }
        }

        func reportDuplicate(_ name: String, at position: SourcePosition?, first: SourcePosition?, log: inout DiagnosticLog) {
            switch self {
            case .configuration:
                log.error("config-duplicate-key", "'\(name)' is set twice; keep one", at: position)
            case .tokens:
                let written = first.map { " (first written at line \($0.location.line), column \($0.location.column))" } ?? ""
                log.error(
                    "duplicate-key",
                    "the member name \"\(name)\" appears twice in this mapping; YAML readers disagree on which one wins, so remove one\(written)",
                    at: position)
            }
        }
    }
}
