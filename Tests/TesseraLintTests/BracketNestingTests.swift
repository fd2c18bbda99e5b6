import Testing
import TesseraCore
@testable import TesseraLint

/// swift-syntax's parser takes time exponential in how deeply square brackets nest (each `[` in a
/// `[` is looked ahead at twice, for a type and an inline-array type): found by fuzzing the lint,
/// where `import Swift[[[[…` ran for minutes. Such a file is one warning, told before parsing.
@Suite struct BracketNestingTests {
    let linter = Linter(system: .example(.standard))

    private func weight(_ code: String) -> BracketNesting { BracketNesting(Array(code.utf8)) }

    @Test(arguments: [
        "import Swift" + String(repeating: "[", count: 52),
        "let x = " + String(repeating: "[", count: 30) + "1" + String(repeating: "]", count: 30),
        "let x = " + String(repeating: "[(", count: 30),
        "let x = " + String(repeating: "[a<", count: 30),
        "let s = \"\\(" + String(repeating: "[", count: 30) + ")\"",
    ])
    func deepBracketsAreOneWarningWithoutParsing(_ code: String) throws {
        let found = linter.lint(path: "Deep.swift", text: code + "\nlet a = content.padding(12)\n")
        #expect(found.map(\.code) == ["lint-file-too-nested"])
        let warning = try #require(found.first)
        #expect(warning.severity == .warning)
        #expect(warning.location?.line == 1)
        #expect(warning.message.contains("deep here"))
    }

    @Test func ordinaryNestingIsLinted() {
        let code = """
            let grid: [[String: [Int]]] = [["a": [1, 2]], ["b": [[3][0]]]]
            let a = content.padding(12)
            """
        #expect(!weight(code).isOverBudget)
        #expect(linter.lint(path: "Fine.swift", text: code).contains { $0.code == "off-grid" })
    }

    @Test func bracketsInCommentsAndStringsWeighNothing() {
        let deep = String(repeating: "[", count: 40)
        for code in [
            "// \(deep)", "/* \(deep) /* nested */ \(deep) */", "let s = \"\(deep)\"", "let s = #\"\\\"\(deep)\"#",
            "let s = \"\"\"\n\(deep)\n\"\"\"", "let s = \"\\\"\(deep)\"",
        ] {
            #expect(weight(code).weight == 0, "\(code)")
        }
    }

    @Test func bracketsClosedInACommentStillCount() {
        // The parser never sees the comment: the brackets nest 30 deep.
        let code = "let x = " + String(repeating: "[ /* ] */ ", count: 30)
        #expect(weight(code).isOverBudget)
        #expect(weight(code).deepest == 30)
    }

    @Test func aStringEndsWhereTheLexerEndsIt() {
        // Code after an unterminated string's line, after a raw string holding a quote, and after
        // an interpolation holding a string, is code again.
        let deep = String(repeating: "[", count: 30)
        for code in ["let s = \"open\n\(deep)", "let s = #\"a\"b\"#; \(deep)", "let s = \"\\(f(\")\"))\"; \(deep)"] {
            #expect(weight(code).deepest == 30, "\(code)")
        }
    }

    @Test func weightGrowsLinearlyWithShallowBrackets() {
        let shallow = String(repeating: "let x = [[1], [2]]\n", count: 20_000)
        let measured = weight(shallow)
        #expect(!measured.isOverBudget)
        #expect(measured.weight == 20_000 * (2 + 4 + 4))
    }
}
