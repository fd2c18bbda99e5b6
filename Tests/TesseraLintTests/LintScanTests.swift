import SwiftParser
import SwiftSyntax
import Testing
@testable import TesseraLint

/// The lint's shortcuts give what the slow ways give: numbers read from bytes, and the walk that
/// skips nodes without a mark.
@Suite struct LintScanTests {
    /// Every number literal of `code`, read both ways.
    private func numbers(_ code: String) -> [(fromBytes: Double?, fromText: Double?)] {
        let bytes = Array(code.utf8)
        let tree = Parser.parse(source: code)
        return tree.tokens(viewMode: .sourceAccurate).compactMap { token in
            guard let literal = token.parent?.as(ExprSyntax.self),
                  literal.is(IntegerLiteralExprSyntax.self) || literal.is(FloatLiteralExprSyntax.self) else { return nil }
            return (literal.numberLiteral(in: bytes), literal.numberLiteral)
        }
    }

    @Test func numbersReadFromBytesAreTheTokensValues() {
        var literals = ["0", "7", "007", "255", "1_000", "0x22", "0b101", "123456789012345678", "1234567890123456789", "0.5", "0.35",
                        "12.5", "1e3", "2.5e-3", "0.1234567890123", "123456789.012345", "1234567890.1234567", "0x1p3", "00.10"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let whole = Int.random(in: 0...99_999, using: &generator)
            let fraction = String(Int.random(in: 0...9_999_999_999, using: &generator)).prefix(Int.random(in: 1...10, using: &generator))
            literals.append("\(whole).\(fraction)")
        }
        let found = numbers(literals.map { "let x = \($0)" }.joined(separator: "\n"))
        #expect(found.count == literals.count)
        for (literal, pair) in zip(literals, found) {
            #expect(pair.fromBytes == pair.fromText, "\(literal)")
        }
    }

    @Test func theScanFindsNamesAsWholeWordsAndNonASCIIText() {
        var names = LintMarks.Names()
        names.table.add("padding", bits: 1)
        names.nonASCII = true
        let scan = LintScan(Array("x.padding(8) // paddings 2padding _padding é padding".utf8), names: names)
        #expect(scan.marks == [2, 43, 46])
        #expect(!scan.mayHoldSuppression)
        #expect(LintScan(Array("// tessera:disable off-grid".utf8), names: names).mayHoldSuppression)
    }

    /// Each rule's examples, walked with marks and with every node, give the same findings.
    @Test func skippingUnmarkedNodesChangesNoFinding() {
        for rule in LintRuleRegistry.all {
            for example in rule.examples.triggering + rule.examples.nonTriggering {
                let linter = Linter(system: .example(example.system))
                let code = example.stripped.code
                let marked = linter.lint(path: "Example.swift", text: code)
                let whole = linter.lint(path: "Example.swift", text: code, walkingEveryNode: true)
                #expect(marked == whole, "\(rule.id): \(code)")
            }
        }
    }
}
