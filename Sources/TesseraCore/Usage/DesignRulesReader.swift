/// Reads the `usage` and `prohibitions` sections of `tessera.yml` (as positioned JSON), reporting
/// every unknown key or wrong value at its line.
public enum DesignRulesReader {
    public static func usage(_ node: JSONNode, log: inout DiagnosticLog) -> [UsagePair] {
        guard let entries = node.array else {
            log.error("config-invalid-value", "'usage' must be a list of {name, foreground, background, size, weight, …}", at: node.position)
            return []
        }
        var pairs: [UsagePair] = []
        var names = Set<String>()
        for entry in entries {
            let reader = FieldReader(entry, section: "usage", log: &log)
            let known = ["name", "foreground", "background", "backdrop", "size", "weight", "role", "opacity", "exempt", "spec"]
            reader.rejectUnknown(known, log: &log)
            guard let name = reader.string("name", required: true, log: &log),
                  let foreground = reader.string("foreground", required: true, log: &log),
                  let backgrounds = reader.strings("background", required: true, log: &log) else { continue }
            if !names.insert(name).inserted {
                log.error("config-invalid-value", "usage '\(name)' is listed twice; names must be unique", at: entry.position)
            }
            let role = reader.enumeration("role", UsagePair.Role.self, log: &log) ?? .text
            pairs.append(UsagePair(
                name: name, foreground: TokenPath(foreground), backgrounds: backgrounds.map(TokenPath.init),
                backdrops: (reader.strings("backdrop", log: &log) ?? []).map(TokenPath.init),
                size: reader.number("size", log: &log), weight: reader.number("weight", log: &log), role: role,
                opacity: reader.number("opacity", log: &log), exempt: reader.enumeration("exempt", UsagePair.Exemption.self, log: &log),
                spec: reader.string("spec", log: &log), position: entry.position))
        }
        return pairs
    }

    public static func prohibitions(_ node: JSONNode, log: inout DiagnosticLog) -> [Prohibition] {
        guard let entries = node.array else {
            log.error("config-invalid-value", "'prohibitions' must be a list of {id, says, rule, …}", at: node.position)
            return []
        }
        var result: [Prohibition] = []
        var ids = Set<String>()
        for entry in entries {
            let reader = FieldReader(entry, section: "prohibitions", log: &log)
            guard let id = reader.string("id", required: true, log: &log),
                  let says = reader.string("says", required: true, log: &log),
                  let rule = reader.enumeration("rule", Prohibition.Rule.self, required: true, log: &log) else { continue }
            if !ids.insert(id).inserted {
                log.error("config-invalid-value", "prohibition '\(id)' is listed twice; ids must be unique", at: entry.position)
            }
            reader.rejectUnknown(["id", "says", "rule"] + rule.fields.map(\.key), log: &log)
            for field in rule.fields { reader.check(field.key, field.kind, required: field.required, rule: rule.rawValue, log: &log) }
            var options = reader.object
            for key in ["id", "says", "rule"] { options[key] = nil }
            result.append(Prohibition(id: id, says: says, rule: rule, options: options, position: entry.position))
        }
        return result
    }
}
