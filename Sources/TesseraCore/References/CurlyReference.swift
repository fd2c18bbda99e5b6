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
        // One pass over the bytes between the braces, no intermediate arrays: this runs for every
        // string in every value of a 100,000-token file.
        let bytes = text.utf8
        let count = bytes.count
        if count == 2 { return .malformed("an empty reference '{}' names no token") }
        var segmentStart = 1
        var index = 1
        for byte in bytes.dropFirst().dropLast() {
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "}"):
                return .malformed("a reference must be one '{group.token}'; nested or repeated braces are not allowed")
            case UInt8(ascii: "."):
                if index == segmentStart { return .malformed("reference '\(text)' has an empty path segment") }
                if let problem = Self.dollarSegmentProblem(text, from: segmentStart, to: index, isLast: false) { return problem }
                segmentStart = index + 1
            default:
                break
            }
            index += 1
        }
        if index == segmentStart { return .malformed("reference '\(text)' has an empty path segment") }
        if let problem = Self.dollarSegmentProblem(text, from: segmentStart, to: index, isLast: true) { return problem }
        let inner = text.dropFirst().dropLast()
        return .reference(TokenPath(String(inner)))
    }

    /// Curly references name tokens: a segment may start with `$` only as a final `$root`.
    private static func dollarSegmentProblem(_ text: String, from start: Int, to end: Int, isLast: Bool) -> CurlyReference? {
        let bytes = text.utf8
        let first = bytes[bytes.index(bytes.startIndex, offsetBy: start)]
        guard first == UInt8(ascii: "$") else { return nil }
        let segmentStart = bytes.index(bytes.startIndex, offsetBy: start)
        let segmentEnd = bytes.index(bytes.startIndex, offsetBy: end)
        let segment = Substring(text.utf8[segmentStart..<segmentEnd])
        if isLast && segment == "$root" { return nil }
        return .malformed("reference '\(text)' names '\(segment)'; curly references name tokens only (use a JSON Pointer $ref to reach inside a value)")
    }
}
