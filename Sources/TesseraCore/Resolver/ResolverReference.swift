/// A parsed `$ref` string of a resolver document: `#/sets/base` (same document),
/// `colors.json` (a whole file) or `colors.json#/brand` (part of a file). Pointer segments are
/// RFC 6901 decoded (`~1` → `/`, `~0` → `~`).
struct ResolverReference: Hashable, Sendable {
    /// nil for a same-document pointer.
    var file: String?
    var pointer: [String]

    /// The text written after `$ref`, for messages and cycle chains.
    var text: String

    enum ParseError: Error {
        case empty
        case pointerWithoutSlash
        case badEscape
    }

    init(file: String?, pointer: [String], text: String) {
        self.file = file
        self.pointer = pointer
        self.text = text
    }

    static func parse(_ text: String) throws(ParseError) -> ResolverReference {
        guard !text.isEmpty else { throw .empty }
        guard let hash = text.firstIndex(of: "#") else {
            return ResolverReference(file: text, pointer: [], text: text)
        }
        let file = hash == text.startIndex ? nil : String(text[..<hash])
        let fragment = text[text.index(after: hash)...]
        return ResolverReference(file: file, pointer: try decodePointer(fragment), text: text)
    }

    /// `/a/b~1c` → ["a", "b/c"]; "" is the whole document.
    static func decodePointer(_ fragment: Substring) throws(ParseError) -> [String] {
        if fragment.isEmpty { return [] }
        guard fragment.first == "/" else { throw .pointerWithoutSlash }
        var segments: [String] = []
        for raw in fragment.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            var segment = ""
            var escaping = false
            for character in raw {
                if escaping {
                    switch character {
                    case "0": segment.append("~")
                    case "1": segment.append("/")
                    default: throw .badEscape
                    }
                    escaping = false
                } else if character == "~" {
                    escaping = true
                } else {
                    segment.append(character)
                }
            }
            if escaping { throw .badEscape }
            segments.append(segment)
        }
        return segments
    }

    /// `#/sets/a~1b` for messages, re-escaped.
    static func pointerText(_ segments: [String]) -> String {
        "#" + segments.map { "/" + $0.replacingTildeAndSlash }.joined()
    }
}

extension String {
    fileprivate var replacingTildeAndSlash: String {
        var escaped = ""
        for character in self {
            switch character {
            case "~": escaped += "~0"
            case "/": escaped += "~1"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}

extension JSONNode {
    /// Follows RFC 6901 segments through objects and arrays (array indexes are decimal, without
    /// leading zeros); nil when any step does not exist.
    func resolving(pointer segments: [String]) -> JSONNode? {
        var node = self
        for segment in segments {
            switch node.value {
            case .object(let object):
                guard let next = object[segment] else { return nil }
                node = next
            case .array(let array):
                guard let index = Int(segment), String(index) == segment, array.indices.contains(index) else {
                    return nil
                }
                node = array[index]
            default:
                return nil
            }
        }
        return node
    }
}
