/// Style Dictionary's references end in `.value` (`{color.base.red.value}`): they name the value
/// property of the token, where 2025.10 names the token (`{color.base.red}`).
enum LegacyReferences {
    /// `node` with every such reference rewritten, anywhere in a composite; the same node when
    /// there is none (most values).
    static func droppingValueSuffix(_ node: JSONNode, report: inout LegacyReport) -> JSONNode {
        switch node.value {
        case .string(let text):
            guard let rewritten = withoutValueSuffix(text) else { return node }
            report.record(.valueSuffixReference, at: node.position, example: text, replacement: ValueText.quoted(rewritten))
            return JSONNode(.string(rewritten), at: node.position)
        case .object(let object):
            let before = report.totalCount
            var members = object.members
            for index in members.indices {
                members[index].value = droppingValueSuffix(members[index].value, report: &report)
            }
            return report.totalCount == before ? node : JSONNode(.object(JSONObject(members)), at: node.position)
        case .array(let elements):
            let before = report.totalCount
            let rewritten = elements.map { droppingValueSuffix($0, report: &report) }
            return report.totalCount == before ? node : JSONNode(.array(rewritten), at: node.position)
        default:
            return node
        }
    }

    /// `{a.b.value}` → `{a.b}`; nil for anything else.
    static func withoutValueSuffix(_ text: String) -> String? {
        // The last byte first: nearly every value fails there, without a Unicode-aware suffix match.
        guard text.utf8.last == UInt8(ascii: "}"), text.hasSuffix(".value}"), text.utf8.count > 8, case .reference = CurlyReference.parse(text) else { return nil }
        return String(text.dropLast(7)) + "}"
    }
}
