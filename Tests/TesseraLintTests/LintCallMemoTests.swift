import Testing
import TesseraCore
@testable import TesseraLint

/// A call written as one judged before gets that one's findings again (`LintCallMemo`): they must
/// be the findings judging it afresh gives, wherever the call is and whatever its base.
@Suite struct LintCallMemoTests {
    /// The same calls in many shapes: alone, on a base that is a call (a modifier chain), on a
    /// name, at other indentations, with comments and trailing closures, some of them fixable,
    /// some reported at the call's start.
    static let shapes = """
        import SwiftUI

        let a = Color(red: 0.5, green: 0.5, blue: 0.5)
        let b = Color(red: 0.5, green: 0.5, blue: 0.5)
        let c = Color(red: 0x22 / 255, green: 0x22 / 255, blue: 0x22 / 255)
        let d = Text("x").padding(13).padding(13)
        let e = VStack { Text("y") }
            .padding(13)
            .frame(width: 13, height: 44) // a comment
                .frame(width: 13, height: 44)
        let f = view.padding(13)
        let g = view . padding(13)
        let h = Font.custom("Comic Sans", size: 13)
        let i = Text("a").font(.custom("Comic Sans", size: 13))
        let j = Text("b")
            .font(.custom("Comic Sans", size: 13))
            .font(.system(size: 16))
        let k = RoundedRectangle(cornerRadius: 13)
        let l = RoundedRectangle(cornerRadius: 13) { Text("z") }
        let m = content.shadow(radius: 2)
        let n = Text("c").shadow(radius: 2).shadow(radius: 2)
        let o = HStack(spacing: 16) { Text("p") }.padding(16)
        let p = HStack(spacing: 16) { Text("q") }.padding(/* 16 */ 16)
        let q = Text("r").font(.system(size: 9)).font(.system(size: 9))
        """

    private func linters(_ system: ExampleSystem) -> (remembering: Linter, afresh: Linter) {
        var afresh = Linter(system: .example(system))
        afresh.remembersCalls = false
        return (Linter(system: .example(system)), afresh)
    }

    @Test(arguments: ExampleSystem.allCases)
    func callsJudgedOnceGetTheFindingsOfCallsJudgedAfresh(system: ExampleSystem) {
        let (remembering, afresh) = linters(system)
        let expected = afresh.lint(path: "Shapes.swift", text: Self.shapes)
        #expect(expected.count > 10)
        // Twice: the second time, every call is one judged before.
        for round in 0..<2 {
            #expect(remembering.lint(path: "Shapes.swift", text: Self.shapes) == expected, "round \(round)")
        }
        let bytes = Array(Self.shapes.utf8)
        let fixed = afresh.fix(path: "Shapes.swift", bytes: bytes)
        for round in 0..<2 {
            let again = remembering.fix(path: "Shapes.swift", bytes: bytes)
            #expect(again?.bytes == fixed?.bytes, "round \(round)")
            #expect(again?.applied == fixed?.applied, "round \(round)")
        }
    }

    /// Every rule's own examples, each written three times in one file.
    @Test func everyRulesExamplesRepeatedGiveTheirFindingsAfresh() {
        for rule in LintRuleRegistry.all {
            for example in rule.examples.triggering + rule.examples.nonTriggering {
                let (remembering, afresh) = linters(example.system)
                let code = example.stripped.code
                let repeated = [code, "    " + code, code].joined(separator: "\n")
                #expect(remembering.lint(path: "Example.swift", text: repeated) == afresh.lint(path: "Example.swift", text: repeated), "\(rule.id): \(code)")
                let bytes = Array(repeated.utf8)
                #expect(remembering.fix(path: "Example.swift", bytes: bytes)?.bytes == afresh.fix(path: "Example.swift", bytes: bytes)?.bytes, "\(rule.id): \(code)")
            }
        }
    }
}
