/// Small shape checks shared by the root, sets and modifiers.
extension ResolverBuilder {
    /// Resolver objects are closed (the official schema sets `additionalProperties: false`).
    mutating func checkKeys(of object: JSONObject, allowed: Set<String>, in place: String) {
        for member in object.members where !allowed.contains(member.key) {
            let list = allowed.sorted().joined(separator: ", ")
            log.error(
                "resolver-unknown-key",
                "unknown member \"\(member.key)\" in \(place); allowed members are \(list) (put tool data in \"$extensions\")",
                at: member.keyPosition ?? member.value.position)
        }
    }

    mutating func checkString(_ key: String, in object: JSONObject) {
        guard let node = object[key], node.string == nil else { return }
        log.error(
            "resolver-invalid-value", "\"\(key)\" must be a string; found \(node.kindName)", at: node.position)
    }

    /// `$extensions` is an object keyed by vendor; its content is the vendor's business.
    mutating func checkExtensions(in object: JSONObject) {
        guard let node = object["$extensions"], node.object == nil else { return }
        log.error(
            "resolver-invalid-value",
            "\"$extensions\" must be an object keyed by vendor (e.g. \"com.example.tool\"); found \(node.kindName)",
            at: node.position)
    }

    /// Sibling keys next to `$ref` replace the target's members shallowly (objects and arrays are
    /// replaced, not merged), keeping the target's member order.
    static func overlay(_ siblings: [JSONMember], onto target: JSONObject) -> JSONObject {
        var result = target
        for sibling in siblings {
            if let index = result.members.firstIndex(where: { $0.key == sibling.key }) {
                result.members[index] = sibling
            } else {
                result.members.append(sibling)
            }
        }
        return result
    }

    /// `"#/sets/x"` style text for messages, e.g. in cycle chains.
    static func pointerText(_ segments: [String]) -> String { ResolverReference.pointerText(segments) }
}
