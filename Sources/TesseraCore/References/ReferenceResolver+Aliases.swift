extension ReferenceResolver {
    /// Most aliases name a literal, whose final token the walk already made: such an alias needs
    /// nothing else, so its token is made here in parallel chunks rather than one by one in the
    /// depth-first walk. Anything unusual (a missing target, a type mismatch, a chain) is left to
    /// that walk, which reports it.
    mutating func finishAliasesOfLiterals() {
        for chunk in aliasesOfLiterals() {
            for alias in chunk {
                // Fields are read in place: copying the target's whole declared token costs a
                // retain and release per field.
                state[alias.index] = .done
                resolvedValue[alias.index] = tokens[alias.target].literalIsShorthand ? nil : tokens[alias.target].value
                tokens[alias.index].finished = alias.token
            }
        }
    }

    private struct FinishedAlias: Sendable {
        var index: Int
        var target: Int
        var token: Token
    }

    private func aliasesOfLiterals() -> [[FinishedAlias]] {
        IndexChunks.ranges(tokens.count).parallelMap { range in
            var finished: [FinishedAlias] = []
            for index in range {
                guard case .alias(let path) = tokens[index].references, let target = lookup(path),
                      let literal = tokens[target].finished, tokens[target].references.isNone,
                      tokens[index].ownType == nil || tokens[index].ownType == literal.type else { continue }
                let alias = tokens[index]
                finished.append(FinishedAlias(index: index, target: target, token: Token(
                    path: alias.path, type: literal.type, value: literal.value, description: alias.description,
                    deprecated: alias.deprecated, extensions: alias.extensions, position: alias.position,
                    rawValue: alias.value, aliasOf: literal.path)))
            }
            return finished
        }
    }
}

extension ReferenceKind {
    var isNone: Bool {
        if case .none = self { return true }
        return false
    }
}
