extension TokenTreeWalker {
    /// Prepares a token read from the tree: lenient mode converts older value shapes, then the
    /// value's references are classified and a literal is parsed. This all runs inside the parallel
    /// walk rather than as further passes over every token. Returns false when a legacy value could
    /// not be converted (already reported); the token is then dropped.
    mutating func prepare(_ token: inout DeclaredToken, log: inout DiagnosticLog) -> Bool {
        let type = token.ownType ?? token.groupType
        if mode == .lenient, let type {
            if let value = LegacyShorthand.convert(token.value, as: type, report: &legacy) {
                token.finished = Self.finished(token, type: type, value: value)
                token.literalIsShorthand = true
                return true
            }
            let normalized = LegacyImport.normalize(
                token.value, as: type, legacyName: token.legacyTypeName, report: &legacy, log: &log)
            guard let value = normalized.value else { return false }
            token.value = value
            if !normalized.extensions.isEmpty { token.extensions = normalized.mergedExtensions(token.extensions) }
        }
        token.references = ReferenceKind.of(token.value)
        // Literals depend on nothing, so they are parsed here; references wait for the resolver.
        if case .none = token.references, let type {
            if let value = ValueParser.parse(token.value, as: type, log: &log) {
                token.finished = Self.finished(token, type: type, value: value)
            } else {
                token.literalFailed = true
            }
        }
        return true
    }

    private static func finished(_ token: DeclaredToken, type: TokenType, value: TokenValue) -> Token {
        Token(
            path: token.path, type: type, value: value, description: token.description,
            deprecated: token.deprecated, extensions: token.extensions, position: token.position, rawValue: nil)
    }
}
