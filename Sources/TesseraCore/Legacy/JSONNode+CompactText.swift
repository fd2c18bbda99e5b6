extension JSONNode {
    /// One-line JSON for messages (`{"value": 1.5, "unit": "rem"}`), numbers shortened to at most
    /// four decimals: it is a suggestion to read, not data to round-trip.
    var compactText: String {
        var text = ""
        appendCompact(to: &text)
        return text
    }

    private func appendCompact(to text: inout String) {
        switch value {
        case .null: text += "null"
        case .bool(let flag): text += flag ? "true" : "false"
        case .number(let number): text += ValueText.number((number * 10_000).rounded() / 10_000)
        case .string(let string): Self.appendQuoted(string, to: &text)
        case .array(let items):
            text += "["
            for (index, item) in items.enumerated() {
                if index > 0 { text += ", " }
                item.appendCompact(to: &text)
            }
            text += "]"
        case .object(let object):
            text += "{"
            for (index, member) in object.members.enumerated() {
                if index > 0 { text += ", " }
                Self.appendQuoted(member.key, to: &text)
                text += ": "
                member.value.appendCompact(to: &text)
            }
            text += "}"
        }
    }

    private static func appendQuoted(_ string: String, to text: inout String) {
        text += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}
