/// The keys of a closed value object: every listed required key must be present and no other key
/// may appear (format §8: value objects are closed).
struct ObjectShape: Sendable {
    let name: String
    let required: [String]
    /// `required + optional`: the slot order of `ObjectFields`.
    let keys: [String]
    /// The shape in JSON-ish notation, for messages.
    let expected: String

    init(_ name: String, required: [String], optional: [String] = [], expected: String) {
        assert(required.count + optional.count <= ObjectFields.capacity, "ObjectFields holds at most six keys")
        self.name = name
        self.required = required
        self.keys = required + optional
        self.expected = expected
    }
}

/// The members of a value object by slot (the shape's key order). It keeps the object's member
/// array plus small indices, so reading a value object copies no nodes and allocates nothing.
struct ObjectFields {
    static let capacity = 6
    private let members: [JSONMember]
    private var indices: (Int32, Int32, Int32, Int32, Int32, Int32) = (-1, -1, -1, -1, -1, -1)

    init(_ members: [JSONMember]) { self.members = members }

    subscript(slot: Int) -> JSONNode? {
        let index = memberIndex(slot)
        return index < 0 ? nil : members[Int(index)].value
    }

    func memberIndex(_ slot: Int) -> Int32 {
        switch slot {
        case 0: indices.0
        case 1: indices.1
        case 2: indices.2
        case 3: indices.3
        case 4: indices.4
        case 5: indices.5
        default: -1
        }
    }

    mutating func setMemberIndex(_ slot: Int, _ index: Int) {
        let value = Int32(truncatingIfNeeded: index)
        switch slot {
        case 0: indices.0 = value
        case 1: indices.1 = value
        case 2: indices.2 = value
        case 3: indices.3 = value
        case 4: indices.4 = value
        default: indices.5 = value
        }
    }
}

extension ValueParser {
    /// The members of `node` in the order `required + optional` (absent optional keys are nil), or
    /// nil after reporting a non-object, each missing key and each unknown key.
    static func fields(
        of node: JSONNode, _ shape: ObjectShape, _ context: ValueContext, _ log: inout DiagnosticLog
    ) -> ObjectFields? {
        guard case .object(let object) = node.value else {
            context.error("\(shape.name) must be an object \(shape.expected), found \(ValueText.describe(node))\(LenientHint.value(node, typeName: shape.name))", at: node, &log)
            return nil
        }
        let keys = shape.keys
        var found = ObjectFields(object.members)
        var valid = true
        for (index, member) in object.members.enumerated() {
            if let slot = keys.firstIndex(of: member.key) {
                found.setMemberIndex(slot, index)
            } else {
                valid = false
                let allowed = ValueText.alternatives(keys, conjunction: "and")
                context.error(
                    "\(shape.name) has an unexpected key \"\(member.key)\"; a \(shape.name) object allows only \(allowed)",
                    at: member.keyPosition ?? member.value.position ?? context.position(of: node), &log)
            }
        }
        for (slot, key) in shape.required.enumerated() where found.memberIndex(slot) < 0 {
            valid = false
            context.error("\(shape.name) is missing the required key \"\(key)\"; expected \(shape.expected)", at: node, &log)
        }
        return valid ? found : nil
    }
}
