/// How migrated files are written: JSONWriter's pretty style (two-space indent, as the
/// repository's own token files) and a final newline, so the output is deterministic and
/// migrating it again gives the same bytes.
enum MigrationJSON {
    static func bytes(_ tree: JSONObject) -> [UInt8] {
        JSONWriter.serialize(JSONNode(.object(tree)), style: .pretty) + [UInt8(ascii: "\n")]
    }

    static func string(_ text: String) -> JSONNode { JSONNode(.string(text)) }

    static func object(_ members: [(String, JSONNode)]) -> JSONNode {
        JSONNode(.object(JSONObject(members.map { JSONMember(key: $0.0, value: $0.1) })))
    }

    /// `{"$ref": path}`, a resolver's reference to a file or to one of its own sets or modifiers.
    static func reference(_ path: String) -> JSONNode { object([("$ref", string(path))]) }
}
