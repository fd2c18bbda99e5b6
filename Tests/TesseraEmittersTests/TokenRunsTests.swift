@testable import TesseraEmitters
import TesseraCore
import Testing

/// Tokens in tree order are written as they come (`TokenRuns`); the bytes must be those of the
/// tree `TokenTree` builds, whole or in pieces, and any other order must be left to the tree.
@Suite("json output in tree order")
struct TokenRunsTests {
    /// A walk's order: top-level tokens between groups, a large flat group, deep groups entered
    /// and left at every depth, a group with tokens after its subgroups, and names to escape.
    static let tokens: [Token] = {
        var paths: [String] = ["first"]
        for group in 0..<12 {
            for sub in 0..<10 {
                for index in 0..<(sub % 3 == 0 ? 40 : 7) { paths.append("deep.g\(group).s\(sub).t\(index)") }
                if sub % 4 == 1 { paths.append("deep.g\(group).s\(sub).inner.x.y") }
            }
            paths.append("deep.g\(group).after")
        }
        for index in 0..<6_000 { paths.append("flat.t\(index)") }
        paths += ["middle", "odd.\"quoted\".ünïcode", "odd.\"quoted\".second", "odd.last", "last"]
        return paths.enumerated().map { offset, path in
            let value: TokenValue = offset % 2 == 0
                ? T.srgb(Double(offset % 256) / 255, 0.1 * Double(offset % 10), 1)
                : .dimension(TesseraCore.Dimension(Double(offset % 97) / 8, .rem))
            return T.token(path, value, description: offset % 700 == 0 ? "say \"\(offset)\"\n\u{2028}" : nil)
        }
    }()

    private func treeDocument(_ tokens: [Token]) -> [UInt8] {
        var log = DiagnosticLog()
        return TokenTree(tokens, log: &log).document(tokens: tokens, cores: 1)
    }

    @Test("tokens in tree order give the tree's bytes, written whole or in pieces", arguments: [1, 2, 3, 8])
    func sameBytes(cores: Int) throws {
        let runs = try #require(TokenRuns(Self.tokens))
        #expect(Self.tokens.count >= TokenTree.parallelThreshold)
        #expect(runs.document(tokens: Self.tokens, cores: cores) == treeDocument(Self.tokens))
    }

    @Test("a large document goes to its sink in pieces that join to the same bytes", arguments: [2, 3])
    func streamed(cores: Int) throws {
        let runs = try #require(TokenRuns(Self.tokens))
        var pieces: [[UInt8]] = []
        runs.write(tokens: Self.tokens, cores: cores) { pieces.append(Array($0)) }
        #expect(pieces.count > 1)
        #expect(Array(pieces.joined()) == treeDocument(Self.tokens))
    }

    @Test("small sets, an empty one and top-level tokens only", arguments: [
        [String](), ["a"], ["a", "b"], ["g.a", "b"], ["a", "g.h.i", "g.j", "k.l"], ["$root", "g.$root", "g.x"],
    ])
    func small(paths: [String]) throws {
        let tokens = paths.enumerated().map { T.token($0.element, .number(Double($0.offset))) }
        let runs = try #require(TokenRuns(tokens))
        #expect(runs.document(tokens: tokens, cores: 2) == treeDocument(tokens))
    }

    @Test("groups out of order, repeated paths and paths that are both a token and a group go to the tree", arguments: [
        ["a.x", "a.x"], ["a.x", "b.y", "a.x"], ["a.x", "a.g.y", "a.x"], ["a.x", "b.z", "a.x.y"], ["a.b", "a.b.c"],
        ["a.b.c", "a.b"], ["x", "x"], ["x", "x.y", "z"], ["a.b", "c", "a.d"], ["a.b.c", "a.d", "a.b.e"],
    ])
    func refused(paths: [String]) {
        let tokens = paths.enumerated().map { T.token($0.element, .number(Double($0.offset))) }
        #expect(TokenRuns(tokens) == nil)
    }

    @Test("the json output writes a set in tree order and one out of order alike")
    func emitterBothWays() throws {
        var shuffled = Self.tokens
        shuffled.swapAt(1, shuffled.count - 2)
        #expect(TokenRuns(shuffled) == nil)
        for tokens in [Self.tokens, shuffled] {
            var log = DiagnosticLog()
            let files = JSONEmitter().emit(
                EmitterInput(systemName: "t", permutations: [ResolvedTokenSet(tokens: tokens)]),
                log: &log)
            #expect(files.first?.contents == treeDocument(tokens))
            #expect(log.all.isEmpty)
        }
    }
}
