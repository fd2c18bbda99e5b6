/// A group's own `$`-properties (`$type`, `$description`, `$deprecated`, `$extensions`, `$extends`).
struct GroupProperties {
    struct DeprecationFlag {
        /// nil means `$deprecated: false`, which overrides an inherited deprecation.
        var flag: Deprecation?
    }

    var type: TokenType?
    var legacyTypeName: String?
    var deprecated: DeprecationFlag?
    var consumedKeys: Set<String> = []

    static func read(
        _ group: JSONObject, isRoot: Bool, mode: ImportMode, legacy: inout LegacyReport, log: inout DiagnosticLog
    ) -> GroupProperties {
        var properties = GroupProperties()
        for member in group.members {
            // Child names are most members; only `$` keys (and lenient type/description) matter
            // here. Names such as `t12` are common, so the lenient keys' lengths are checked too.
            let utf8 = member.key.utf8
            let first = utf8.first
            guard first == UInt8(ascii: "$") || (mode == .lenient && (
                (first == UInt8(ascii: "t") && utf8.count == 4) || (first == UInt8(ascii: "d") && utf8.count == 11)))
            else { continue }
            switch member.key {
            case "$type":
                properties.consumedKeys.insert(member.key)
                let parsed = TypeName.parse(member.value, mode: mode, legacy: &legacy, log: &log)
                properties.type = parsed.type
                properties.legacyTypeName = parsed.legacyName
            case "$description":
                properties.consumedKeys.insert(member.key)
                _ = Metadata.description(member.value, log: &log)
            case "$deprecated":
                properties.consumedKeys.insert(member.key)
                if let value = Metadata.deprecation(member.value, log: &log) {
                    properties.deprecated = DeprecationFlag(flag: value.flag)
                }
            case "$extensions":
                properties.consumedKeys.insert(member.key)
                _ = Metadata.extensions(member.value, log: &log)
            case "$extends":
                // Applied (or reported) by ExtendsExpansion; only left here when it failed.
                properties.consumedKeys.insert(member.key)
            case "$schema" where isRoot:
                properties.consumedKeys.insert(member.key)
            case "type" where mode == .lenient && member.value.string != nil:
                properties.consumedKeys.insert(member.key)
                legacy.record(.unprefixedKeys, at: member.keyPosition, example: "type")
                let parsed = TypeName.parse(member.value, mode: mode, legacy: &legacy, log: &log)
                properties.type = parsed.type
                properties.legacyTypeName = parsed.legacyName
            case "description" where mode == .lenient && member.value.string != nil:
                properties.consumedKeys.insert(member.key)
                legacy.record(.unprefixedKeys, at: member.keyPosition, example: "description")
            default:
                continue
            }
        }
        return properties
    }
}

/// `$type` values: one of the 13 types, case-sensitive; lenient mode maps older names.
enum TypeName {
    static func parse(
        _ node: JSONNode, mode: ImportMode, legacy: inout LegacyReport, log: inout DiagnosticLog
    ) -> (type: TokenType?, legacyName: String?, unsupported: Bool) {
        guard let name = node.string else {
            log.error("invalid-type", "$type must be a string naming a token type, found \(node.kindName)", at: node.position)
            return (nil, nil, false)
        }
        if let type = TokenType.named(name) { return (type, nil, false) }
        if mode == .lenient, let mapped = LegacyImport.tokenType(forLegacyName: name) {
            if let type = mapped.type {
                legacy.record(type == .string || type == .boolean ? .passThroughType : .typeName, at: node.position, example: name)
                return (type, name, false)
            }
            log.warning("unsupported-legacy-type", "the type \"\(name)\" has no DTCG equivalent, so this token is skipped; remove it, or give it one of: \(allNames)", at: node.position)
            return (nil, nil, true)
        }
        var message = "unknown $type \"\(name)\"; expected one of: \(allNames)"
        if let cased = TokenType.dtcg.first(where: { $0.rawValue.lowercased() == name.lowercased() }) {
            message = "unknown $type \"\(name)\"; types are case-sensitive: write \"\(cased.rawValue)\""
        } else if let mapped = LegacyImport.tokenType(forLegacyName: name), let type = mapped.type {
            if type == .string || type == .boolean {
                message += "; 2025.10 has no \(type.rawValue) tokens: `import: lenient` reads them as \(type.rawValue) values that every output writes as they are"
            } else {
                message += " (\"\(name)\" is an older name for \"\(type.rawValue)\"; set `import: lenient` to convert it)"
            }
        }
        log.error("invalid-type", message, at: node.position)
        return (nil, nil, false)
    }

    static let allNames = TokenType.dtcg.map(\.rawValue).joined(separator: ", ")
}

/// `$description`, `$deprecated` and `$extensions` (format §5.6).
enum Metadata {
    static func description(_ node: JSONNode, log: inout DiagnosticLog) -> String? {
        guard let text = node.string else {
            var hint = ""
            if case .null = node.value { hint = "; `--lenient` (or `import: lenient`) reads null as no description" }
            log.error("invalid-description", "$description must be a string, found \(node.kindName)\(hint)", at: node.position)
            return nil
        }
        return text
    }

    static func deprecation(_ node: JSONNode, log: inout DiagnosticLog) -> GroupProperties.DeprecationFlag? {
        switch node.value {
        case .bool(let flag): return GroupProperties.DeprecationFlag(flag: flag ? .deprecated(reason: nil) : nil)
        case .string(let reason): return GroupProperties.DeprecationFlag(flag: .deprecated(reason: reason))
        default:
            log.error("invalid-deprecated", "$deprecated must be true, false or a string giving the reason, found \(node.kindName)", at: node.position)
            return nil
        }
    }

    static func extensions(_ node: JSONNode, log: inout DiagnosticLog) -> JSONNode? {
        guard node.object != nil else {
            log.error("invalid-extensions", "$extensions must be an object keyed by vendor (for example \"com.example\"), found \(node.kindName)", at: node.position)
            return nil
        }
        return node
    }
}
