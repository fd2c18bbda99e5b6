/// JSON files that are not token files at all, told from their root object alone: read as tokens,
/// a JSON Schema or a Figma file dump gives thousands of located errors that all say the same
/// thing. One `not-a-token-file` error says it instead.
public enum ForeignDocument {
    /// What the file looks like, in a few words with the members that show it, or nil.
    public static func describe(_ root: JSONObject) -> String? {
        if let schema = root["$schema"]?.string, schema.contains("json-schema.org"),
           case let shape = present(["properties", "definitions", "$defs"], in: root), !shape.isEmpty {
            return "a JSON Schema (\"$schema\" names json-schema.org, with \(JSONRelaxations.sentence(shape)))"
        }
        if root["name"]?.string != nil, root["version"] != nil,
           case let shape = present(["dependencies", "devDependencies", "scripts"], in: root), !shape.isEmpty {
            return "an npm package.json (\(JSONRelaxations.sentence(["\"name\"", "\"version\""] + shape)))"
        }
        if root["document"]?.object != nil,
           case let shape = present(["schemaVersion", "components", "styles"], in: root), !shape.isEmpty {
            return "a Figma REST API file (\"document\" with \(JSONRelaxations.sentence(shape)))"
        }
        if isTheo(root) {
            return "a Theo token file (\(JSONRelaxations.sentence(present(["props", "aliases", "global", "imports"], in: root))))"
        }
        if root["source"]?.array != nil, root["platforms"]?.object != nil {
            return "a Style Dictionary configuration (\"source\" and \"platforms\")"
        }
        return nil
    }

    /// The one-line error for a file that `describe` recognises.
    public static func message(_ description: String) -> String {
        "this is \(description), not a design token file; name DTCG token files here (groups of tokens with \"$value\")"
    }

    /// Theo files hold `props` (and `aliases`, `global`, `imports`) and nothing else; a DTCG group
    /// named `props` holds tokens with `$value`, which Theo's props never have.
    private static func isTheo(_ root: JSONObject) -> Bool {
        let theoKeys: Set<String> = ["props", "aliases", "global", "imports"]
        guard let props = root["props"], root.members.allSatisfy({ theoKeys.contains($0.key) }) else { return false }
        if props.array != nil || root.count > 1 { return true }
        guard let first = props.object?.members.first?.value.object else { return false }
        return first["$value"] == nil && first["value"] != nil
    }

    /// The keys of `keys` that `root` has, quoted.
    private static func present(_ keys: [String], in root: JSONObject) -> [String] {
        keys.filter { root[$0] != nil }.map { "\"\($0)\"" }
    }
}
