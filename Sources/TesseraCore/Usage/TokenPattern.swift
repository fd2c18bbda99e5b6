#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A token path pattern as `tessera.yml` writes them: `*` is any one segment (or part of one:
/// `text*`), `**` any number of segments; anything else matches itself. A group's `$root` token
/// is matched by the group's own path (`color.accent` matches `color.accent.$root`).
public struct TokenPattern: Sendable, Hashable, CustomStringConvertible {
    public let text: String
    private let parts: [Substring]

    /// `a.b` and `a.b.**`, by far the most common shapes, compare strings instead of segments.
    private let literal: Bool
    private let subtreePrefix: String?

    public init(_ text: String) {
        self.text = text
        self.parts = text.split(separator: ".", omittingEmptySubsequences: false)
        self.literal = !text.contains("*")
        let head = text.hasSuffix(".**") ? String(text.dropLast(3)) : nil
        self.subtreePrefix = head.flatMap { $0.contains("*") || $0.isEmpty ? nil : $0 + "." }
    }

    public var description: String { text }
    /// No wildcard: the pattern names one path.
    public var isLiteral: Bool { literal }

    public func matches(_ path: TokenPath) -> Bool {
        let string = path.string
        if literal { return string == text || (string.hasSuffix(".$root") && string.dropLast(6) == text) }
        if let subtreePrefix {
            if let quick = Self.asciiSubtreeMatch(string, subtreePrefix) { return quick }
            // `a.**` also matches `a` itself (zero segments), and so `a.$root`.
            return string.hasPrefix(subtreePrefix) || string == subtreePrefix.dropLast()
        }
        var segments = path.segments[...]
        if segments.last == "$root" {
            if Self.match(parts[...], segments) { return true }
            segments = segments.dropLast()
        }
        return Self.match(parts[...], segments)
    }


    /// The subtree test on bytes when both strings are ASCII, where bytes compare as the strings
    /// do (a grid check tests every token of a large system); nil otherwise.
    private static func asciiSubtreeMatch(_ string: String, _ prefix: String) -> Bool? {
        let result = string.utf8.withContiguousStorageIfAvailable { path in
            prefix.utf8.withContiguousStorageIfAvailable { prefix -> Bool? in
                guard path.allSatisfy({ $0 < 0x80 }), prefix.allSatisfy({ $0 < 0x80 }) else { return nil }
                if path.count >= prefix.count { return memcmp(path.baseAddress!, prefix.baseAddress!, prefix.count) == 0 }
                return path.count == prefix.count - 1 && path.elementsEqual(prefix.prefix(path.count))
            }
        }
        return result.flatMap { $0 }.flatMap { $0 }
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let head = pattern.first else { return path.isEmpty }
        if head == "**" {
            return (0...path.count).contains { match(pattern.dropFirst(), path.dropFirst($0)) }
        }
        guard let segment = path.first, glob(head, segment) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    /// `*` inside one segment matches any run of characters.
    private static func glob(_ pattern: Substring, _ text: Substring) -> Bool {
        let pieces = pattern.split(separator: "*", omittingEmptySubsequences: false)
        if pieces.count == 1 { return pattern == text }
        var rest = text
        for (offset, piece) in pieces.enumerated() {
            if offset == 0 {
                guard rest.hasPrefix(piece) else { return false }
                rest = rest.dropFirst(piece.count)
            } else if offset == pieces.count - 1 {
                return rest.count >= piece.count && rest.hasSuffix(piece)
            } else {
                guard let range = rest.firstRange(of: piece) else { return false }
                rest = rest[range.upperBound...]
            }
        }
        return true
    }
}

extension Array where Element == TokenPattern {
    public func matches(_ path: TokenPath) -> Bool { contains { $0.matches(path) } }
}
