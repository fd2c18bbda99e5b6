/// JSON Pointers (`$ref`) as lenient reading follows them, rewritten as 2025.10 spells them: one
/// that ends at a token object (the errata's `#/a/b`) reads its value, `#/a/b/$value`; one that
/// goes through an older token's unprefixed `value` goes through `$value`.
enum PointerMigration {
    /// The pointer in 2025.10 spelling, or nil when it needs no change (or leads nowhere: the
    /// lenient load reports that).
    static func rewrite(_ text: String, in tree: JSONObject) -> String? {
        guard let pointer = try? JSONPointer(text) else { return nil }
        var group = tree
        for (index, segment) in pointer.segments.enumerated() {
            guard let object = group[segment]?.object else { return nil }
            guard object.isToken(mode: .lenient) else {
                group = object
                continue
            }
            let rest = pointer.segments.dropFirst(index + 1)
            if rest.isEmpty { return text + "/$value" }
            guard rest.first == "value", object["$value"] == nil else { return nil }
            let head = pointer.segments.prefix(index + 1) + ["$value"] + rest.dropFirst()
            return "#/" + head.map(MigrationResolver.pointerToken).joined(separator: "/")
        }
        return nil
    }

    /// `node` with every `{"$ref": …}` inside it rewritten; `count` goes up by the pointers changed.
    static func rewriteReferences(in node: JSONNode, tree: JSONObject, count: inout Int) -> JSONNode {
        switch node.value {
        case .object(let object):
            var members = object.members
            for index in members.indices {
                if members[index].key == "$ref", let text = members[index].value.string {
                    guard let rewritten = rewrite(text, in: tree) else { continue }
                    members[index].value = JSONNode(.string(rewritten), at: members[index].value.position)
                    count += 1
                } else {
                    members[index].value = rewriteReferences(in: members[index].value, tree: tree, count: &count)
                }
            }
            return JSONNode(.object(JSONObject(members)), at: node.position)
        case .array(let elements):
            return JSONNode(.array(elements.map { rewriteReferences(in: $0, tree: tree, count: &count) }), at: node.position)
        default:
            return node
        }
    }
}
