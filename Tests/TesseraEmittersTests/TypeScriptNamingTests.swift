@testable import TesseraEmitters
import Testing

/// `TypeScriptNaming.identifier`: a name already in lowerCamelCase ASCII is taken as it is (the
/// fast path of a large build); every other name is split into words and joined again.
@Suite("TypeScript naming")
struct TypeScriptNamingTests {
    @Test("plain lowerCamelCase names are their own identifiers", arguments: [
        "g3", "t12", "sunYellow", "aBC", "a1B", "x", "color", "brand500", "fontSizeXL",
    ])
    func plain(_ name: String) {
        #expect(TypeScriptNaming.identifier(name) == name)
    }

    @Test("other names are rewritten", arguments: [
        ("sun-yellow", "sunYellow"), ("sun_yellow", "sunYellow"), ("Primary", "primary"),
        ("500", "_500"), ("2xl", "_2xl"), ("café", "cafu00E9"), ("🎨", "token"), ("a b", "aB"), ("ABC", "abc"),
        ("XMLHttp-request", "xMLHttpRequest"), ("font-size-2XL", "fontSize2XL"), ("-", "token"), ("A_B_C", "aBC"),
        ("sun-yellow-é", "sunYellowU00E9"),
    ])
    func rewritten(_ name: String, _ identifier: String) {
        #expect(TypeScriptNaming.identifier(name) == identifier)
    }
}
