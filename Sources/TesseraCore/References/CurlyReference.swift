/// Curly-brace aliases (format §7.1): the whole string is `{group.token}`.
enum CurlyReference: Equatable {
    case notReference
    case reference(TokenPath)
    case malformed(String)

    static func parse(_ text: String) -> CurlyReference {
        var bytes = text
        // One pass over contiguous bytes, no intermediate arrays or index arithmetic: this runs for
        // every string in every value of a 100,000-token file.
        let parsed = bytes.withUTF8 { parse($0, text) }
        // Only malformed text pays for this: Tokens Studio math reads as a broken reference.
        if case .malformed = parsed, LegacyMath.looksLikeMath(text) {
            return .malformed("this is math on references, as Tokens Studio writes it, which DTCG does not have; `--lenient` (or `import: lenient`) computes it, or write the result")
        }
        return parsed
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>, _ text: String) -> CurlyReference {
        guard let first = bytes.first else { return .notReference }
        // Fast exit: most strings in token files are not references.
        if first != UInt8(ascii: "{") {
            guard bytes.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) else { return .notReference }
            return .malformed("a reference must be the whole string, as \"{group.token}\"; embedded references, string interpolation and math are not DTCG")
        }
        let count = bytes.count
        guard count >= 2, bytes[count - 1] == UInt8(ascii: "}") else {
            return .malformed("this reference has no closing '}'")
        }
        if count == 2 { return .malformed("an empty reference '{}' names no token") }
        var segmentStart = 1
        for index in 1..<(count - 1) {
            switch bytes[index] {
            case UInt8(ascii: "{"), UInt8(ascii: "}"):
                return .malformed("a reference must be one '{group.token}'; nested or repeated braces are not allowed")
            case UInt8(ascii: "."):
                if index == segmentStart { return .malformed("reference '\(text)' has an empty path segment") }
                if let problem = dollarSegmentProblem(bytes, text, from: segmentStart, to: index, isLast: false) { return problem }
                segmentStart = index + 1
            default:
                break
            }
        }
        if count - 1 == segmentStart { return .malformed("reference '\(text)' has an empty path segment") }
        if let problem = dollarSegmentProblem(bytes, text, from: segmentStart, to: count - 1, isLast: true) { return problem }
        return .reference(TokenPath(String(decoding: UnsafeBufferPointer(rebasing: bytes[1..<(count - 1)]), as: UTF8.self)))
    }

    /// Curly references name tokens: a segment may start with `$` only as a final `$root`.
    private static func dollarSegmentProblem(
        _ bytes: UnsafeBufferPointer<UInt8>, _ text: String, from start: Int, to end: Int, isLast: Bool
    ) -> CurlyReference? {
        guard bytes[start] == UInt8(ascii: "$") else { return nil }
        let segment = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        if isLast && segment == "$root" { return nil }
        return .malformed("reference '\(text)' names '\(segment)'; curly references name tokens only (use a JSON Pointer $ref to reach inside a value)")
    }
}
