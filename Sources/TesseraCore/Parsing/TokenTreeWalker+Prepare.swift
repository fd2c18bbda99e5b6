extension TokenTreeWalker {
    /// Prepares a token read from the tree: lenient mode converts older value shapes, then the
    /// value's references are classified and a literal is parsed. This all runs inside the parallel
    /// walk rather than as further passes over every token. Returns false when a legacy value could
    /// not be converted (already reported); the token is then dropped.
    mutating func prepare(_ token: inout DeclaredToken, log: inout DiagnosticLog) -> Bool {
        if mode == .lenient {
            token.value = LegacyReferences.droppingValueSuffix(token.value, report: &legacy)
            if token.ownType == nil, token.groupType == nil, !token.hasInvalidType { inferType(&token) }
        }
        if mode == .lenient, case .string(let text) = token.value.value, Self.isMath(text, type: token.ownType ?? token.groupType) {
            // Computed once every token is known (`LegacyMathEvaluation`).
            legacy.record(.math, at: token.value.position, example: text)
            token.isMath = true
            token.references = .nested
            return true
        }
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
            if type == .typography, Self.hasRelativeLetterSpacing(value) {
                // Computed once every token is known, like math (`LegacyMathEvaluation`).
                token.isMath = true
                token.references = .nested
                return true
            }
        }
        token.references = ReferenceKind.of(token.value)
        // Literals depend on nothing, so they are parsed here; references wait for the resolver.
        if case .none = token.references, let type {
            if let value = ValueParser.parse(token.value, as: type, mode: mode, log: &log) {
                token.finished = Self.finished(token, type: type, value: value)
            } else {
                token.literalFailed = true
            }
        }
        return true
    }

    static func finished(_ token: DeclaredToken, type: TokenType, value: TokenValue) -> Token {
        Token(
            path: token.path, type: type, value: value, description: token.description,
            deprecated: token.deprecated, extensions: token.extensions, position: token.position, rawValue: nil)
    }

    /// A type for a token that has none anywhere (lenient): its Style Dictionary category, else
    /// its value's shape. An alias is left to take its target's type.
    private mutating func inferType(_ token: inout DeclaredToken) {
        if case .string(let text) = token.value.value, case .reference = CurlyReference.parse(text) { return }
        if let type = LegacyTypeInference.categoryType(of: token.path) {
            token.ownType = type
            let category = token.path.string.prefix { $0 != "." }
            legacy.record(.categoryType, at: token.position, example: "\(category) → \(type.rawValue)")
            if type == .dimension, let size = LegacyTypeInference.styleDictionarySize(token.value) { token.value = size }
        } else if let type = LegacyTypeInference.valueType(of: token.value) {
            token.ownType = type
            legacy.record(.inferredType, at: token.position, example: "\(token.value.compactText) → \(type.rawValue)")
        }
    }

    /// A letter spacing the normalizer left as math on the font size's reference.
    private static func hasRelativeLetterSpacing(_ value: JSONNode) -> Bool {
        guard case .string(let text) = value.object?["letterSpacing"]?.value else { return false }
        return text.hasPrefix("{") && LegacyMath.looksLikeMath(text)
    }

    /// Tokens Studio math: an expression around references (`{a} * 2`, `-{a}`), or around numbers
    /// alone (`4px * 2`) where the type takes a number.
    private static func isMath(_ text: String, type: TokenType?) -> Bool {
        // Most values have no operator at all: one scan of their bytes settles it.
        guard hasOperatorByte(text) else { return false }
        if text.contains("{") {
            guard case .malformed = CurlyReference.parse(text) else { return false }
        } else {
            switch type {
            case nil, .number?, .dimension?, .duration?, .fontWeight?: break
            default: return false
            }
            guard Quantity.parse(text) == nil else { return false }
        }
        return LegacyMath.looksLikeMath(text)
    }

    /// `*`, `+`, `-`, `/` or `(` anywhere, read from the contiguous bytes: every value is scanned,
    /// and iterating `utf8` decodes a small string one byte at a time.
    private static func hasOperatorByte(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            for byte in bytes where byte == 0x2A || byte == 0x2B || byte == 0x2D || byte == 0x2F || byte == 0x28 {
                return true
            }
            return false
        }
    }
}
