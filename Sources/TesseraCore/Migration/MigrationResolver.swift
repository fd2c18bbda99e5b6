/// The `*.resolver.json` migration writes beside the token files (DTCG Resolver 2025.10).
enum MigrationResolver {
    static let schema = "https://www.designtokens.org/schemas/2025.10/resolver.json"

    /// The file name for per-token modes: named after the one input, else `tokens.resolver.json`,
    /// in the folder the inputs' relative paths start from.
    static func fileName(for inputs: [MigrationInput]) -> String {
        guard inputs.count == 1 else { return "tokens.resolver.json" }
        var name = Substring(inputs[0].relativePath.split(separator: "/").last ?? "tokens")
        for suffix in [".json", ".tokens"] where name.hasSuffix(suffix) { name = name.dropLast(suffix.count) }
        return "\(name.isEmpty ? "tokens" : name).resolver.json"
    }

    struct Modifier {
        var name: String
        var defaultContext: String?
        /// Each context's name and sources (file references or inline token trees).
        var contexts: [(name: String, sources: [JSONNode])]
    }

    /// A resolver whose resolution order is `sets` (each a list of files), then `modifiers`.
    static func document(description: String, sets: [(name: String, files: [String])], modifiers: [Modifier]) -> JSONObject {
        var members: [(String, JSONNode)] = [
            ("$schema", MigrationJSON.string(schema)),
            ("version", MigrationJSON.string("2025.10")),
            ("description", MigrationJSON.string(description)),
        ]
        if !sets.isEmpty {
            members.append(("sets", MigrationJSON.object(sets.map { set in
                (set.name, MigrationJSON.object([("sources", JSONNode(.array(set.files.map(MigrationJSON.reference))))]))
            })))
        }
        if !modifiers.isEmpty {
            members.append(("modifiers", MigrationJSON.object(modifiers.map { modifier in
                var body = [("contexts", MigrationJSON.object(modifier.contexts.map { ($0.name, JSONNode(.array($0.sources))) }))]
                if let defaultContext = modifier.defaultContext { body.append(("default", MigrationJSON.string(defaultContext))) }
                return (modifier.name, MigrationJSON.object(body))
            })))
        }
        let order = sets.map { MigrationJSON.reference("#/sets/" + pointerToken($0.name)) }
            + modifiers.map { MigrationJSON.reference("#/modifiers/" + pointerToken($0.name)) }
        members.append(("resolutionOrder", JSONNode(.array(order))))
        return JSONObject(members.map { JSONMember(key: $0.0, value: $0.1) })
    }

    /// A name as one JSON Pointer segment (RFC 6901: `~` is `~0`, `/` is `~1`).
    static func pointerToken(_ name: String) -> String {
        var token = ""
        for character in name {
            switch character {
            case "~": token += "~0"
            case "/": token += "~1"
            default: token.append(character)
            }
        }
        return token
    }
}
