import Testing
import TesseraCore
@testable import TesseraRules

/// Each value rule's message names the token, what was measured, the limit and the spec's words,
/// and its fix note gives the nearest value that passes.
@Suite struct ValueRuleMessageTests {
    @Test func forbiddenColorNamesTheNearestAllowedToken() throws {
        let finding = try RuleMessage.only(
            ForbiddenColorRule.self,
            tokens: ##"{"c": {"$type": "color", "text": {"$value": "#000000"}, "ink": {"$value": "#1c1c1e"}, "paper": {"$value": "#fafafa"}}}"##,
            prohibition: ##"{"id": "no-black", "says": "Don't use true black #000000", "rule": "forbidden-color", "colors": ["#000"]}"##)
        #expect(finding.message == #"c.text is #000000; forbidden colours: #000: the spec says "Don't use true black #000000" (prohibition 'no-black')"#)
        #expect(RuleMessage.fixes(finding) == ["fix: for #000000, the nearest allowed colour token: c.ink (#1c1c1e, ΔE00 6.4)"])
        #expect(finding.notes.last?.message == "the prohibition is declared here")
        #expect(finding.notes.last?.location?.file == "tessera.json")
    }

    @Test func forbiddenColorReadsTranslucentShadowColours() throws {
        let finding = try RuleMessage.only(
            ForbiddenColorRule.self,
            tokens: ##"{"lift": {"$type": "shadow", "$value": {"color": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.3}, "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 2, "unit": "px"}, "blur": {"value": 4, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}}}"##,
            prohibition: ##"{"id": "no-black", "says": "Don't use true black", "rule": "forbidden-color", "colors": ["#000000"]}"##)
        #expect(finding.message.hasPrefix("lift has #0000004d as its shadow colour; forbidden colours: #000000"))
        #expect(RuleMessage.fixes(finding) == ["fix: for #0000004d, the nearest allowed colour: #010101 at the same alpha (the system has no allowed colour token)"])
    }

    @Test func forbiddenTypeSaysToRemoveTheToken() throws {
        let finding = try RuleMessage.only(
            ForbiddenTypeRule.self,
            tokens: ##"{"fade": {"$type": "gradient", "$value": [{"color": "#111111", "position": 0}, {"color": "#222222", "position": 1}]}}"##,
            prohibition: ##"{"id": "flat", "says": "No gradients.", "rule": "forbidden-type", "types": ["gradient", "shadow"]}"##)
        #expect(finding.message == #"fade is a gradient token; forbidden types: gradient, shadow: the spec says "No gradients." (prohibition 'flat')"#)
        #expect(RuleMessage.fixes(finding) == ["fix: remove the token, and what draws with it, from the system"])
    }

    @Test func maxDimensionWritesTheFixInTheTokensUnitAndMergesAliases() throws {
        let finding = try RuleMessage.only(
            MaxDimensionRule.self,
            tokens: ##"{"radius": {"$type": "dimension", "card": {"$value": {"value": 0.25, "unit": "rem"}}}, "button": {"cornerRadius": {"$type": "dimension", "$value": "{radius.card}"}}}"##,
            prohibition: ##"{"id": "square", "says": "No rounded corners (cornerRadius > 2)", "rule": "max-dimension", "tokens": ["radius.*", "**.cornerRadius"], "max": 2}"##)
        #expect(finding.message == #"radius.card is 0.25rem (4 px); needs at most 2 px: the spec says "No rounded corners (cornerRadius > 2)" (prohibition 'square')"#)
        #expect(RuleMessage.fixes(finding) == ["fix: 0.125rem (2 px) or less", "button.cornerRadius names it by alias and breaks with it"])
    }

    @Test func aPatternThatMatchesNothingIsReportedAtTheProhibition() throws {
        let finding = try RuleMessage.only(
            MaxDimensionRule.self,
            tokens: ##"{"radius": {"$type": "dimension", "card": {"$value": {"value": 2, "unit": "px"}}}}"##,
            prohibition: ##"{"id": "square", "says": "No rounded corners", "rule": "max-dimension", "tokens": "radii.*", "max": 2}"##)
        #expect(finding.message == #"the pattern 'radii.*' in 'tokens' of prohibition 'square' matches no token (is the path misspelt?); the spec says "No rounded corners" (prohibition 'square')"#)
        #expect(finding.location?.file == "tessera.json")
    }

    @Test func aPatternThatMatchesOnlyUnmeasuredTokensIsReported() throws {
        let finding = try RuleMessage.only(
            MinHitTargetRule.self,
            tokens: ##"{"touch": {"$type": "number", "min": {"$value": 44}}}"##,
            prohibition: ##"{"id": "hig", "says": "Minimum 44pt", "rule": "min-hit-target", "tokens": "touch.*", "min": 44}"##)
        #expect(finding.message.hasPrefix("the pattern 'touch.*' in 'tokens' of prohibition 'hig' matches 1 token (touch.min) but no dimension token, so it checks nothing"))
    }

    @Test func minDimension() throws {
        let finding = try RuleMessage.only(
            MinDimensionRule.self,
            tokens: ##"{"padding": {"$type": "dimension", "side": {"$value": {"value": 16, "unit": "px"}}}}"##,
            prohibition: ##"{"id": "margins", "says": "≥ 20 pt side padding", "rule": "min-dimension", "tokens": "padding.*", "min": 20}"##)
        #expect(finding.message == #"padding.side is 16 px; needs at least 20 px: the spec says "≥ 20 pt side padding" (prohibition 'margins')"#)
        #expect(RuleMessage.fixes(finding) == ["fix: 20 px or more"])
    }

    @Test func minHitTarget() throws {
        let finding = try RuleMessage.only(
            MinHitTargetRule.self,
            tokens: ##"{"touchTarget": {"$type": "dimension", "button": {"$value": {"value": 36, "unit": "px"}}}}"##,
            prohibition: ##"{"id": "hig", "says": "Minimum 44pt×44pt", "rule": "min-hit-target", "tokens": "touchTarget.*", "min": 44}"##)
        #expect(finding.message == #"touchTarget.button is 36 px; needs at least 44 pt: the spec says "Minimum 44pt×44pt" (prohibition 'hig')"#)
        #expect(RuleMessage.fixes(finding) == ["fix: 44 px or more"])
    }

    @Test func minFontSizeNamesTheTypographyField() throws {
        let finding = try RuleMessage.only(
            MinFontSizeRule.self,
            tokens: ##"{"text": {"$type": "typography", "body": {"$value": {"fontFamily": "Inter", "fontSize": {"value": 12, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.5}}}}"##,
            prohibition: ##"{"id": "body-16", "says": "Minimum font size: 16pt", "rule": "min-font-size", "tokens": "text.*", "min": 16}"##)
        #expect(finding.message == #"text.body has font size 12 px; needs at least 16 pt: the spec says "Minimum font size: 16pt" (prohibition 'body-16')"#)
        #expect(RuleMessage.fixes(finding) == ["fix: fontSize 16 px or more"])
    }

    @Test func forbiddenFontWeightSuggestsTheNearestAllowedWeight() throws {
        let finding = try RuleMessage.only(
            ForbiddenFontWeightRule.self,
            tokens: ##"{"type": {"title": {"$type": "typography", "$value": {"fontFamily": "Garamond", "fontSize": {"value": 22, "unit": "px"}, "fontWeight": 700, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.5}}}}"##,
            prohibition: ##"{"id": "no-bold", "says": "Never use bold weights", "rule": "forbidden-font-weight", "tokens": "type.**", "weights": [600, 700, 800, 900]}"##)
        #expect(finding.message == #"type.title has font weight 700; forbidden weights: 600, 700, 800, 900: the spec says "Never use bold weights" (prohibition 'no-bold')"#)
        #expect(RuleMessage.fixes(finding) == ["fix: fontWeight 500, the nearest weight not forbidden"])
    }

    @Test func lineHeightRangeReadsNumberTokensAsMultipliers() throws {
        let finding = try RuleMessage.only(
            LineHeightRangeRule.self,
            tokens: ##"{"type": {"leading": {"$type": "number", "$value": 1.8}}}"##,
            prohibition: ##"{"id": "leading", "says": "Leading 1.5x to 1.7x", "rule": "line-height-range", "tokens": "type.*", "min": 1.5, "max": 1.7}"##)
        #expect(finding.message == #"type.leading is 1.8 (a line-height multiplier); needs 1.5× to 1.7×: the spec says "Leading 1.5x to 1.7x" (prohibition 'leading')"#)
        #expect(RuleMessage.fixes(finding) == ["fix: 1.7"])
    }

    @Test func gridOffersTheMultiplesOnEitherSide() throws {
        let finding = try RuleMessage.only(
            GridRule.self,
            tokens: ##"{"space": {"$type": "dimension", "m": {"$value": {"value": 28, "unit": "px"}}}}"##,
            prohibition: ##"{"id": "grid-8", "says": "strict 8pt grid", "rule": "grid", "base": 8, "tokens": "space.*"}"##)
        #expect(finding.message == #"space.m is 28 px; needs a multiple of 8 pt: the spec says "strict 8pt grid" (prohibition 'grid-8')"#)
        #expect(RuleMessage.fixes(finding) == ["fix: 24 px or 32 px"])
    }

    @Test func gridHoldsATypographyTokenByItsLineHeightInPoints() throws {
        let finding = try RuleMessage.only(
            GridRule.self,
            tokens: ##"{"type": {"body": {"$type": "typography", "$value": {"fontFamily": "SF Pro", "fontSize": {"value": 15, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.5}}}}"##,
            prohibition: ##"{"id": "grid-8", "says": "line heights on the 8pt grid", "rule": "grid", "base": 8, "tokens": "type.*"}"##)
        #expect(finding.message.hasPrefix("type.body sets lines 22.5 px high (lineHeight 1.5 × fontSize 15 px); needs a multiple of 8 pt"))
        #expect(RuleMessage.fixes(finding) == ["fix: lineHeight 1.066667 (16 px) or lineHeight 1.6 (24 px)"])
    }

    @Test func gridReportsAnExceptionThatNamesNothing() throws {
        let finding = try RuleMessage.only(
            GridRule.self,
            tokens: ##"{"space": {"$type": "dimension", "m": {"$value": {"value": 16, "unit": "px"}}}}"##,
            prohibition: ##"{"id": "grid-8", "says": "strict 8pt grid", "rule": "grid", "base": 8, "tokens": "space.*", "exceptions": ["space.hairlne"]}"##)
        #expect(finding.message.hasPrefix("the pattern 'space.hairlne' in 'exceptions' of prohibition 'grid-8' matches no token"))
    }
}
