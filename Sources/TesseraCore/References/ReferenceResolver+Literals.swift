extension ReferenceResolver {
    /// Literals were parsed while the tree was walked (in parallel): they are done before the
    /// depth-first walk, which then only follows references.
    mutating func adoptLiterals() {
        for index in tokens.indices { adoptLiteral(index) }
    }

    mutating func adoptLiteral(_ index: Int) {
        if tokens[index].literalFailed {
            state[index] = .failed
            return
        }
        guard tokens[index].finished != nil else { return }
        // A shorthand's 2025.10 JSON was never built; `resolvedJSON` makes it when asked.
        if !tokens[index].literalIsShorthand { resolvedValue[index] = tokens[index].value }
        state[index] = .done
    }

    /// A finished token's value.
    func typed(_ token: Int) -> TokenValue? { tokens[token].finished?.value }

    /// A finished token's value as 2025.10 JSON, for references that substitute it or point into it.
    func resolvedJSON(_ token: Int) -> JSONNode? {
        guard state[token] == .done else { return nil }
        if let node = resolvedValue[token] { return node }
        guard let value = typed(token) else { return nil }
        return JSONNode(value.jsonNode.value, at: tokens[token].value.position)
    }
}
