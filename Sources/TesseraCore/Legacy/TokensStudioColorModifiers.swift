/// Applies Tokens Studio colour modifiers (lenient mode) before references are followed, as math is
/// computed: each modified token becomes the colour its modifier gives, from its own colour or the
/// one its alias names (modified in turn when that one has a modifier), so aliases of it get the
/// modified colour. The modifier leaves the token's `$extensions` once applied.
enum TokensStudioColorModifiers {
    /// Whether any token has a modifier; the tree is then resolved whole in every permutation.
    static func apply(_ tokens: inout [DeclaredToken], log: inout DiagnosticLog) -> Bool {
        let modified = tokens.indices.compactMap { index in
            TokensStudioColorModifier.read(tokens[index].extensions).map { (index, $0) }
        }
        guard !modified.isEmpty else { return false }
        var index: [String: Int] = [:]
        for position in tokens.indices { index[tokens[position].path.string] = position }
        var modifiers: [Int: TokensStudioColorModifier] = [:]
        for (token, read) in modified {
            switch read {
            case .success(let modifier): modifiers[token] = modifier
            case .failure(let failure):
                log.error("legacy-color-modifier", "cannot apply the Tokens Studio colour modifier of '\(tokens[token].path)': \(failure.reason)", at: tokens[token].position)
                tokens[token].references = .none
                tokens[token].literalFailed = true
            }
        }
        var colors: [Int: ColorValue] = [:]
        var visiting: Set<Int> = []
        func color(of token: Int) -> ColorValue? {
            if let known = colors[token] { return known }
            guard visiting.insert(token).inserted else { return nil }
            defer { visiting.remove(token) }
            var base: ColorValue?
            if case .color(let literal)? = tokens[token].finished?.value {
                base = literal
            } else if case .string(let text) = tokens[token].value.value, case .reference(let path) = CurlyReference.parse(text),
                let target = index[path.string] {
                base = color(of: target)
            }
            let result = base.map { color in modifiers[token].map { $0.apply(to: color) } ?? color }
            colors[token] = result
            return result
        }
        var applied = 0
        for token in modifiers.keys.sorted() {
            guard let result = color(of: token) else {
                log.error("legacy-color-modifier", "cannot apply the Tokens Studio colour modifier of '\(tokens[token].path)': its colour is not a literal or an alias of one", at: tokens[token].position)
                tokens[token].references = .none
                tokens[token].literalFailed = true
                continue
            }
            tokens[token].value = JSONNode(TokenValue.color(result).jsonNode.value, at: tokens[token].value.position)
            tokens[token].references = .none
            tokens[token].ownType = .color
            // Applied: kept, the instruction would have a later tool apply it a second time.
            tokens[token].extensions = TokensStudioColorModifier.removingModifier(from: tokens[token].extensions)
            tokens[token].finished = TokenTreeWalker.finished(tokens[token], type: .color, value: .color(result))
            applied += 1
        }
        if applied > 0, let first = modifiers.keys.min() {
            log.warning(
                "legacy-color-modifier",
                "\(applied) token\(applied == 1 ? " has" : "s have") a Tokens Studio colour modifier ($extensions[\"studio.tokens\"].modify), such as '\(tokens[first].path)' (first here); applied, and the result written as the token's colour. Write the resulting colour to silence this",
                at: tokens[first].position)
        }
        return true
    }
}
