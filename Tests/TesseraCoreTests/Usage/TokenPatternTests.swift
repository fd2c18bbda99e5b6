import Testing
import TesseraCore

/// Token path patterns as tessera.yml writes them (`*` one segment or part of one, `**` any
/// number), including the fast paths for literal and `a.b.**` patterns.
@Suite struct TokenPatternTests {
    func matches(_ pattern: String, _ path: String) -> Bool { TokenPattern(pattern).matches(TokenPath(path)) }

    @Test func literalPatternsMatchThemselvesAndTheGroupsRoot() {
        #expect(matches("color.accent", "color.accent"))
        #expect(matches("color.accent", "color.accent.$root"))
        #expect(!matches("color.accent", "color.accent.hover"))
        #expect(!matches("color.accent", "color.accents"))
    }

    @Test func aStarIsOneSegmentOrPartOfOne() {
        #expect(matches("color.*", "color.ink"))
        #expect(!matches("color.*", "color.text.ink"))
        #expect(matches("color.text*", "color.textMuted"))
        #expect(matches("*.hitTarget", "button.hitTarget"))
        #expect(matches("components.*.animation.*", "components.card.animation.appear"))
        #expect(!matches("components.*.animation.*", "components.card.animation"))
    }

    @Test func aDoubleStarIsAnyNumberOfSegments() {
        #expect(matches("size.**", "size.g1.g2.t3"))
        #expect(matches("size.**", "size"))
        #expect(matches("size.**", "size.$root"))
        #expect(!matches("size.**", "sizes.g1"))
        #expect(matches("**.hitTarget", "a.b.c.hitTarget"))
        #expect(matches("**.hitTarget", "hitTarget"))
        #expect(matches("components.**.padding", "components.card.header.padding"))
        #expect(!matches("components.**.padding", "components.card.margin"))
        #expect(matches("**", "anything.at.all"))
    }

    /// `a.**` compares bytes when both strings are ASCII; anything else must still compare as
    /// Swift strings do (a combining mark after the dot, a Kelvin sign that is canonically `K`).
    @Test func subtreePatternsOutsideASCIIKeepStringComparison() {
        #expect(matches("größe.**", "größe.s"))
        #expect(matches("größe.**", "größe"))
        #expect(!matches("größe.**", "größen.s"))
        #expect(!matches("size.**", "size.\u{301}x"), "a dot with a combining accent is not a dot")
        #expect(matches("K.**", "\u{212A}.x"), "canonically equivalent, as String.hasPrefix says")
        #expect(matches("size.**", "size.é"))
        #expect(!matches("size.**", "siz"))
        #expect(!matches("size.**", "sizé.x"))
    }
}
