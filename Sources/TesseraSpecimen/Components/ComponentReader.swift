import TesseraCore

/// Reads the `components` section of tessera.yml, reporting every unknown key and wrong value at
/// its line. Whether the tokens exist is checked when the page is built, against the resolved set.
public enum ComponentReader {
    static let componentKeys = ["name", "spec", "stage", "parts"]
    static let partKeys = ["text", "shape", "layout", "label", "value", "each", "parts"] + TokenBinding.Role.allCases.map(\.rawValue)

    public static func read(_ node: JSONNode, log: inout DiagnosticLog) -> [ComponentPreview] {
        guard let entries = node.array else {
            log.error("config-invalid-value", "'components' must be a list of {name, spec, stage, parts}", at: node.position)
            return []
        }
        return entries.compactMap { read(component: $0, log: &log) }
    }

    private static func read(component node: JSONNode, log: inout DiagnosticLog) -> ComponentPreview? {
        guard let object = mapping(node, "each entry of 'components'", log: &log) else { return nil }
        rejectUnknown(object, componentKeys, in: "components", log: &log)
        guard let name = string(object, "name", log: &log) else {
            log.error("config-missing-key", "this 'components' entry needs 'name'", at: node.position)
            return nil
        }
        let stage = string(object, "stage", log: &log).map {
            TokenBinding(role: .background, path: $0, position: object["stage"]?.position)
        }
        guard let parts = object["parts"]?.array, !parts.isEmpty else {
            log.error("config-missing-key", "component '\(name)' needs 'parts', a non-empty list of boxes", at: object["parts"]?.position ?? node.position)
            return nil
        }
        return ComponentPreview(
            name: name, spec: string(object, "spec", log: &log), stage: stage,
            parts: parts.compactMap { read(part: $0, log: &log) }, position: node.position)
    }

    private static func read(part node: JSONNode, log: inout DiagnosticLog) -> ComponentPart? {
        guard let object = mapping(node, "each part of a component", log: &log) else { return nil }
        rejectUnknown(object, partKeys, in: "parts", log: &log)
        var part = ComponentPart(position: node.position)
        part.text = string(object, "text", allowEmpty: true, log: &log)
        part.label = string(object, "label", log: &log)
        part.shape = choice(object, "shape", log: &log) ?? .rect
        part.layout = choice(object, "layout", log: &log) ?? .row
        if let value = object["value"] {
            if let number = value.number, number >= 0, number <= 1 {
                part.value = number
            } else {
                log.error("config-invalid-value", "'value' must be a number from 0 to 1 (how full the box is)", at: value.position)
            }
        }
        if let each = object["each"] {
            if let list = each.array, !list.isEmpty, list.allSatisfy({ $0.string != nil }) {
                part.each = list.compactMap(\.string)
            } else {
                log.error("config-invalid-value", "'each' must be a non-empty list of strings", at: each.position)
            }
        }
        for role in TokenBinding.Role.allCases {
            guard let path = string(object, role.rawValue, log: &log) else { continue }
            part.tokens.append(TokenBinding(role: role, path: path, position: object[role.rawValue]?.position))
        }
        if let children = object["parts"] {
            if let list = children.array {
                part.parts = list.compactMap { read(part: $0, log: &log) }
            } else {
                log.error("config-invalid-value", "'parts' must be a list of boxes", at: children.position)
            }
        }
        return part
    }

    private static func mapping(_ node: JSONNode, _ what: String, log: inout DiagnosticLog) -> JSONObject? {
        guard let object = node.object else {
            log.error("config-invalid-value", "\(what) must be a map, found \(node.kindName)", at: node.position)
            return nil
        }
        return object
    }

    private static func rejectUnknown(_ object: JSONObject, _ known: [String], in section: String, log: inout DiagnosticLog) {
        for member in object.members where !known.contains(member.key) {
            log.error("config-unknown-key", "unknown key '\(member.key)' in '\(section)'\(NearestName.hint(for: member.key, among: known)); known keys: \(known.joined(separator: ", "))", at: member.keyPosition)
        }
    }

    private static func string(_ object: JSONObject, _ key: String, allowEmpty: Bool = false, log: inout DiagnosticLog) -> String? {
        guard let node = object[key] else { return nil }
        // YAML reads `text: 3` or `text: true` as a scalar of another kind; the text is what was written.
        // (A switch, not a chain of `??` over the node: the chain crashes the 6.3 optimiser in -O builds.)
        let text: String?
        switch node.value {
        case .string(let string): text = string
        case .number(let number): text = SpecimenFormat.number(number)
        case .bool(let flag): text = flag ? "true" : "false"
        default: text = nil
        }
        guard let text, allowEmpty || !text.isEmpty else {
            log.error("config-invalid-value", "'\(key)' must be a non-empty string, found \(node.kindName)", at: node.position)
            return nil
        }
        return text
    }

    private static func choice<E: RawRepresentable & CaseIterable>(
        _ object: JSONObject, _ key: String, log: inout DiagnosticLog
    ) -> E? where E.RawValue == String {
        guard let text = string(object, key, log: &log) else { return nil }
        guard let value = E(rawValue: text) else {
            log.error("config-invalid-value", "'\(key)' must be one of \(E.allCases.map(\.rawValue).joined(separator: ", ")), found '\(text)'", at: object[key]?.position)
            return nil
        }
        return value
    }
}
