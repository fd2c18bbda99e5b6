import Foundation
import Testing
import TesseraCore
@testable import TesseraSpecimen

/// Glass with its matte fallback, springs with their settling time, gradients with their geometry.
@Suite struct SpecimenSectionTests {
    static let glass = #"""
        {"glass": {"blur": {"$type": "dimension", "$value": {"value": 20, "unit": "px"}, "$extensions": {"dev.tessera.material": {"swiftUI": "thinMaterial"}}},
                   "tint": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1], "alpha": %ALPHA%}},
                   "radius": {"$type": "dimension", "$value": {"value": 16, "unit": "px"}}},
         "accent": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0.2, 0.4]}}}
        """#

    @Test func glassIsDrawnBesideItsMatteFallback() {
        let sets = [
            SpecimenFixture.resolve(Self.glass.replacingOccurrences(of: "%ALPHA%", with: "0.2"), [("transparency", "default")]),
            SpecimenFixture.resolve(Self.glass.replacingOccurrences(of: "%ALPHA%", with: "1"), [("transparency", "reduced")]),
        ]
        let modifiers = [ModifierInfo(name: "transparency", contexts: ["default", "reduced"], defaultContext: "default")]
        let page = SpecimenFixture.build(sets, modifiers: modifiers).page
        #expect(page.contains(#"<div class="glass" style="backdrop-filter: blur(var(--glass-blur)); -webkit-backdrop-filter: blur(var(--glass-blur)); background: var(--glass-tint); border-radius: var(--glass-radius)">glass</div>"#))
        #expect(page.contains(#"data-transparency="reduced" data-force-attribute="data-transparency" data-force-value="reduced">matte (transparency=reduced)</div>"#))
        #expect(page.contains("blur 20px · SwiftUI .thinMaterial"))
    }

    @Test func aSpringIsPlottedWithItsSettlingTime() {
        let tokens = #"""
            {"spring": {"$type": "duration", "$value": {"value": 350, "unit": "ms"},
              "$extensions": {"dev.tessera.spring": {"response": 0.35, "dampingFraction": 0.8}}}}
            """#
        let page = SpecimenFixture.build([SpecimenFixture.resolve(tokens)]).page
        let settling = Spring(response: 0.35, dampingFraction: 0.8).settlingDuration()
        #expect(SpecimenFormat.milliseconds(settling) == "540 ms")
        #expect(page.contains(">settles 540 ms</text>"))
        #expect(page.contains("settles in 540 ms"))
        #expect(page.contains("transition: left 540ms linear(0 0%, "))
        #expect(page.contains(", 1 100%)\"></div>"))
    }

    @Test func springEasingStaysCloseToTheSpring() {
        let easing = SpringEasing(Spring(response: 0.5, dampingFraction: 0.8))
        let points = (0...400).map { (x: Double($0) / 400, y: easing.position(Double($0) / 400 * easing.settling)) }
        let kept = SpringEasing.simplify(points, tolerance: 0.0017)
        #expect(kept.count < 40)
        #expect(kept.first?.x == 0 && kept.last?.x == 1)
        for point in points {
            let next = kept.firstIndex { $0.x >= point.x } ?? kept.count - 1
            let previous = max(next - 1, 0)
            let a = kept[previous], b = kept[next]
            let t = b.x > a.x ? (point.x - a.x) / (b.x - a.x) : 0
            #expect(abs(a.y + (b.y - a.y) * t - point.y) <= 0.0017 + 1e-9)
        }
    }

    @Test func gradientsFollowTheirGeometry() {
        let tokens = #"""
            {"c": {"$type": "color", "edge": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}, "centre": {"$value": {"colorSpace": "srgb", "components": [0, 0.5, 0]}}},
             "g": {"$type": "gradient",
               "radial": {"$value": [{"color": "{c.edge}", "position": 0}, {"color": "{c.centre}", "position": 1}],
                 "$extensions": {"dev.tessera.gradient": {"kind": "radial", "center": "center", "startRadius": 500, "endRadius": 0}}},
               "diagonal": {"$value": [{"color": "{c.edge}", "position": 0}, {"color": "{c.centre}", "position": 1}],
                 "$extensions": {"dev.tessera.gradient": {"kind": "linear", "startPoint": "topLeading", "endPoint": "bottomTrailing"}}},
               "plain": {"$value": [{"color": "{c.edge}", "position": 0}, {"color": "{c.centre}", "position": 1}]}}}
            """#
        let page = SpecimenFixture.build([SpecimenFixture.resolve(tokens)]).page
        #expect(page.contains("background: radial-gradient(circle at 50% 50%, var(--c-centre) 0%, var(--c-edge) 100%)"))
        #expect(page.contains("background: linear-gradient(135deg, var(--g-diagonal))"))
        #expect(page.contains("background: linear-gradient(90deg, var(--g-plain))"))
    }

    @Test func findingsShowTheirPlaceRelativeToTheSystem() {
        var context = SpecimenFixture.context()
        context.folder = "/home/someone/Systems/x"
        #expect(FindingsSection.place(Diagnostic.Location(file: "/home/someone/Systems/x/tokens/a.json", line: 3, column: 5), context) == "tokens/a.json:3:5")
        #expect(FindingsSection.place(Diagnostic.Location(file: "/elsewhere/b.json", line: 1, column: 1), context) == "b.json:1:1")
    }
}
