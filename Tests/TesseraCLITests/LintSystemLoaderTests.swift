import Foundation
import Testing
import TesseraCore
import TesseraLint
import TesseraTestSupport
@testable import TesseraCLI

/// Each bundled system, read as the linter reads it: the parameters its specs state, and token
/// spellings that are the names its generated Swift declares.
@Suite struct LintSystemLoaderTests {
    static func load(_ folder: String) throws -> LintSystem {
        var log = DiagnosticLog()
        let path = TestPaths.repositoryRoot.appendingPathComponent("Systems/\(folder)").path
        let loaded = LintSystemLoader.load(directory: path, log: &log)
        return try #require(loaded?.system, "\(log.all)")
    }

    @Test func paperStatesItsRulesForCode() throws {
        let paper = try Self.load("paper-ide")
        #expect(paper.maximumCornerRadius?.value == 2)
        #expect(paper.minimumHitTarget?.value == 44)
        #expect(paper.linearOnly != nil && paper.springOnly == nil)
        #expect(Set(paper.forbiddenColors.map(\.value)).isSuperset(of: ["#000000", "#ffffff", "#007aff"]))
        #expect(paper.codeCheck("no-emoji") != nil && paper.codeCheck("no-bold-emphasis") != nil)
        #expect(paper.forbidding(.shadow) != nil && paper.forbidding(.gradient) != nil)
        #expect(paper.minimumFontSize(family: "EB Garamond")?.value == 16)
        #expect(paper.minimumFontSize(family: "SF Mono")?.value == 12)
        #expect(paper.spellings.spelling(of: "color.palette.ink", as: .color) == "`Color.ink`")
        #expect(paper.spellings.spelling(of: "spacing.md", as: .number) == "`DesignSystem.spacingMD`")
        #expect(paper.spellings.spelling(of: "color.text.primary", as: .color) == "`PaperTokens.Color.Text.primary.color`")
    }

    @Test func optaDeepRedFuturecastAndSpecies() throws {
        let opta = try Self.load("opta-scan")
        #expect(opta.springOnly != nil && opta.linearOnly == nil)
        #expect(opta.codeCheck("sf-symbols-only") != nil && opta.codeCheck("no-hardcoded-font-size") != nil)
        #expect(opta.forbiddenColors.map(\.value) == ["#000000"])
        #expect(opta.spellings.animationModifier == "optaAnimation")
        let deepRed = try Self.load("deepred")
        #expect(deepRed.grid?.value == 8)
        #expect(deepRed.codeCheck("sf-symbols-only") != nil)
        let futurecast = try Self.load("futurecast")
        #expect(futurecast.grid?.value == 12)
        #expect(futurecast.minimumHitTarget?.value == 48)
        #expect(futurecast.maximumCornerRadius == nil, "the FAB's and buttons' limits are no limit on every corner")
        let species = try Self.load("species-tree-of-life")
        #expect(species.spellings.animationModifier == "stolAnimation")
        #expect(species.forbidding(.shadow) != nil)
        #expect(species.minimumFontSize(family: nil)?.value == 14)
        #expect(species.springOnly == nil, "its spring-only holds motion.spring.*; §7.1 asks ease-out for exits")
    }

    /// Every spelling is declared by the committed golden of the system's Swift output.
    @Test(arguments: ["deepred", "futurecast", "opta-scan", "paper-ide", "species-tree-of-life"])
    func spellingsAreNamesTheGeneratedSwiftDeclares(_ folder: String) throws {
        let system = try Self.load(folder)
        let golden = TestPaths.fixture("bundled/\(folder)")
        let neutral = try String(contentsOf: golden.appendingPathComponent("Tokens.swift"), encoding: .utf8)
        let swiftUI = try String(contentsOf: golden.appendingPathComponent("Tokens+SwiftUI.swift"), encoding: .utf8)
        #expect(!system.spellings.members.isEmpty)
        for (path, members) in system.spellings.members {
            for member in members {
                let name = String(member.spelling.split(separator: ".").last ?? "")
                #expect(swiftUI.contains("static var \(name):"), "\(path): \(member.spelling) is not declared")
            }
        }
        for (path, neutralName) in system.spellings.neutral {
            let name = String(neutralName.accessor.split(separator: ".").last ?? "")
            // A constant is `static let name: Type = …`, an adaptive value `static let name = Adaptive<…>`.
            #expect(neutral.contains("static let \(name):") || neutral.contains("static let \(name) = Adaptive"),
                    "\(path): \(neutralName.accessor) is not declared")
        }
    }
}
