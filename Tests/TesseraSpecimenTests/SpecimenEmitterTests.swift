import Foundation
import Testing
import TesseraCore
import TesseraEmitters
@testable import TesseraSpecimen

/// The page's parts against small systems: themes, the embedded stylesheet, contrast verdicts,
/// component checks, glass, springs and gradients.
@Suite struct SpecimenEmitterTests {
    static let light = #"{"c": {"$type": "color", "text": {"$value": {"colorSpace": "srgb", "components": [0.1, 0.1, 0.1]}}, "page": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}, "link": {"$value": {"colorSpace": "srgb", "components": [0.6, 0.6, 0.6]}}}}"#
    static let dark = #"{"c": {"$type": "color", "text": {"$value": {"colorSpace": "srgb", "components": [0.9, 0.9, 0.9]}}, "page": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}, "link": {"$value": {"colorSpace": "srgb", "components": [0.6, 0.6, 0.6]}}}}"#
    static let usage = #"{"usage": [{"name": "Body", "foreground": "c.text", "background": "c.page", "size": 16}, {"name": "Link", "foreground": "c.link", "background": "c.page", "size": 16}]}"#

    func themed(configuration: String = usage) -> SpecimenFixture.Result {
        let sets = [SpecimenFixture.resolve(Self.light, [("theme", "light")]), SpecimenFixture.resolve(Self.dark, [("theme", "dark")])]
        return SpecimenFixture.build(
            sets, modifiers: [ModifierInfo(name: "theme", contexts: ["light", "dark"], defaultContext: "light")],
            configuration: configuration)
    }

    @Test func aThemeSwitchPerModifierAndAVariantPerTheme() {
        let page = themed().page
        #expect(page.contains(#"<html lang="en" data-theme="light" data-specimen-p="0">"#))
        #expect(page.contains(#"<select data-modifier="theme" data-attribute="data-theme"><option value="light">light</option><option value="dark">dark</option></select>"#))
        // The text colour differs between the themes: one variant each, the dark one hidden at first.
        #expect(page.contains(#"<div data-p="0"><div class="value">srgb 0.1 0.1 0.1</div>"#))
        #expect(page.contains(#"<div data-p="1" hidden><div class="value">srgb 0.9 0.9 0.9</div>"#))
        // The link colour does not: written once.
        #expect(SpecimenFixture.occurrences(of: "srgb 0.6 0.6 0.6", in: page) == 1)
        #expect(page.contains(#"<li data-index="1"><i data-modifier="theme" data-context="dark"></i></li>"#))
    }

    @Test func thePageEmbedsTheCSSOutputAndSitsOnTheSystemsColours() {
        let sets = [SpecimenFixture.resolve(Self.light, [("theme", "light")]), SpecimenFixture.resolve(Self.dark, [("theme", "dark")])]
        var log = DiagnosticLog()
        let css = CSSEmitter().emit(EmitterInput(
            systemName: "Test", permutations: sets,
            modifiers: [ModifierInfo(name: "theme", contexts: ["light", "dark"], defaultContext: "light")]), log: &log)[0].text
        let page = themed().page
        #expect(page.contains("<style>\n" + css + "</style>"))
        #expect(page.contains("html { --specimen-fg: var(--c-text);"))
        #expect(page.contains("body { background: var(--c-page); color: var(--specimen-fg); }"))
    }

    @Test func contrastVerdictsComeFromTheChecker() {
        let page = themed().page
        // Grey #999 on white fails 4.5:1 (2.84); on black it passes (7.37).
        #expect(page.contains(#"<li class="fail" title="Link on c.page: 2.84:1, fail; WCAG AA, normal text, 16 pt">"#))
        #expect(page.contains(#"<li class="pass" title="Link on c.page: 7.37:1, pass; WCAG AA, normal text, 16 pt">"#))
        #expect(page.contains("contrast"))
    }

    @Test func outputIsDeterministic() {
        let first = themed().page
        #expect(first == themed().page)
        #expect(first.hasSuffix("</html>\n"))
        #expect(!first.contains("\r"))
    }

    @Test func componentTokensAreCheckedAtTheirLine() {
        let configuration = #"""
            {"components": [{"name": "Badge", "parts": [{"text": "x", "background": "c.missing", "radius": "c.page"}]}]}
            """#
        let result = themed(configuration: configuration)
        let codes = result.log.sorted.map(\.code)
        #expect(codes == ["specimen-unknown-token", "specimen-wrong-type"])
        #expect(result.log.sorted.map(\.message) == [
            "component 'Badge' gives its background from 'c.missing', which is not a token",
            "component 'Badge' gives its radius from 'c.page', a color token; a radius needs dimension",
        ])
        #expect(result.log.sorted.allSatisfy { $0.location?.file == "system/tessera.yml" && $0.location?.line == 1 })
    }

    @Test func eachRepeatsABoxAndFillsItsPaths() {
        let configuration = #"""
            {"components": [{"name": "Swatches", "stage": "c.page", "parts": [{"each": ["text", "link"], "text": "{EACH}", "label": "{each}", "background": "c.{each}", "value": 0.5}]}]}
            """#
        let result = themed(configuration: configuration)
        #expect(result.log.isEmpty)
        #expect(result.page.contains(#"<div class="stage" style="background: var(--c-page)">"#))
        #expect(result.page.contains(#"<div class="labelled"><div class="box text" style="width: 50%; align-self: stretch; margin-right: auto; justify-content: flex-end; background: var(--c-text)">TEXT</div><small>text</small></div>"#))
        #expect(result.page.contains(">LINK</div><small>link</small>"))
    }
}
