@testable import TesseraCore
import Testing

/// `TokenType.named` is `init(rawValue:)` by length for the 13 DTCG types: it must agree with it on every name, on
/// near misses of every length, and on other spellings `String` equality treats as equal.
@Suite struct TokenTypeNameTests {
    @Test func agreesWithTheRawValueInitializer() {
        var names = TokenType.dtcg.map(\.rawValue)
        for type in TokenType.dtcg {
            let name = type.rawValue
            names += [name.uppercased(), String(name.dropLast()), name + "s", String(name.reversed()), " " + name]
        }
        names += ["", "colour", "Color", "fontfamily", "font-weight", "sizing", "c\u{301}olor", "colo\u{0072}"]
        for name in names {
            #expect(TokenType.named(name) == TokenType(rawValue: name), "\(name)")
        }
        // string and boolean are lenient-only: the strict hot path does not know them.
        #expect(TokenType.named("string") == nil && TokenType.named("boolean") == nil)
    }
}
