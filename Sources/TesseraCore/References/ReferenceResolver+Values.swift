extension ReferenceResolver {
    /// Whether any literal keeps its written JSON as its resolved value. Only then is the table of
    /// resolved values made up front: in an older file whose literals are all shorthands (`"4px"`,
    /// `"#2a8d08"`) and whose aliases name them, every entry would stay nil.
    static func literalsKeepJSON(_ tokens: [DeclaredToken]) -> Bool {
        tokens.contains(where: \.literalKeepsJSON)
    }

    /// A token's resolved JSON, as stored (an empty table holds no values).
    func storedValue(_ token: Int) -> JSONNode? {
        resolvedValue.isEmpty ? nil : resolvedValue[token]
    }

    /// Stores a token's resolved JSON, making the table at the first value there is to store.
    mutating func storeValue(_ value: JSONNode?, at token: Int) {
        if resolvedValue.isEmpty {
            guard value != nil else { return }
            resolvedValue = Self.noValues(tokens.count)
        }
        resolvedValue[token] = value
    }
}

extension DeclaredToken {
    /// A finished literal whose written JSON is its resolved value; a shorthand's 2025.10 JSON was
    /// never built (`resolvedJSON` makes it when asked).
    var literalKeepsJSON: Bool { !literalFailed && finished != nil && !literalIsShorthand }
}
