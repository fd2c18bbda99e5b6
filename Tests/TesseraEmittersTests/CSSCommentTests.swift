import Foundation
@testable import TesseraEmitters
import TesseraCore
import Testing

@Suite("CSS comments")
struct CSSCommentTests {
    @Test("a description that tries to close its comment stays inside it")
    func breakout() {
        let css = T.css([T.token("x", .number(1), description: "*/ } body { color: red } /*")])
        #expect(T.rule(":root", in: css) == ["/* * / } body { color: red } /* */", "--x: 1;"])
        // Outside comments, the only braces are the rule's own.
        #expect(Self.uncommented(css).filter { $0 == "{" }.count == 1)
    }

    @Test("descriptions with line breaks, control characters and </style> stay on one harmless line")
    func controlCharacters() {
        var bytes: [UInt8] = []
        CSSText.appendComment("line one\nline two\r\n\tindented \u{0}nul </style> **/", to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "/* line one line two indented nul < /style> ** / */")
    }

    @Test("a comment ending in * or starting with / cannot fuse with the delimiters")
    func delimiters() {
        var bytes: [UInt8] = []
        CSSText.appendComment("/ a *", to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "/* / a * */")
        #expect(Self.uncommented(String(decoding: bytes, as: UTF8.self)).isEmpty)
    }

    @Test("deprecated tokens get a comment with the reason, or without one")
    func deprecated() {
        let css = T.css([
            T.token("old", .number(1), deprecated: .deprecated(reason: "use new */ instead")),
            T.token("older", .number(2), description: "Legacy", deprecated: .deprecated(reason: nil)),
        ])
        #expect(T.rule(":root", in: css) == [
            "/* deprecated: use new * / instead */", "--old: 1;",
            "/* Legacy */", "/* deprecated */", "--older: 2;",
        ])
    }

    @Test("blank descriptions write no comment")
    func blank() {
        #expect(T.rule(":root", in: T.css([T.token("x", .number(1), description: " \n ")])) == ["--x: 1;"])
    }

    @Test("the system name in the header is sanitised and the header has no date or version")
    func header() {
        let result = T.emit(CSSEmitter(), [T.set([])], systemName: "Evil */ body {} /*")
        let text = result.files[0].text
        #expect(text.hasPrefix("/*\n * Evil * / body {} /* design tokens as CSS custom properties.\n"))
        #expect(Self.uncommented(text).filter { $0 == "{" }.count == 1)
        #expect(!text.contains("20"))
        #expect(text.hasSuffix("}\n"))
    }

    /// `css` with every comment removed, as a CSS tokenizer sees it.
    static func uncommented(_ css: String) -> String {
        var result = ""
        var rest = Substring(css)
        while let open = rest.range(of: "/*") {
            result += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "*/") else { return result }
            rest = rest[close.upperBound...]
        }
        return result + rest
    }
}
