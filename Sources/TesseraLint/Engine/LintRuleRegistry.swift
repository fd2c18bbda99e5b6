/// Every rule `tessera lint` runs, one line each, sorted by id (a test keeps it so).
public enum LintRuleRegistry {
    public static let all: [any LintRule.Type] = [
        BoldEmphasisRule.self,
        CornerRadiusRule.self,
        FontFamilyRule.self,
        HardcodedColorRule.self,
        HardcodedFontSizeRule.self,
        HitTargetRule.self,
        OffGridRule.self,
        SmallFontSizeRule.self,
        SpacingLiteralRule.self,
    ]

    public static func rule(id: String) -> (any LintRule.Type)? { all.first { $0.id == id } }
}
