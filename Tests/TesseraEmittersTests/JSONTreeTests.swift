@testable import TesseraEmitters
import TesseraCore
import Testing

/// The JSON output's tree: written in pieces on several threads it must give exactly the bytes of
/// one writer, and paths that collide are left out whichever way the tree finds them.
@Suite("json output tree")
struct JSONTreeTests {
    /// Every shape the plan cuts differently: top-level tokens, a large flat group, deep groups, a
    /// group that receives tokens again later, and strings that need escaping.
    static let tokens: [Token] = {
        var tokens: [Token] = []
        for index in 0..<12_000 {
            let path = switch index % 3 {
            case 0: "deep.g\(index / 900).s\(index / 90 % 10).t\(index)"
            case 1: "flat.t\(index)"
            default: "revisited.g\(index % 7).t\(index)"
            }
            let value: TokenValue = index % 2 == 0
                ? T.srgb(Double(index % 256) / 255, 0.1 * Double(index % 10), 1)
                : .dimension(TesseraCore.Dimension(Double(index % 97) / 8, .rem))
            tokens.append(T.token(path, value, description: index % 500 == 0 ? "say \"\(index)\"\n\u{2028}" : nil))
        }
        tokens.append(T.token("top", .number(0.5)))
        return tokens
    }()

    private func document(_ tokens: [Token], cores: Int) -> [UInt8] {
        var log = DiagnosticLog()
        return TokenTree(tokens, log: &log).document(tokens: tokens, cores: cores)
    }

    @Test("a large set written in pieces gives the bytes of the whole tree serialized at once", arguments: [2, 3, 8])
    func pieces(cores: Int) {
        #expect(TokenTreePlan(tokenTree(Self.tokens), pieceSize: TokenTree.pieceSize(tokenCount: Self.tokens.count, cores: cores)).pieces.count > 1)
        #expect(document(Self.tokens, cores: cores) == Self.expected)
        #expect(document(Self.tokens, cores: 1) == Self.expected)
    }

    @Test("a large document goes to its sink in pieces (what this thread wrote, then each helper's piece as it is), which join to the same bytes", arguments: [1, 2, 3])
    func streamed(cores: Int) {
        var pieces: [[UInt8]] = []
        tokenTree(Self.tokens).write(tokens: Self.tokens, cores: cores) { pieces.append(Array($0)) }
        #expect(pieces.count > 1)
        #expect(!pieces.contains { $0.isEmpty })
        #expect(Array(pieces.joined()) == Self.expected)
    }

    private func tokenTree(_ tokens: [Token]) -> TokenTree {
        var log = DiagnosticLog()
        return TokenTree(tokens, log: &log)
    }

    /// Built without `TokenTree`: nested objects serialized by `JSONWriter.serialize`.
    static let expected: [UInt8] = {
        var root = JSONObject()
        for token in tokens {
            var entry = JSONObject()
            entry["$type"] = JSONNode(.string(token.type.rawValue))
            entry["$value"] = token.value.jsonNode
            if let description = token.description { entry["$description"] = JSONNode(.string(description)) }
            insert(JSONNode(.object(entry)), at: token.path.segments.map(String.init)[...], into: &root)
        }
        return JSONWriter.serialize(JSONNode(.object(root))) + [UInt8(ascii: "\n")]
    }()

    private static func insert(_ node: JSONNode, at path: ArraySlice<String>, into object: inout JSONObject) {
        guard let first = path.first else { return }
        if path.count == 1 {
            object[first] = node
            return
        }
        var child = object[first]?.object ?? JSONObject()
        insert(node, at: path.dropFirst(), into: &child)
        object[first] = JSONNode(.object(child))
    }

    @Test("a path already taken by a token or a group is left out and reported", arguments: [
        (["a.x", "a.x"], ["a.x"]),
        (["a.x", "b.y", "a.x"], ["a.x", "b.y"]),
        (["a.x", "a.g.y", "a.x"], ["a.x", "a.g.y"]),
        (["a.x", "b.z", "a.x.y"], ["a.x", "b.z"]),
        (["a.b", "a.b.c"], ["a.b"]),
        (["a.b.c", "a.b"], ["a.b.c"]),
        (["x", "x"], ["x"]),
        (["x", "x.y", "z"], ["x", "z"]),
    ])
    func conflicts(paths: [String], written: [String]) {
        let tokens = paths.enumerated().map { T.token($0.element, .number(Double($0.offset))) }
        var log = DiagnosticLog()
        let tree = TokenTree(tokens, log: &log)
        #expect(log.all.count == paths.count - written.count)
        #expect(log.all.allSatisfy { $0.code == "json-path-conflict" })
        let text = String(decoding: tree.document(tokens: tokens, cores: 1), as: UTF8.self)
        let kept = tokens.filter { text.contains("\"$value\": \(Int($0.value.jsonNode.number ?? -1))\n") }
        #expect(kept.map(\.path.string) == written)
    }
}
