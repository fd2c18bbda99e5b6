import Foundation
import TesseraCore

/// The tokens a token's written value names: curly aliases (`{color.base}`, whole values and
/// inside composites) and JSON Pointer `$ref`s (`#/color/base/$value` → `color.base`).
enum TokenReferences {
    static func paths(in token: Token) -> [TokenPath] {
        var found: [TokenPath] = []
        forEachPath(in: token) { found.append($0) }
        return found
    }

    /// `paths(in:)` one by one, with no list for an alias (most references), which a pass over
    /// every token of a large system would build for each.
    static func forEachPath(in token: Token, _ body: (TokenPath) -> Void) {
        if let alias = token.aliasOf { return body(alias) }
        guard let written = token.valueWithReferences else { return }
        var found: [TokenPath] = []
        collect(written, into: &found)
        found.forEach(body)
    }

    /// Whether the token's value names no other token (`paths(in:)` is empty), without building
    /// the list for the common cases.
    static func refersToNothing(_ token: Token) -> Bool {
        token.aliasOf == nil && (token.valueWithReferences == nil || paths(in: token).isEmpty)
    }

    private static func collect(_ node: JSONNode, into found: inout [TokenPath]) {
        switch node.value {
        case .string(let text):
            if text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 {
                found.append(TokenPath(String(text.dropFirst().dropLast())))
            }
        case .array(let items):
            for item in items { collect(item, into: &found) }
        case .object(let object):
            if let pointer = object["$ref"]?.string, pointer.hasPrefix("#/") {
                var segments = pointer.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false).map {
                    $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
                }
                if let value = segments.firstIndex(of: "$value") { segments = Array(segments[..<value]) }
                found.append(TokenPath(segments: segments))
            }
            for member in object.members where member.key != "$ref" { collect(member.value, into: &found) }
        default:
            break
        }
    }
}
