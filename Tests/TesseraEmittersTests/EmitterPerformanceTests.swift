import Foundation
@testable import TesseraEmitters
import TesseraCore
import Testing

/// 100,000 tokens through each output. Measure in a release build:
/// `swift build -c release --build-tests -Xswiftc -enable-testing`, then run the test binary with
/// `--filter EmitterPerformance` (it prints the times). The bounds catch regressions with room for
/// a busy machine; debug builds are far slower, so their bounds are loose.
@Suite("Emitter performance")
struct EmitterPerformanceTests {
    static let tokens: [Token] = (0..<100_000).map { index in
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

    /// Seconds allowed for plain CSS; references get twice this, JSON (three times the bytes) four times.
    static var bound: Double {
        #if DEBUG
        return 4.0
        #else
        return 0.15
        #endif
    }

    private func time(
        _ emitter: some Emitter, tokens: [Token] = tokens, options: String = "{}"
    ) -> (seconds: Double, bytes: Int) {
        let input = EmitterInput(systemName: "Bench", permutations: [T.set(tokens)], options: T.options(options))
        var best = Double.infinity
        var size = 0
        for _ in 0..<3 {
            var log = DiagnosticLog()
            let start = ContinuousClock.now
            let files = emitter.emit(input, log: &log)
            let elapsed = ContinuousClock.now - start
            best = min(best, Double(elapsed.components.attoseconds) / 1e18 + Double(elapsed.components.seconds))
            size = files.reduce(0) { $0 + $1.contents.count }
        }
        return (best, size)
    }

    @Test("css: 100k tokens")
    func css() {
        let result = time(CSSEmitter())
        print("css: 100k tokens in \(Int(result.seconds * 1000)) ms, \(result.bytes) bytes")
        #expect(result.bytes > 3_000_000)
        #expect(result.seconds < Self.bound)
    }

    @Test("css with references: 100k tokens")
    func cssReferences() {
        let result = time(CSSEmitter(), options: #"{"references": true}"#)
        print("css (references): 100k tokens in \(Int(result.seconds * 1000)) ms")
        #expect(result.seconds < Self.bound * 2)
    }

    /// Every fifth token aliases the one before it, so references need the path index.
    static let aliasing: [Token] = tokens.enumerated().map { index, token in
        guard index % 5 == 4 else { return token }
        let target = tokens[index - 1]
        return Token(path: token.path, type: target.type, value: target.value, rawValue: JSONNode(.null), aliasOf: target.path)
    }

    @Test("css with references and aliases: 100k tokens")
    func cssAliases() {
        let result = time(CSSEmitter(), tokens: Self.aliasing, options: #"{"references": true}"#)
        print("css (references, 20% aliases): 100k tokens in \(Int(result.seconds * 1000)) ms")
        let css = T.css(Array(Self.aliasing.prefix(5)), options: #"{"references": true}"#)
        #expect(css.contains("--group0-section0-token-name4: var(--group0-section0-token-name3);"))
        #expect(result.seconds < Self.bound * 2)
    }

    @Test("json: 100k tokens")
    func json() {
        let result = time(JSONEmitter())
        print("json: 100k tokens in \(Int(result.seconds * 1000)) ms, \(result.bytes) bytes")
        #expect(result.bytes > 10_000_000)
        #expect(result.seconds < Self.bound * 4)
    }
}
