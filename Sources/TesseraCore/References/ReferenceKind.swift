/// What kind of references a `$value` holds, worked out once per token so the common cases (a
/// literal, or one whole-value alias) skip the general walk entirely.
enum ReferenceKind {
    /// No reference anywhere (nor anything that looks like a broken one).
    case none
    /// The whole value is `"{path}"` (`DeclaredToken.aliasPath` reads the path from it again
    /// rather than every alias keeping a second string).
    case alias
    /// References (or malformed ones, still to be reported) inside the value, or a `$ref` pointer.
    case nested

    static func of(_ node: JSONNode) -> ReferenceKind {
        if case .string(let text) = node.value {
            switch CurlyReference.parse(text) {
            case .reference: return .alias
            case .malformed: return .nested
            case .notReference: return .none
            }
        }
        return containsReference(node) ? .nested : .none
    }

    private static func containsReference(_ node: JSONNode) -> Bool {
        switch node.value {
        case .string(let text):
            return CurlyReference.parse(text) != .notReference
        case .object(let object):
            for member in object.members {
                if member.key == "$ref" || containsReference(member.value) { return true }
            }
            return false
        case .array(let elements):
            return elements.contains(where: containsReference)
        default:
            return false
        }
    }
}
