extension LegacyReport {
    /// Messages for the shapes that Style Dictionary and Tokens Studio projects use: types taken
    /// from a category or a value, `.value` references and math.
    static func toolMessage(
        _ kind: Kind, counted: (String, String) -> String, example: String, suggestion: String?
    ) -> String {
        switch kind {
        case .categoryType:
            return counted("token has no $type and takes it", "tokens have no $type and take it")
                + " from its top-level group, as Style Dictionary's category/type/item convention does: \(example) (first here). Give the group a $type to silence this"
        case .inferredType:
            return counted("token has no $type and takes it", "tokens have no $type and take it")
                + " from its value: \(example) (first here). Give the token or its group a $type to silence this"
        case .valueSuffixReference:
            return counted("reference ends", "references end")
                + #" in ".value", as in Style Dictionary, such as \#(example) (first here); read as the token itself. Write \#(suggestion ?? "the reference without .value") to silence this"#
        case .math:
            return counted("value is", "values are")
                + " math on references, as Tokens Studio writes it, such as \(example) (first here); computed. Write the result, or a token per step, to silence this"
        case .passThroughType:
            return counted("token has", "tokens have")
                + " a type that DTCG 2025.10 does not have, such as \(example) (first here); kept as text or a flag, which every output writes as it is (CSS strings and keywords, Swift String and Bool, JSON as written). Other DTCG tools may not read it"
        default:
            return counted("value was", "values were") + " converted from an older format, such as \(example) (first here)"
        }
    }
}
