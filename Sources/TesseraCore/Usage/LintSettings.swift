/// The `lint:` section of `tessera.yml`: which paths to lint and skip, and per rule `off` or a
/// severity. Data for `tessera lint` (the linter reads the levels, the CLI the paths), kept here
/// beside the other sections the feature modules read (`usage:`, `prohibitions:`), so that the
/// configuration reader does not need the linter: the rule ids to check the levels against are
/// the caller's (TesseraLint's `LintSettings.ruleIDs`).
///
/// ```yaml
/// lint:
///   paths: [Sources, App]          # relative to tessera.yml; default: its folder
///   exclude: [Sources/Generated]   # folders, files or globs to skip
///   rules:
///     hardcoded-color: error       # off, note, warning or error
///     off-grid: off
/// ```
public struct LintSettings: Sendable {
    public enum Level: String, Sendable, CaseIterable { case off, note, warning, error }

    public var paths: [String] = []
    public var excluded: [String] = []
    public var levels: [String: Level] = [:]

    public init(paths: [String] = [], excluded: [String] = [], levels: [String: Level] = [:]) {
        self.paths = paths
        self.excluded = excluded
        self.levels = levels
    }

    public static let keys = ["paths", "exclude", "rules"]

    /// Reads the section, reporting unknown keys and rules and wrong values at their place.
    /// `ruleIDs`: the linter's rules, which `rules:` may name (an unknown one gets the nearest as
    /// a "did you mean").
    public static func read(_ node: JSONNode, ruleIDs ids: [String], log: inout DiagnosticLog) -> LintSettings {
        var settings = LintSettings()
        guard let object = node.object else {
            log.error("config-invalid-value", "'lint' must be a mapping of paths, exclude and rules; found \(node.value.kindName)", at: node.position)
            return settings
        }
        for member in object.members where !keys.contains(member.key) {
            log.error("config-unknown-key", "unknown setting '\(member.key)' under 'lint'\(NearestName.hint(for: member.key, among: keys)); known settings: \(keys.joined(separator: ", "))", at: member.keyPosition ?? member.value.position)
        }
        settings.paths = strings(object["paths"], key: "paths", log: &log)
        settings.excluded = strings(object["exclude"], key: "exclude", log: &log)
        if let rules = object["rules"] {
            guard let entries = rules.object else {
                log.error("config-invalid-value", "'lint.rules' must map rule ids to off, note, warning or error; found \(rules.value.kindName)", at: rules.position)
                return settings
            }
            for member in entries.members {
                guard ids.contains(member.key) else {
                    log.error("config-unknown-key", "unknown lint rule '\(member.key)' under 'lint.rules'\(NearestName.hint(for: member.key, among: ids)); known rules: \(ids.joined(separator: ", "))", at: member.keyPosition ?? member.value.position)
                    continue
                }
                // YAML 1.1 reads a bare `off` as false.
                let text: String? = switch member.value.value {
                case .string(let text): text
                case .bool(false): "off"
                default: nil
                }
                if let text, let level = Level(rawValue: text) {
                    settings.levels[member.key] = level
                } else {
                    log.error("config-invalid-value", "lint rule '\(member.key)' must be off, note, warning or error", at: member.value.position)
                }
            }
        }
        return settings
    }

    private static func strings(_ node: JSONNode?, key: String, log: inout DiagnosticLog) -> [String] {
        guard let node else { return [] }
        if let text = node.string, !text.isEmpty { return [text] }
        if let list = node.array, list.allSatisfy({ !($0.string ?? "").isEmpty }) { return list.compactMap(\.string) }
        log.error("config-invalid-value", "'lint.\(key)' must be a path or a list of paths (globs allowed)", at: node.position)
        return []
    }
}
