/// The keys of a closed value object: every listed required key must be present and no other key
/// may appear (format §8: value objects are closed).
struct ObjectShape: Sendable {
    let name: String
    let required: [String]
    let optional: [String]
    /// The shape in JSON-ish notation, for messages.
    let expected: String

    init(_ name: String, required: [String], optional: [String] = [], expected: String) {
        self.name = name
        self.required = required
        self.optional = optional
        self.expected = expected
    }

    var allKeys: [String] { required + optional }
}

extension ValueParser {
    /// The members of `node` in the order `required + optional` (absent optional keys are nil), or
    /// nil after reporting a non-object, each missing key and each unknown key.
    static func fields(
        of node: JSONNode, _ shape: ObjectShape, _ context: ValueContext, _ log: inout DiagnosticLog
    ) -> [JSONNode?]? {
        guard case .object(let object) = node.value else {
            context.error("\(shape.name) must be an object \(shape.expected), found \(ValueText.describe(node))", at: node, &log)
            return nil
        }
        let keys = shape.allKeys
        var found = [JSONNode?](repeating: nil, count: keys.count)
        var valid = true
        for member in object.members {
            if let slot = keys.firstIndex(of: member.key) {
                found[slot] = member.value
            } else {
                valid = false
                let allowed = ValueText.alternatives(keys, conjunction: "and")
                context.error(
                    "\(shape.name) has an unexpected key \"\(member.key)\"; a \(shape.name) object allows only \(allowed)",
                    at: member.keyPosition ?? member.value.position ?? context.position(of: node), &log)
            }
        }
        for (slot, key) in shape.required.enumerated() where found[slot] == nil {
            valid = false
            context.error("\(shape.name) is missing the required key \"\(key)\"; expected \(shape.expected)", at: node, &log)
        }
        return valid ? found : nil
    }
}
