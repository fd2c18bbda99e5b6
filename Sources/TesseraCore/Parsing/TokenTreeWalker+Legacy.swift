extension TokenTreeWalker {
    /// Lenient mode: converts the token's value from older shapes as it is read, so the conversion
    /// runs inside the parallel walk rather than as another pass over every token. Returns false
    /// when the value could not be converted (already reported); the token is then dropped.
    mutating func normalizeLegacyValue(of token: inout DeclaredToken, log: inout DiagnosticLog) -> Bool {
        guard mode == .lenient, let type = token.ownType ?? token.groupType else { return true }
        let normalized = LegacyImport.normalize(
            token.value, as: type, legacyName: token.legacyTypeName, report: &legacy, log: &log)
        guard let value = normalized.value else { return false }
        token.value = value
        if !normalized.extensions.isEmpty { token.extensions = normalized.mergedExtensions(token.extensions) }
        return true
    }
}
