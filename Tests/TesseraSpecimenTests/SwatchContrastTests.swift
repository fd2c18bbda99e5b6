import Testing
import TesseraCore
import TesseraRules
@testable import TesseraSpecimen

/// A colour no usage pair names is still graded on each of the system's backgrounds.
@Suite struct SwatchContrastTests {
    static let tokens = #"""
        {"c": {"$type": "color",
          "page": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}},
          "ink": {"$value": {"colorSpace": "srgb", "components": [0.1, 0.1, 0.1]}},
          "grey": {"$value": {"colorSpace": "srgb", "components": [0.55, 0.55, 0.55]}},
          "slate": {"$value": {"colorSpace": "srgb", "components": [0.45, 0.45, 0.45]}},
          "mist": {"$value": {"colorSpace": "srgb", "components": [0.9, 0.9, 0.9]}}}}
        """#
    static let configuration = #"{"usage": [{"name": "Body", "foreground": "c.ink", "background": "c.page", "size": 16}]}"#

    @Test func gradesFollowWCAGAA() throws {
        let set = SpecimenFixture.resolve(Self.tokens)
        let input = CheckInput(systemName: "T", permutations: [set], usage: [
            UsagePair(name: "Body", foreground: TokenPath("c.ink"), backgrounds: [TokenPath("c.page")], size: 16),
        ])
        #expect(SwatchContrast.backgrounds(in: input) == [TokenPath("c.page")])
        let grades = Dictionary(uniqueKeysWithValues: SwatchContrast.all(in: input).map { ($0.foreground.string, $0) })
        #expect(grades["c.ink"] == nil, "a usage foreground shows its pair's verdict instead")
        #expect(grades["c.page"] == nil, "a background is not graded on itself")
        #expect(grades["c.slate"]?.grade == .text)   // 0.45 grey on white: 4.76:1
        #expect(grades["c.grey"]?.grade == .large)   // 0.55 grey: 3.36:1
        #expect(grades["c.mist"]?.grade == .fail)    // 0.9 grey: 1.25:1
        #expect(abs((grades["c.slate"]?.ratio ?? 0) - 4.76) < 0.01)
        #expect(abs((grades["c.grey"]?.ratio ?? 0) - 3.36) < 0.01)
    }

    @Test func everyOtherSwatchShowsItsGradeOnThePage() {
        let page = SpecimenFixture.build([SpecimenFixture.resolve(Self.tokens)], configuration: Self.configuration).page
        #expect(page.contains(#"title="c.slate on c.page: "#))
        #expect(page.contains(#"passes WCAG AA for text""#))
        #expect(page.contains(#"title="c.mist on c.page: "#) && page.contains("fails WCAG AA even for large text and icons"))
        #expect(!page.contains(#"title="c.ink on c.page: "#))
    }
}
