@testable import TesseraCore
import Testing

/// A diagnostic's line as editors and CI problem matchers parse it, with the location's numbers
/// written digit by digit (`SmallText`) rather than by `String(Int)`.
@Suite struct DiagnosticTextTests {
    @Test(arguments: [0, 1, 9, 10, 99, 100, 207_181, -42, Int.max, Int.min + 1])
    func numbersAreWrittenAsStringDoes(_ number: Int) {
        var small = SmallText()
        small.append(":")
        small.append(number)
        var text = "x"
        small.write(to: &text)
        #expect(text == "x:" + String(number))
    }

    @Test func aLineWithNotesWithAndWithoutLocations() {
        let diagnostic = Diagnostic(
            .warning, code: "grid", message: "size.m is 13 px",
            location: .init(file: "tokens/a.json", line: 207_181, column: 9),
            notes: [.init("fix: 12 px"), .init("declared here", location: .init(file: "tessera.yml", line: 4, column: 5))])
        #expect(diagnostic.description == """
            tokens/a.json:207181:9: warning: size.m is 13 px [grid]
            note: fix: 12 px
            tessera.yml:4:5: note: declared here
            """)
        let bare = Diagnostic(.error, code: "config-not-found", message: "no tessera.yml")
        #expect(bare.description == "error: no tessera.yml [config-not-found]")
    }
}
