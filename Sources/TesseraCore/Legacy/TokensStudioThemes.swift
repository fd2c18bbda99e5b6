/// Lenient reading of a Tokens Studio single-file export, which holds several token sets beside
/// `$themes` and `$metadata.tokenSetOrder`: read as a resolver whose sources are the sets and whose
/// modifiers are the theme groups (each theme a context), the same resolver `tessera migrate`
/// writes for it.
public enum TokensStudioThemes {
    /// The resolver for `root` when it is such an export, with one warning that says how it was
    /// read; nil for any other file.
    public static func resolver(for root: JSONObject, at position: SourcePosition?, log: inout DiagnosticLog) -> ResolverDocument? {
        guard TokensStudioExport.recognizes(root) else { return nil }
        let export = TokensStudioExport(MigrationInput(relativePath: "tokens.json", tree: root))!
        let groups = export.modifierGroups.map { group in "\"\(group.name)\" (\(group.themes.map(\.name).joined(separator: ", ")))" }
        let read = groups.isEmpty ? "as its \(export.sets.count) sets merged in token set order" : "as a resolver: its sets are sources and its theme groups modifiers, " + groups.joined(separator: "; ")
        log.warning(
            "legacy-tokens-studio-themes",
            "a Tokens Studio export of \(export.sets.count) token sets, read \(read). `tessera migrate` writes it as 2025.10 files and a *.resolver.json",
            at: position)
        return export.lenientDocument
    }
}
