/// Every rule `tessera lint` runs, one line each, sorted by id (a test keeps it so).
public enum LintRuleRegistry {
    public static let all: [any LintRule.Type] = [
        BoldEmphasisRule.self,
        CornerRadiusRule.self,
        CustomImageRule.self,
        DurationAnimationRule.self,
        EmojiInCopyRule.self,
        FontFamilyRule.self,
        ForbiddenGradientRule.self,
        ForbiddenShadowRule.self,
        GradientBackgroundRule.self,
        HardcodedColorRule.self,
        HardcodedFontSizeRule.self,
        HitTargetRule.self,
        MaterialRule.self,
        MotionLiteralRule.self,
        NamedSystemColorRule.self,
        OffGridRule.self,
        ReduceMotionBypassRule.self,
        SmallFontSizeRule.self,
        SpacingLiteralRule.self,
        SpringAnimationRule.self,
        SymbolWeightRule.self,
    ]

    public static func rule(id: String) -> (any LintRule.Type)? { all.first { $0.id == id } }
}
