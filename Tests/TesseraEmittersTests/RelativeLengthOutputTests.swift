@testable import TesseraEmitters
import TesseraCore
import Testing

/// What each output does with lenient reading's relative lengths: CSS writes them as they are,
/// Swift takes em as base font sizes and leaves viewport lengths out with one warning.
@Suite struct RelativeLengthOutputTests {
    let tokens = [
        T.token("indent", .dimension(Dimension(1.5, .em))),
        T.token("column", .dimension(Dimension(50, .vw))),
        T.token("hero", .dimension(Dimension(80, .vh))),
        T.token("gap", .dimension(Dimension(8, .px))),
    ]

    @Test func cssWritesRelativeLengthsAsTheyAre() {
        let declarations = T.rule(":root", in: T.css(tokens))
        #expect(declarations.contains("--indent: 1.5em;"), "\(declarations)")
        #expect(declarations.contains("--column: 50vw;"))
        #expect(declarations.contains("--hero: 80vh;"))
    }

    @Test func swiftTakesEmAsBaseFontSizesAndLeavesViewportLengthsOut() throws {
        let result = T.emit(SwiftEmitter(), [T.set(tokens)], options: #"{"remBase": 18}"#)
        let neutral = try #require(result.files.first { $0.path == "Tokens.swift" }?.text)
        #expect(neutral.contains("27"), "1.5em at an 18 pt base")
        #expect(!neutral.contains("column") && !neutral.contains("hero"))
        #expect(neutral.contains("gap"))
        let warnings = result.log.all.filter { $0.code == "swift-viewport-length" }
        #expect(warnings.count == 1)
        #expect(warnings.first?.message.hasPrefix("token 'column' and 1 other use vw or vh") == true, "\(warnings)")
    }

    @Test func swiftOutputOfASystemWithoutViewportLengthsHasNoWarning() {
        let result = T.emit(SwiftEmitter(), [T.set([tokens[0], tokens[3]])])
        #expect(!result.log.all.contains { $0.code == "swift-viewport-length" })
    }
}
