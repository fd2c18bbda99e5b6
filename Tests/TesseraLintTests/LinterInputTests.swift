import Testing
import TesseraCore
@testable import TesseraLint

/// Bad input: files that do not parse, are not UTF-8, are empty or huge.
@Suite struct LinterInputTests {
    let linter = Linter(system: .example(.standard))

    @Test func aFileThatDoesNotParseIsLintedWhereItParsesWithOneNote() {
        let code = """
            let a = content.padding(12)
            struct Broken {
                func f( {
            }
            let b = content.shadow(radius: 2)
            """
        let found = linter.lint(path: "Broken.swift", text: code)
        #expect(found.filter { $0.code == "lint-parse-error" }.count == 1)
        #expect(found.first { $0.code == "lint-parse-error" }?.severity == .note)
        #expect(found.contains { $0.code == "off-grid" && $0.location?.line == 1 })
        #expect(found.contains { $0.code == "forbidden-shadow" && $0.location?.line == 5 })
    }

    @Test func aFileThatParsesHasNoNote() {
        #expect(linter.lint(path: "Fine.swift", text: "let a = 1\n").isEmpty)
    }

    @Test func anEmptyFileHasNoFinding() {
        #expect(linter.lint(path: "Empty.swift", bytes: []).isEmpty)
    }

    @Test func aFileThatIsNotUTF8IsOneWarningAtTheBadByte() {
        var bytes = Array("let a = \"caf".utf8)
        bytes += [0xE9]  // Latin-1 é
        bytes += Array("\"\nlet b = content.padding(12)\n".utf8)
        let found = linter.lint(path: "Latin1.swift", bytes: bytes)
        #expect(found.map(\.code) == ["lint-file-not-utf8"])
        #expect(found.first?.location == Diagnostic.Location(file: "Latin1.swift", line: 1, column: 13))
    }

    @Test func theBadByteIsFoundAfterWellFormedScalarsOfEveryLength() {
        let good = Array("let s = \"é€🙂\"\n".utf8)
        func firstInvalidOffset(_ bytes: [UInt8]) -> Int? { LintScan(bytes, names: LintMarks.Names()).firstInvalidUTF8 }
        #expect(firstInvalidOffset(good) == nil)
        #expect(firstInvalidOffset(good + [0xF0, 0x9F]) == good.count)  // a cut-off emoji
        #expect(firstInvalidOffset(good + [0xC0, 0x80] + good) == good.count)  // an overlong NUL
        #expect(firstInvalidOffset([0x80]) == 0)
    }

    @Test func aFileOverTheLimitIsOneWarning() {
        let bytes = [UInt8](repeating: UInt8(ascii: " "), count: Linter.maximumBytes + 1)
        let found = linter.lint(path: "Huge.swift", bytes: bytes)
        #expect(found.map(\.code) == ["lint-file-too-large"])
    }

    @Test func aByteOrderMarkAndCRLFLinesKeepColumnsRight() {
        let text = "\u{FEFF}let a = 1\r\nlet b = content.padding(12)\r\n"
        let found = linter.lint(path: "Windows.swift", text: text)
        #expect(found.map(\.code) == ["off-grid"])
        #expect(found.first?.location?.line == 2)
        #expect(found.first?.location?.column == 25)
    }

    @Test func columnsCountCharactersAfterWideText() {
        let found = linter.lint(path: "Wide.swift", text: "let s = \"日本\"; let a = content.padding(12)\n")
        #expect(found.first?.location?.column == 39)
    }

    @Test func findingsAreSortedAndDeterministic() {
        let code = "let a = content.shadow(radius: 2).padding(12)\nlet c = Color(red: 0, green: 0, blue: 0)\n"
        let first = linter.lint(path: "V.swift", text: code)
        let second = linter.lint(path: "V.swift", text: code)
        #expect(first == second)
        #expect(first == first.sorted())
    }

    /// Hostile code: nothing crashes, and what is found is located in the file.
    @Test(arguments: [
        "let c = Color(hue: 1e400, saturation: 1, brightness: 1)",
        "let c = Color(red: 1e308 * 10, green: 0, blue: 0).padding(1e400).cornerRadius(-1e308)",
        "let c = UIColor(hex: 0xFFFFFFFFFFFFFFFFFFFF)",
        String(repeating: "(", count: 300) + "1" + String(repeating: ")", count: 300),
        "let s = \"unterminated\nlet t = content.padding(12",
        "Text(\"\\(\"🎉\")\")",
        "#colorLiteral(",
        "@@@ ### $$$ ))) }}} \u{0}",
        "withAnimation(.easeInOut(duration: .infinity)) {}",
    ])
    func hostileCodeDoesNotCrash(_ code: String) {
        let found = linter.lint(path: "Hostile.swift", text: code)
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false).count
        for finding in found {
            #expect((finding.location?.line ?? 0) >= 1 && (finding.location?.line ?? 0) <= lines)
        }
    }
}
