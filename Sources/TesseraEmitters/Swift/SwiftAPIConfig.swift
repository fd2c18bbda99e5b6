import TesseraCore

/// Reads the list and map options of the swift output, reporting unknown keys and wrong kinds at
/// their place in `tessera.yml`.
struct SwiftAPIConfig {
    struct Entry {
        let object: JSONObject
        let position: SourcePosition?

        func string(_ key: String) -> String? { object[key]?.string }
        func position(_ key: String) -> SourcePosition? { object.member(key)?.value.position ?? position }
        /// A string or a list of strings.
        func strings(_ key: String) -> [String] {
            if let single = object[key]?.string { return [single] }
            return object[key]?.array?.compactMap(\.string) ?? []
        }
    }

    /// Entries of a list option (or the single map of a map option), each checked against `keys`.
    static func entries(_ options: EmitterOptions, _ option: String, keys: [String], required: [String], numbers: [String] = [], log: inout DiagnosticLog) -> [Entry] {
        guard let member = options.member(option) else { return [] }
        let nodes = member.value.array ?? [member.value]
        var result: [Entry] = []
        for node in nodes {
            guard let object = node.object else {
                log.error("config-invalid-value", "each entry of '\(option)' in the 'swift' output must be a map with keys \(keys.joined(separator: ", "))", at: node.position)
                continue
            }
            var valid = true
            for entryMember in object.members where !keys.contains(entryMember.key) {
                log.error("config-unknown-key", "unknown key '\(entryMember.key)' in '\(option)' of the 'swift' output\(NearestName.hint(for: entryMember.key, among: keys)); valid keys are: \(keys.joined(separator: ", "))", at: entryMember.keyPosition)
                valid = false
            }
            for key in required where object[key] == nil {
                log.error("config-invalid-value", "an entry of '\(option)' in the 'swift' output needs '\(key)'", at: node.position)
                valid = false
            }
            for entryMember in object.members where entryMember.value.string == nil && !(entryMember.key == "tokens" && entryMember.value.array != nil) {
                if numbers.contains(entryMember.key) {
                    if entryMember.value.number == nil {
                        log.error("config-invalid-value", "'\(entryMember.key)' in '\(option)' of the 'swift' output must be a number", at: entryMember.value.position)
                        valid = false
                    }
                    continue
                }
                log.error("config-invalid-value", "'\(entryMember.key)' in '\(option)' of the 'swift' output must be a string", at: entryMember.value.position)
                valid = false
            }
            if valid { result.append(Entry(object: object, position: node.position)) }
        }
        return result
    }
}
