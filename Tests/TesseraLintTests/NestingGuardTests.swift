import Testing
import TesseraCore
@testable import TesseraLint

/// Nesting swift-syntax's parser does not survive, found by fuzzing the lint: `import Swift[[[[…`
/// ran for minutes (its time doubles with each nested `[`), `A<A<A<…` overflowed the stack, and
/// `"\("\(…` took memory growing with the square of its depth. Such a file is one warning, told
/// before parsing.
@Suite struct NestingGuardTests {
    let linter = Linter(system: .example(.standard))

    private func measure(_ code: String) -> NestingGuard { NestingGuard(Array(code.utf8)) }

    @Test(arguments: [
        "import Swift" + String(repeating: "[", count: 52),
        "let x = " + String(repeating: "[", count: 30) + "1" + String(repeating: "]", count: 30),
        "let x = " + String(repeating: "[(", count: 30),
        "let x = " + String(repeating: "[a<", count: 30),
        "let s = \"\\(" + String(repeating: "[", count: 30) + ")\"",
        "let x: " + String(repeating: "A<", count: 100_000),
        "let x: " + String(repeating: "A< ", count: 200) + String(repeating: ">", count: 199),
        "let x = " + String(repeating: "\"\\(", count: 50_000),
    ])
    func deepNestingIsOneWarningWithoutParsing(_ code: String) throws {
        let found = linter.lint(path: "Deep.swift", text: code + "\nlet a = content.padding(12)\n")
        #expect(found.map(\.code) == ["lint-file-too-nested"])
        #expect(!NestingCounts(Array(code.utf8)).isCleared)
        #expect(Linter.parseOnly(bytes: Array(code.utf8)) == -1)
        let warning = try #require(found.first)
        #expect(warning.severity == .warning)
        #expect(warning.location?.line == 1)
        #expect(warning.message.contains("deep here") && warning.message.hasSuffix("; not linted"))
    }

    @Test func ordinaryNestingIsLinted() {
        let code = """
            let grid: [[String: [Int]]] = [["a": [1, 2]], ["b": [[3][0]]]]
            let pairs: Dictionary<String, Array<Set<Int>>> = [:]
            let handler: (Result<[Int], Error>) -> Void = { _ in }
            for i in 0..<10 where i<5 && 3<i { print("\\(i) of \\("\\(i)")") }
            let ranges = [0..<1, 1..<2, 2..<3, 3..<4]
            let a = content.padding(12)
            """
        #expect(measure(code).excess == nil)
        #expect(measure(code).generics.depth == 3)
        #expect(measure(code).interpolations.depth == 2)
        #expect(linter.lint(path: "Fine.swift", text: code).contains { $0.code == "off-grid" })
    }

    @Test func comparisonsDoNotAddUpAcrossStatements() {
        let code = String(repeating: "if a<b && c<d { x = 1 }; let y = e < f\n", count: 1_000)
        #expect(measure(code).excess == nil)
        #expect(measure(code).generics.depth <= 3)
    }

    @Test func bracketsInCommentsAndStringsWeighNothing() {
        let deep = String(repeating: "[", count: 40) + String(repeating: "<", count: 200)
        for code in [
            "// \(deep)", "/* \(deep) /* nested */ \(deep) */", "let s = \"\(deep)\"", "let s = #\"\\\"\(deep)\"#",
            "let s = \"\"\"\n\(deep)\n\"\"\"", "let s = \"\\\"\(deep)\"",
        ] {
            #expect(measure(code).bracketWeight == 0, "\(code)")
            #expect(measure(code).generics.depth == 0, "\(code)")
        }
    }

    @Test func bracketsClosedInACommentStillCount() {
        // The parser never sees the comment: the brackets nest 30 deep.
        let code = "let x = " + String(repeating: "[ /* ] */ ", count: 30)
        #expect(measure(code).excess != nil)
        #expect(measure(code).brackets.depth == 30)
    }

    @Test func aStringEndsWhereTheLexerEndsIt() {
        // Code after an unterminated string's line, after a raw string holding a quote, and after
        // an interpolation holding a string, is code again.
        let deep = String(repeating: "[", count: 30)
        for code in ["let s = \"open\n\(deep)", "let s = #\"a\"b\"#; \(deep)", "let s = \"\\(f(\")\"))\"; \(deep)"] {
            #expect(measure(code).brackets.depth == 30, "\(code)")
        }
    }

    @Test func weightGrowsLinearlyWithShallowBrackets() {
        let shallow = String(repeating: "let x = [[1], [2]]\n", count: 20_000)
        let measured = measure(shallow)
        #expect(measured.excess == nil)
        #expect(measured.bracketWeight == 20_000 * (2 + 4 + 4))
    }

    /// The count that spares most files the guard's pass clears nesting up to each limit, and no further.
    @Test(arguments: [
        ("let x = " + String(repeating: "[", count: 21) + "1" + String(repeating: "]", count: 21), "let x = " + String(repeating: "[", count: 22)),
        ("let x: " + String(repeating: "A<", count: 100), "let x: " + String(repeating: "A<", count: 101)),
        ("let x = " + String(repeating: "\"\\(", count: 64), "let x = " + String(repeating: "\"\\(", count: 65)),
    ])
    func countsClearUpToEachLimit(within: String, over: String) {
        #expect(NestingCounts(Array(within.utf8)).isCleared)
        #expect(measure(within).excess == nil)
        #expect(!NestingCounts(Array(over.utf8)).isCleared)
        #expect(measure(over).excess != nil)
        // The lint's scan keeps the same count on its way.
        #expect(LintScan(Array(within.utf8), names: LintMarks.Names()).nesting.isCleared)
        #expect(!LintScan(Array(over.utf8), names: LintMarks.Names()).nesting.isCleared)
    }

    @Test func countsClearOrdinaryCodeButNotHugeFiles() {
        let code = String(repeating: "let grid: [[Int]] = [[1]]; let p: Array<Int> = []; print(\"\\(p)\")\n", count: 2)
        #expect(NestingCounts(Array(code.utf8)).isCleared)
        #expect(LintScan(Array(code.utf8), names: LintMarks.Names()).nesting.packed == NestingCounts(Array(code.utf8)).packed)
        // A file of 1 MiB or more could overflow the packed counts: never cleared, always measured.
        let huge = [UInt8](repeating: UInt8(ascii: " "), count: 1_048_576)
        #expect(!NestingCounts(huge).isCleared)
        #expect(NestingGuard(huge).excess == nil)
    }
}
