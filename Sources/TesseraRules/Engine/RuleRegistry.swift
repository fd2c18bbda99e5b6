/// Every rule `tessera check` runs, one line each, in the order the documentation lists them.
public enum RuleRegistry {
    public static let all: [any Rule.Type] = [
        ContrastRule.self,
        ForbiddenColorRule.self,
        ForbiddenTypeRule.self,
        MaxDimensionRule.self,
        MinDimensionRule.self,
        MaxDurationRule.self,
        DurationRangeRule.self,
        SpringOnlyRule.self,
        LinearOnlyRule.self,
        ForbiddenFontWeightRule.self,
        MinFontSizeRule.self,
        LineHeightRangeRule.self,
        GridRule.self,
        MinHitTargetRule.self,
        PlatformSyncRule.self,
        DeprecatedReferenceRule.self,
        DuplicateValueRule.self,
        UnusedTokenRule.self,
        NamingConventionRule.self,
    ]

    public static func rule(id: String) -> (any Rule.Type)? { all.first { $0.id == id } }
}
