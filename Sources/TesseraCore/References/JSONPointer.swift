/// A same-document JSON Pointer (RFC 6901) written as `#/a/b/$value/0`.
struct JSONPointer: Equatable {
    struct Malformed: Error { var reason: String }

    let text: String
    let segments: [String]

    init(_ text: String) throws(Malformed) {
        self.text = text
        guard text.hasPrefix("#") else {
            throw Malformed(reason: "a JSON Pointer must start with '#/' (same-document), found \"\(text)\"")
        }
        let body = text.dropFirst()
        guard body.hasPrefix("/") else {
            throw Malformed(reason: body.isEmpty
                ? "the pointer '#' names the whole document, not a token or value"
                : "a JSON Pointer must continue with '/' after '#', found \"\(text)\"")
        }
        var segments: [String] = []
        for raw in body.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            guard !raw.isEmpty else {
                throw Malformed(reason: "pointer \"\(text)\" has an empty segment (a doubled or trailing '/')")
            }
            segments.append(try Self.unescape(raw, in: text))
        }
        self.segments = segments
    }

    /// `~1` is `/` and `~0` is `~`; any other `~` is malformed.
    private static func unescape(_ raw: Substring, in text: String) throws(Malformed) -> String {
        guard raw.contains("~") else { return String(raw) }
        var result = ""
        var iterator = raw.makeIterator()
        while let character = iterator.next() {
            guard character == "~" else {
                result.append(character)
                continue
            }
            switch iterator.next() {
            case "0": result.append("~")
            case "1": result.append("/")
            default: throw Malformed(reason: "pointer \"\(text)\" has '~' not followed by 0 or 1 (write '~0' for '~', '~1' for '/')")
            }
        }
        return result
    }

    /// An array index segment: digits only, no leading zero.
    static func arrayIndex(_ segment: String) -> Int? {
        guard let first = segment.utf8.first, segment.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
        if first == UInt8(ascii: "0") && segment.utf8.count > 1 { return nil }
        return Int(segment)
    }
}
