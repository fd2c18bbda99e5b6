import Foundation
import TesseraCore
import TesseraRules
import TesseraEmitters
import TesseraSpecimen

/// Reads and checks `tessera.yml`. Every unknown key and wrong value is an error naming the key at
/// its line, so a typo never silently falls back to a default.
///
/// `lintRuleIDs` are the rules `lint.rules` may name. They belong to the linter, which this module
/// does not depend on (it would bring swift-syntax into everything that reads a tessera.yml, the
/// fuzzing harness among them), so the caller passes them: the CLI passes `LintSettings.ruleIDs`.
package enum ConfigLoader {
    package static let keys: [(key: String, summary: String)] = [
        ("version", "Configuration format version; 1."),
        ("name", "The design system's name (defaults to the folder name)."),
        ("tokens", "Token files or glob patterns, merged in order (later files win)."),
        ("resolver", "A *.resolver.json file (instead of tokens)."),
        ("permutations", "Resolver permutations to build: all (default), default, or a list of inputs such as {theme: dark}."),
        ("limits", "Bounds on work: permutations (default 4096), the most resolver permutations built at once."),
        ("import", "strict (default): DTCG 2025.10 only; lenient: convert older formats with a warning per kind."),
        ("output", "Output folder, relative to this file (default build); an absolute path is refused (use --output)."),
        ("outputs", "Map of output format id to its options, e.g. css: {references: true}."),
        ("usage", "Foreground/background pairs the spec states, with text size and weight (for contrast checks)."),
        ("prohibitions", "Rules the spec states (forbidden colours and types, limits, grids, code rules)."),
        ("rules", "tessera check: a level (off, note, warning, error) or {severity, options} per rule id."),
        ("suppress", "tessera check: findings silenced for named tokens, each [{rule, tokens, reason}]."),
        ("components", "tessera specimen: the components the spec describes, each a tree of boxes naming the tokens they are drawn with."),
        ("lint", "tessera lint: paths and exclude (relative to this file), and rules: {rule id: off, note, warning or error}."),
    ]

    /// A configuration is a few kilobytes; this bounds what a hostile one can make the YAML reader do.
    package static let maximumBytes = 4 * 1_048_576

    package static func load(directory: String, lintRuleIDs: [String], log: inout DiagnosticLog) -> SystemConfig? {
        let path = (directory as NSString).appendingPathComponent(SystemConfig.fileName)
        // A pipe named tessera.yml would block the read; a huge file is no configuration.
        if let kind = FileContents.specialKind(path) {
            log.emit(Diagnostic(.error, code: "config-not-readable", message: "'\(path)' is \(kind), not a regular file"))
            return nil
        }
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size > maximumBytes {
            log.emit(Diagnostic(.error, code: "config-too-large", message: "'\(path)' is \(size / 1024) KiB; a \(SystemConfig.fileName) over \(maximumBytes / 1_048_576) MiB is refused"))
            return nil
        }
        guard let bytes = FileContents.read(path) else {
            log.emit(Diagnostic(.error, code: "config-not-found", message: "no \(SystemConfig.fileName) in \(directory)"))
            return nil
        }
        let file = SourceFile(path: path, bytes: bytes)
        guard let root = YAMLDocument.read(file, log: &log) else { return nil }
        guard let object = root.object else {
            log.error("config-invalid-value", "\(SystemConfig.fileName) must be a mapping of settings (name, tokens or resolver, outputs, …)", at: root.position)
            return nil
        }
        return parse(object, file: file, directory: directory, lintRuleIDs: lintRuleIDs, log: &log)
    }

    package static func parse(
        _ object: JSONObject, file: SourceFile, directory: String, lintRuleIDs: [String], log: inout DiagnosticLog
    ) -> SystemConfig? {
        let errorsBefore = log.errorCount
        let known = Set(keys.map(\.key))
        for member in object.members where !known.contains(member.key) {
            log.error("config-unknown-key", "unknown setting '\(member.key)'\(NearestName.hint(for: member.key, among: keys.map(\.key))); known settings: \(keys.map(\.key).joined(separator: ", "))", at: member.keyPosition)
        }
        if let version = object["version"], version.number != 1 {
            log.error("config-invalid-value", "'version' must be 1", at: version.position)
        }
        let folderName = URL(fileURLWithPath: directory).standardizedFileURL.lastPathComponent
        let name = string(object, "name", log: &log) ?? folderName
        guard let source = readSource(object, file: file, log: &log) else { return nil }
        var config = SystemConfig(
            directory: directory, file: file, name: name, source: source.source, sourcePosition: source.position)
        if let list = object["tokens"]?.array { config.sourceItemPositions = list.map(\.position) }
        config.document = object
        if let mode = object["import"] {
            if let text = mode.string, let parsed = ImportMode(rawValue: text) {
                config.importMode = parsed
            } else {
                log.error("config-invalid-value", "'import' must be strict or lenient", at: mode.position)
            }
        }
        if let output = string(object, "output", log: &log) {
            // A tessera.yml may come from a pull request: it names a folder inside the project, and
            // a folder elsewhere is the caller's choice, on the command line.
            if output.hasPrefix("/") || output.hasPrefix("~") {
                log.error(
                    "config-invalid-value",
                    "'output' must be a folder relative to tessera.yml, found the absolute path '\(output)'; to build elsewhere, pass --output \(output)",
                    at: object["output"]?.position)
            } else {
                config.outputDirectory = output
            }
        }
        if let permutations = object["permutations"] {
            config.permutations = readPermutations(permutations, log: &log) ?? .all
        }
        if let limits = object["limits"], let limit = readPermutationLimit(limits, log: &log) {
            config.permutationLimit = limit
        }
        config.outputs = readOutputs(object["outputs"], log: &log)
        if let usage = object["usage"] { config.usage = DesignRulesReader.usage(usage, log: &log) }
        if let prohibitions = object["prohibitions"] { config.prohibitions = DesignRulesReader.prohibitions(prohibitions, log: &log) }
        // Read here so a mistake shows on every command; the specimen reads the section again.
        if let components = object["components"] { _ = ComponentReader.read(components, log: &log) }
        if let lint = object["lint"] { config.lintSettings = LintSettings.read(lint, ruleIDs: lintRuleIDs, log: &log) }
        if object["rules"] != nil || object["suppress"] != nil {
            config.ruleSettings = RuleSettings.read(rules: object["rules"], suppress: object["suppress"], log: &log)
        }
        return log.errorCount == errorsBefore ? config : nil
    }

    /// `limits:` is a mapping so later bounds can join it; only `permutations` is known so far.
    private static func readPermutationLimit(_ node: JSONNode, log: inout DiagnosticLog) -> Int? {
        guard let limits = node.object else {
            log.error("config-invalid-value", "'limits' must be a mapping such as {permutations: 10000}", at: node.position)
            return nil
        }
        for member in limits.members where member.key != "permutations" {
            log.error("config-unknown-key", "unknown limit '\(member.key)'\(NearestName.hint(for: member.key, among: ["permutations"])); known limits: permutations", at: member.keyPosition)
        }
        guard let value = limits["permutations"] else { return nil }
        guard let number = value.number, number >= 1, number <= Double(Int32.max), number.rounded() == number else {
            log.error("config-invalid-value", "'limits.permutations' must be a whole number of at least 1", at: value.position)
            return nil
        }
        return Int(number)
    }

    private static func string(_ object: JSONObject, _ key: String, log: inout DiagnosticLog) -> String? {
        guard let node = object[key] else { return nil }
        guard let text = node.string, !text.isEmpty else {
            log.error("config-invalid-value", "'\(key)' must be a non-empty string, found \(node.kindName)", at: node.position)
            return nil
        }
        return text
    }

    private static func readSource(
        _ object: JSONObject, file: SourceFile, log: inout DiagnosticLog
    ) -> (source: SystemConfig.Source, position: SourcePosition?)? {
        switch (object.member("tokens"), object.member("resolver")) {
        case (.some, .some(let resolver)):
            log.error("config-invalid-value", "set either 'tokens' or 'resolver', not both", at: resolver.keyPosition)
            return nil
        case (nil, nil):
            log.error("config-missing-key", "\(SystemConfig.fileName) needs 'tokens' (token files) or 'resolver' (a *.resolver.json)", at: SourcePosition(file: file, offset: 0))
            return nil
        case (.some(let tokens), nil):
            let patterns: [String]? = switch tokens.value.value {
            case .string(let single): [single]
            case .array(let list): list.allSatisfy({ $0.string != nil }) ? list.compactMap(\.string) : nil
            default: nil
            }
            guard let patterns, !patterns.isEmpty else {
                log.error("config-invalid-value", "'tokens' must be a file path or a list of file paths (globs such as tokens/*.json allowed)", at: tokens.value.position)
                return nil
            }
            return (.files(patterns), tokens.value.position)
        case (nil, .some(let resolver)):
            guard let path = resolver.value.string, !path.isEmpty else {
                log.error("config-invalid-value", "'resolver' must be the path of a *.resolver.json file", at: resolver.value.position)
                return nil
            }
            return (.resolver(path), resolver.value.position)
        }
    }
}
