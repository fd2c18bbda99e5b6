/// Curly-brace aliases (format §7.1): the whole string is `{group.token}`.
enum CurlyReference: Equatable {
    case notReference
    case reference(TokenPath)
    case malformed(String)

    static func parse(_ text: String) -> CurlyReference {
        let utf8 = text.utf8
        guard let first = utf8.first else { return .notReference }
        // Fast exit: most strings in token files are not references.
        if first != UInt8(ascii: "{") {
            guard utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) else { return .notReference }
            return .malformed("a reference must be the whole string, as \"{group.token}\"; embedded references, string interpolation and math are not DTCG")
        }
        guard utf8.last == UInt8(ascii: "}"), utf8.count >= 2 else {
            return .malformed("this reference has no closing '}'")
        }
        let inner = text.dropFirst().dropLast()
        if inner.isEmpty { return .malformed("an empty reference '{}' names no token") }
        if inner.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) {
            return .malformed("a reference must be one '{group.token}'; nested or repeated braces are not allowed")
        }
        let segments = inner.split(separator: ".", omittingEmptySubsequences: false)
        if segments.contains(where: \.isEmpty) {
            return .malformed("reference '\(text)' has an empty path segment")
        }
        for (index, segment) in segments.enumerated() where segment.hasPrefix("$") {
            if segment == "$root" && index == segments.count - 1 { continue }
            return .malformed("reference '\(text)' names '\(segment)'; curly references name tokens only (use a JSON Pointer $ref to reach inside a value)")
        }
        return .reference(TokenPath(String(inner)))
    }
}
