import TesseraCore

/// What a page that embeds the stylesheet needs to refer to it: the name `emit` gives each token
/// and the attribute that selects each modifier's context (the specimen uses both).
extension CSSEmitter {
    /// The custom property of every token path of every permutation, `--` included, exactly as
    /// `emit` names them with this prefix (colliding names renamed the same way).
    public static func propertyNames(_ permutations: [ResolvedTokenSet], prefix: String = "") -> [String: String] {
        let permutations = permutations.isEmpty ? permutations : CSSMaterials.addingMatteTokens(permutations, WebMaterials(permutations))
        let union = TokenUnion(permutations, needsPathIndex: false)
        // Collisions are the css output's to report; here only the resulting names matter.
        var ignored = DiagnosticLog()
        let table = CSSNameTable(union: union, permutations: permutations, prefix: prefix, log: &ignored)
        var names: [String: String] = [:]
        names.reserveCapacity(union.count)
        for entry in 0..<union.count { names[union.paths[entry].string] = table.name(entry) }
        return names
    }

    /// `data-theme` for `theme`, `data-color-scheme` for `colorScheme`.
    public static func attributeName(forModifier name: String) -> String { CSSNaming.attributeName(forModifier: name) }

    /// The suffixes of the part properties a typography token also gets (`-font-size`, …).
    public static let typographyPartSuffixes = CSSNameTable.typographyParts
}
