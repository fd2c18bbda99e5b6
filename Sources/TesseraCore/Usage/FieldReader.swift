/// Typed access to one entry of a `usage`/`prohibitions` list, reporting problems at the field.
struct FieldReader {
    let object: JSONObject
    let section: String
    let position: SourcePosition?

    init(_ node: JSONNode, section: String, log: inout DiagnosticLog) {
        self.section = section
        self.position = node.position
        if let object = node.object {
            self.object = object
        } else {
            self.object = JSONObject()
            log.error("config-invalid-value", "each entry of '\(section)' must be a map, found \(node.kindName)", at: node.position)
        }
    }

    func rejectUnknown(_ known: [String], log: inout DiagnosticLog) {
        for member in object.members where !known.contains(member.key) {
            log.error("config-unknown-key", "unknown key '\(member.key)' in '\(section)'\(NearestName.hint(for: member.key, among: known)); known keys: \(known.joined(separator: ", "))", at: member.keyPosition)
        }
    }

    private func missing(_ key: String, log: inout DiagnosticLog) {
        log.error("config-missing-key", "this '\(section)' entry needs '\(key)'", at: position)
    }

    private func wrong(_ key: String, _ expected: String, log: inout DiagnosticLog) {
        log.error("config-invalid-value", "'\(key)' in '\(section)' must be \(expected), found \(object[key]?.kindName ?? "nothing")", at: object[key]?.position ?? position)
    }

    func string(_ key: String, required: Bool = false, log: inout DiagnosticLog) -> String? {
        guard let node = object[key] else {
            if required { missing(key, log: &log) }
            return nil
        }
        guard let text = node.string, !text.isEmpty else {
            wrong(key, "a non-empty string", log: &log)
            return nil
        }
        return text
    }

    /// A string or a list of strings.
    func strings(_ key: String, required: Bool = false, log: inout DiagnosticLog) -> [String]? {
        guard let node = object[key] else {
            if required { missing(key, log: &log) }
            return nil
        }
        if let text = node.string { return [text] }
        if let list = node.array, !list.isEmpty, list.allSatisfy({ $0.string != nil }) { return list.compactMap(\.string) }
        wrong(key, "a string or a non-empty list of strings", log: &log)
        return nil
    }

    func number(_ key: String, log: inout DiagnosticLog) -> Double? {
        guard let node = object[key] else { return nil }
        guard let value = node.number else {
            wrong(key, "a number", log: &log)
            return nil
        }
        return value
    }

    func enumeration<E: RawRepresentable & CaseIterable>(
        _ key: String, _ type: E.Type, required: Bool = false, log: inout DiagnosticLog
    ) -> E? where E.RawValue == String {
        guard let text = string(key, required: required, log: &log) else { return nil }
        guard let value = E(rawValue: text) else {
            wrong(key, "one of " + E.allCases.map(\.rawValue).joined(separator: ", "), log: &log)
            return nil
        }
        return value
    }

    /// Validates a prohibition field against its kind.
    func check(_ key: String, _ kind: ProhibitionField, required: Bool, rule: String, log: inout DiagnosticLog) {
        guard let node = object[key] else {
            if required { log.error("config-missing-key", "a '\(rule)' prohibition needs '\(key)'", at: position) }
            return
        }
        let ok: Bool = switch kind {
        case .string: node.string != nil
        case .strings, .patterns: node.string != nil || (node.array.map { !$0.isEmpty && $0.allSatisfy { $0.string != nil } } ?? false)
        case .number: node.number != nil
        case .numbers: node.array.map { !$0.isEmpty && $0.allSatisfy { $0.number != nil } } ?? false
        case .numberMap: node.object.map { !$0.isEmpty && $0.members.allSatisfy { $0.value.number != nil } } ?? false
        case .tokenTypes: node.array.map { !$0.isEmpty && $0.allSatisfy { $0.string.flatMap(TokenType.init(rawValue:)) != nil } } ?? false
        case .codeCheck: node.string.map(Prohibition.codeChecks.contains) ?? false
        }
        if !ok {
            let expected: String = switch kind {
            case .string: "a string"
            case .strings: "a string or a list of strings"
            case .patterns: "a token path pattern or a list of them (* is one segment, ** any number)"
            case .number: "a number"
            case .numbers: "a list of numbers"
            case .numberMap: "a map of token path to number"
            case .tokenTypes: "a list of token types (" + TokenType.allCases.map(\.rawValue).joined(separator: ", ") + ")"
            case .codeCheck: "one of " + Prohibition.codeChecks.joined(separator: ", ")
            }
            wrong(key, expected, log: &log)
        }
    }
}
