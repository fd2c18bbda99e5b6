import TesseraCore

extension RuleSettings {
    /// Reads `rules:` (`{<rule id>: off | note | warning | error | {severity: …, <option>: …}}`) and
    /// `suppress:` (`[{rule, tokens, reason}]`), reporting unknown rules and options, wrong
    /// values and a missing reason at their place in tessera.yml.
    public static func read(
        rules: JSONNode?, suppress: JSONNode?, registry: [any Rule.Type] = RuleRegistry.all, log: inout DiagnosticLog
    ) -> RuleSettings {
        var settings = RuleSettings()
        let ids = registry.map { $0.id }
        if let rules {
            if let object = rules.object {
                for member in object.members {
                    guard let rule = registry.first(where: { $0.id == member.key }) else {
                        log.error("config-unknown-key", "unknown rule '\(member.key)' under 'rules'\(NearestName.hint(for: member.key, among: ids)); known rules: \(ids.joined(separator: ", "))", at: member.keyPosition ?? member.value.position)
                        continue
                    }
                    settings.read(rule, member.value, log: &log)
                }
            } else {
                log.error("config-invalid-value", "'rules' must map rule ids to a level (off, note, warning, error) or to {severity, options…}; found \(rules.value.kindName)", at: rules.position)
            }
        }
        if let suppress {
            if let entries = suppress.array {
                for entry in entries { settings.readSuppression(entry, ids: ids, log: &log) }
            } else {
                log.error("config-invalid-value", "'suppress' must be a list of {rule, tokens, reason}; found \(suppress.value.kindName)", at: suppress.position)
            }
        }
        return settings
    }

    private mutating func read(_ rule: any Rule.Type, _ node: JSONNode, log: inout DiagnosticLog) {
        if let text = Self.levelText(node) {
            readLevel(rule.id, text, at: node.position, log: &log)
            return
        }
        guard let object = node.object else {
            log.error("config-invalid-value", "rule '\(rule.id)' takes a level (off, note, warning, error) or {severity, options…}; found \(node.value.kindName)", at: node.position)
            return
        }
        var options = JSONObject()
        for member in object.members {
            if member.key == "severity" {
                if let text = Self.levelText(member.value) { readLevel(rule.id, text, at: member.value.position, log: &log) }
                else { log.error("config-invalid-value", "'severity' of rule '\(rule.id)' must be off, note, warning or error", at: member.value.position) }
                continue
            }
            guard let option = rule.options.first(where: { $0.key == member.key }) else {
                let known = (["severity"] + rule.options.map(\.key)).joined(separator: ", ")
                log.error("config-unknown-key", "unknown option '\(member.key)' of rule '\(rule.id)'\(NearestName.hint(for: member.key, among: ["severity"] + rule.options.map(\.key))); it takes \(known)", at: member.keyPosition ?? member.value.position)
                continue
            }
            if option.kind == .map {
                if Self.readMap(member, of: option, rule: rule.id, log: &log) { options.members.append(member) }
                continue
            }
            if Self.valid(member.value, for: option) {
                options.members.append(member)
            } else {
                let expected = option.choices.isEmpty ? option.kind.rawValue : "one of " + option.choices.joined(separator: ", ")
                let found = member.value.string.map { "'\($0)'" } ?? member.value.value.kindName
                log.error("config-invalid-value", "option '\(option.key)' of rule '\(rule.id)' must be \(expected); found \(found)", at: member.value.position)
            }
        }
        self.options[rule.id] = options
    }

    /// A level as written; YAML 1.1 reads a bare `off` as false (and `on` as true), so those count too.
    private static func levelText(_ node: JSONNode) -> String? {
        switch node.value {
        case .string(let text): text
        case .bool(false): "off"
        default: nil
        }
    }

    private static func valid(_ node: JSONNode, for option: RuleOption) -> Bool {
        switch option.kind {
        case .number: return node.number != nil
        case .string: return node.string.map { option.choices.isEmpty || option.choices.contains($0) } ?? false
        case .strings: return node.string != nil || (node.array?.allSatisfy { $0.string != nil } ?? false)
        case .map: return node.object != nil
        }
    }

    /// A map option: a non-empty mapping whose every value is one of the option's choices, each
    /// wrong value reported at its place with the nearest choice.
    private static func readMap(_ member: JSONMember, of option: RuleOption, rule: String, log: inout DiagnosticLog) -> Bool {
        guard let object = member.value.object, !object.isEmpty else {
            log.error("config-invalid-value", "option '\(option.key)' of rule '\(rule)' must be a non-empty map; found \(member.value.value.kindName)", at: member.value.position)
            return false
        }
        var valid = true
        for entry in object.members where !option.choices.isEmpty {
            guard let text = entry.value.string, option.choices.contains(text) else {
                let found = entry.value.string.map { "'\($0)'" } ?? entry.value.value.kindName
                let hint = entry.value.string.map { NearestName.hint(for: $0, among: option.choices) } ?? ""
                log.error("config-invalid-value", "'\(entry.key)' under option '\(option.key)' of rule '\(rule)' must be one of \(option.choices.joined(separator: ", ")); found \(found)\(hint)", at: entry.value.position ?? entry.keyPosition)
                valid = false
                continue
            }
        }
        return valid
    }

    private mutating func readLevel(_ id: String, _ text: String, at position: SourcePosition?, log: inout DiagnosticLog) {
        guard let level = Level(rawValue: text) else {
            log.error("config-invalid-value", "rule '\(id)' level must be off, note, warning or error; found '\(text)'", at: position)
            return
        }
        levels[id] = level
    }

    private mutating func readSuppression(_ entry: JSONNode, ids: [String], log: inout DiagnosticLog) {
        guard let object = entry.object else {
            log.error("config-invalid-value", "each 'suppress' entry is {rule, tokens, reason}; found \(entry.value.kindName)", at: entry.position)
            return
        }
        for member in object.members where !["rule", "tokens", "reason"].contains(member.key) {
            log.error("config-unknown-key", "unknown key '\(member.key)' in a 'suppress' entry; it takes rule, tokens and reason", at: member.keyPosition ?? member.value.position)
        }
        let rule = object["rule"]?.string
        let tokens = object["tokens"].map { node in node.string.map { [$0] } ?? (node.array ?? []).compactMap(\.string) } ?? []
        let reason = object["reason"]?.string ?? ""
        guard let rule else {
            log.error("config-invalid-value", "a 'suppress' entry needs 'rule': the id of the rule to silence", at: entry.position)
            return
        }
        if !ids.contains(rule) {
            log.error("config-unknown-key", "'suppress' names unknown rule '\(rule)'\(NearestName.hint(for: rule, among: ids)); known rules: \(ids.joined(separator: ", "))", at: object["rule"]?.position)
        }
        if tokens.isEmpty {
            log.error("config-invalid-value", "a 'suppress' entry needs 'tokens': the token path (or pattern, or list) whose findings to silence", at: entry.position)
        }
        if reason.allSatisfy(\.isWhitespace) {
            log.error("config-invalid-value", "a 'suppress' entry needs a 'reason': say why this token may break '\(rule)'", at: entry.position)
        }
        suppressions.append(Suppression(rule: rule, tokens: tokens.map(TokenPattern.init), reason: reason, position: entry.position))
    }
}
