import Testing
import TesseraCore
@testable import TesseraLint

@Suite struct SuppressionTests {
    let linter = Linter(system: .example(.standard))

    func codes(_ text: String) -> [String] {
        linter.lint(path: "View.swift", text: text).map { "\($0.location?.line ?? 0):\($0.code)" }
    }

    @Test func nextLineSilencesTheNamedRuleOnTheNextLineOnly() {
        let code = """
            // tessera:disable-next-line off-grid — the design has a 12 pt exception here
            let a = content.padding(12)
            let b = content.padding(12)
            """
        #expect(codes(code) == ["3:off-grid"])
    }

    @Test func nextLineLeavesOtherRulesOn() {
        let code = """
            // tessera:disable-next-line off-grid — reason
            let a = content.padding(12).shadow(radius: 4)
            """
        #expect(codes(code) == ["2:forbidden-shadow"])
    }

    @Test func severalRulesSeparatedByCommas() {
        let code = """
            // tessera:disable-next-line off-grid, forbidden-shadow -- legacy screen
            let a = content.padding(12).shadow(radius: 4)
            """
        #expect(codes(code).isEmpty)
    }

    @Test func wholeFileSuppression() {
        let code = """
            let a = content.padding(12)
            /* tessera:disable off-grid — this file draws a ruler */
            let b = content.padding(13)
            """
        #expect(codes(code).isEmpty)
    }

    @Test func trailingCommentOnTheLineAboveCounts() {
        let code = """
            let z = 1 // tessera:disable-next-line off-grid
            let a = content.padding(12)
            """
        #expect(codes(code).isEmpty)
    }

    @Test func theDirectiveInAStringDoesNothing() {
        let code = """
            let note = "// tessera:disable off-grid"
            let a = content.padding(12)
            """
        #expect(codes(code) == ["2:off-grid"])
    }

    @Test func anUnknownRuleIsAWarningAtTheComment() {
        let code = """
            // tessera:disable-next-line off-gird — typo
            let a = content.padding(12)
            """
        let found = linter.lint(path: "View.swift", text: code)
        #expect(found.map(\.code) == ["lint-unknown-rule", "off-grid"])
        #expect(found.first?.location?.line == 1)
        #expect(found.first?.message.contains("'off-gird'") == true)
    }

    @Test func aMalformedDirectiveIsAWarning() {
        let found = linter.lint(path: "View.swift", text: "// tessera:enable off-grid\nlet a = 1\n")
        #expect(found.map(\.code) == ["lint-invalid-suppression"])
    }

    @Test func settingsTurnRulesOffAndSetSeverities() {
        let settings = LintSettings(levels: ["off-grid": .off, "forbidden-shadow": .warning])
        let linter = Linter(system: .example(.standard), settings: settings)
        let found = linter.lint(path: "View.swift", text: "let a = content.padding(12).shadow(radius: 4)\n")
        #expect(found.map(\.code) == ["forbidden-shadow"])
        #expect(found.first?.severity == .warning)
        #expect(!linter.rules.contains { $0.id == "off-grid" })
    }
}
