import Foundation
@testable import TesseraEmitters
import TesseraCore
import Testing

/// Large inputs through every output: correct and complete at 20,000 tokens. Speed is measured by
/// Scripts/benchmark.py on a release build, never by a timed test.
@Suite("Large inputs")
struct LargeInputEmitterTests {
    static let tokens: [Token] = (0..<20_000).map { index in
        let path = "group\(index / 1000).section\(index / 100 % 10).tokenName\(index)"
        let value: TokenValue
        switch index % 5 {
        case 0: value = T.srgb(Double(index % 256) / 255, 0.5, 0.2)
        case 1: value = .dimension(T.px(Double(index % 64)))
        case 2: value = .number(Double(index % 100) / 10)
        case 3: value = T.color(.oklch, [0.6, 0.1, Double(index % 360)])
        default: value = .duration(Duration(Double(index % 500), .ms))
        }
        return Token(path: TokenPath(path), type: value.type, value: value, rawValue: JSONNode(.null))
    }

    private func emit(_ emitter: some Emitter, tokens: [Token] = tokens, options: String = "{}") -> (text: String, log: DiagnosticLog) {
        let input = EmitterInput(systemName: "Bench", permutations: [T.set(tokens)], options: T.options(options))
        var log = DiagnosticLog()
        let files = emitter.emit(input, log: &log)
        return (files.map(\.text).joined(), log)
    }

    @Test("css: every token becomes one custom property")
    func css() {
        let result = emit(CSSEmitter())
        #expect(result.log.isEmpty)
        #expect(result.text.components(separatedBy: "--group").count - 1 >= Self.tokens.count)
        #expect(result.text.contains("--group19-section9-token-name19999: 499ms;"))
    }

    @Test("css with references: aliases become var() of their target")
    func cssAliases() {
        let result = emit(CSSEmitter(), tokens: Self.aliasing, options: #"{"references": true}"#)
        #expect(result.log.isEmpty)
        #expect(result.text.contains("--group0-section0-token-name4: var(--group0-section0-token-name3);"))
        #expect(result.text.contains("--group19-section9-token-name19999: var(--group19-section9-token-name19998);"))
    }

    @Test("json: every token is written")
    func json() throws {
        let result = emit(JSONEmitter())
        #expect(result.log.isEmpty)
        let parsed = try JSONSerialization.jsonObject(with: Data(result.text.utf8)) as? [String: Any]
        #expect(parsed?.count == 20)
        #expect(result.text.components(separatedBy: "\"$type\"").count - 1 == Self.tokens.count)
    }

    @Test("xcassets: one colorset per colour token, in its group's folder")
    func xcassets() {
        let input = EmitterInput(systemName: "Bench", permutations: [T.set(Self.tokens)])
        var log = DiagnosticLog()
        let files = AssetCatalogEmitter().emit(input, log: &log)
        #expect(log.isEmpty)
        let colors = Self.tokens.count { $0.type == .color }
        #expect(files.count { $0.path.hasSuffix(".colorset/Contents.json") } == colors)
        #expect(files.contains { $0.path == "Tokens.xcassets/group19/section9/tokenName19995.colorset/Contents.json" })
    }

    /// Every fifth token aliases the one before it, so references need the path index.
    static let aliasing: [Token] = tokens.enumerated().map { index, token in
        guard index % 5 == 4 else { return token }
        let target = tokens[index - 1]
        return Token(path: token.path, type: target.type, value: target.value, rawValue: JSONNode(.null), aliasOf: target.path)
    }
}
