extension ReferenceResolver {
    /// Literals were parsed while the tree was walked (in parallel): they are done before the
    /// depth-first walk, which then only follows references. Adopted in chunks on every core,
    /// each writing only its own tokens' state and value.
    mutating func adoptLiterals() {
        let ranges = IndexChunks.ranges(tokens.count)
        tokens.withUnsafeBufferPointer { tokenBuffer in
            state.withUnsafeMutableBufferPointer { stateBuffer in
                resolvedValue.withUnsafeMutableBufferPointer { valueBuffer in
                    let tokens = UnsafeSendableBuffer(tokenBuffer)
                    let state = DisjointWrites(stateBuffer), values = DisjointWrites(valueBuffer)
                    // No table: no literal keeps its JSON (`literalsKeepJSON`), so there is none to store.
                    let hasTable = !values.buffer.isEmpty
                    _ = ranges.parallelMap { range in
                        var none: JSONNode? = nil
                        for index in range {
                            if hasTable {
                                Self.adoptLiteral(tokens.buffer[index], state: &state.buffer[index], value: &values.buffer[index])
                            } else {
                                Self.adoptLiteral(tokens.buffer[index], state: &state.buffer[index], value: &none)
                            }
                        }
                    }
                }
            }
        }
    }

    static func adoptLiteral(_ token: borrowing DeclaredToken, state: inout State, value: inout JSONNode?) {
        if token.literalFailed {
            state = .failed
            return
        }
        guard token.finished != nil else { return }
        if token.literalKeepsJSON { value = token.value }
        state = .done
    }

    mutating func adoptLiteral(_ index: Int) {
        var value = storedValue(index)
        Self.adoptLiteral(tokens[index], state: &state[index], value: &value)
        storeValue(value, at: index)
    }

    /// A finished token's value.
    func typed(_ token: Int) -> TokenValue? { tokens[token].finished?.value }

    /// A finished token's value as 2025.10 JSON, for references that substitute it or point into it.
    func resolvedJSON(_ token: Int) -> JSONNode? {
        guard state[token] == .done else { return nil }
        if let node = storedValue(token) { return node }
        guard let value = typed(token) else { return nil }
        return JSONNode(value.jsonNode.value, at: tokens[token].value.position)
    }
}
