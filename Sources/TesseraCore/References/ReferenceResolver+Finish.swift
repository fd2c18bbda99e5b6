extension ReferenceResolver {
    /// Computes a token's final value once everything it refers to is done.
    mutating func finish(_ token: Int, log: inout DiagnosticLog) {
        switch tokens[token].references {
        case .none:
            finishLiteral(token, value: tokens[token].value, substituting: false, log: &log)
            return
        case .alias:
            guard let path = tokens[token].aliasPath else { break }
            finishAlias(token, target: lookup(path), path: path, at: tokens[token].value.position, log: &log)
            return
        case .nested:
            break
        }
        let value = tokens[token].value
        if case .object(let object) = value.value, object.count == 1, let reference = object["$ref"] {
            // A token-level `$ref`: an alias of a whole token, or of a value inside one.
            switch resolvePointer(reference, log: &log) {
            case .token(let target)?:
                finishAlias(token, target: target, path: tokens[target].path, at: reference.position, log: &log)
            case .value(let node)?:
                finishLiteral(token, value: node, log: &log)
            case nil:
                state[token] = .failed
            }
            return
        }
        finishLiteral(token, value: value, log: &log)
    }

    mutating func finishAlias(
        _ token: Int, target: Int?, path: TokenPath, at position: SourcePosition?, log: inout DiagnosticLog
    ) {
        guard let target else {
            reportUnresolved(path, at: position, log: &log)
            state[token] = .failed
            return
        }
        guard state[target] == .done, let targetToken = tokens[target].finished else {
            state[token] = .failed
            return
        }
        if let own = tokens[token].ownType, own != targetToken.type {
            log.error("reference-type-mismatch", "'\(tokens[token].path)' is a \(own.rawValue) token but its value '{\(path)}' is a \(targetToken.type.rawValue) token", at: position)
            state[token] = .failed
            return
        }
        storeValue(storedValue(target), at: token)
        aliasTargets[token] = Int32(target)
        complete(token, type: targetToken.type, value: targetToken.value, aliasOf: targetToken.path)
    }

    private mutating func finishLiteral(_ token: Int, value: JSONNode, substituting: Bool = true, log: inout DiagnosticLog) {
        guard let type = tokens[token].ownType ?? tokens[token].groupType else {
            // Its own invalid `$type` was reported where it is written.
            if !tokens[token].hasInvalidType { reportMissingType(token, log: &log) }
            state[token] = .failed
            return
        }
        guard let substituted = substituting ? substitute(value, shape: .value(type), log: &log) : value,
              let typed = ValueParser.parse(substituted, as: type, mode: mode, log: &log) else {
            state[token] = .failed
            return
        }
        storeValue(substituted, at: token)
        complete(token, type: type, value: typed, aliasOf: nil)
    }

    /// Makes a token's final `Token` (fields read in place: copying the declared token would
    /// retain and release each of them) and marks it done.
    private mutating func complete(_ token: Int, type: TokenType, value: TokenValue, aliasOf: TokenPath?) {
        tokens[token].finished = Token(
            path: tokens[token].path, type: type, value: value, description: tokens[token].description,
            deprecated: tokens[token].deprecated, extensions: tokens[token].extensions,
            position: tokens[token].position, rawValue: tokens[token].hasReferences ? tokens[token].value : nil,
            aliasOf: aliasOf)
        state[token] = .done
    }

    /// A reference to a path where the tree has no token (`reportUnresolved` first asks whether
    /// it had one that was dropped).
    func reportMissingTarget(_ path: TokenPath, at position: SourcePosition?, log: inout DiagnosticLog) {
        if groupExists(path) {
            log.error("reference-to-group", "'{\(path)}' names a group, not a token; reference one of its tokens (a group's default token is '{\(path).$root}')", at: position)
        } else {
            let elsewhere = locator?.place(of: path).map { "; it is defined only in \($0)" }
            log.error("unresolved-reference", "'{\(path)}' does not match any token\(elsewhere ?? suggestion(for: path))", at: position)
        }
    }

    private func groupExists(_ path: TokenPath) -> Bool {
        suggestions.isGroup(path.segments.map { String($0) }, in: tree, mode: mode)
    }

    /// "did you mean" from the closest token path by edit distance, when one is close (bounded:
    /// see `ReferenceSuggestions`).
    private func suggestion(for path: TokenPath) -> String {
        suggestions.closest(to: path.string, count: tokens.count) { tokens[$0].path.string }
            .map { "; did you mean '{\($0)}'?" } ?? ""
    }
}

enum EditDistance {
    /// Levenshtein distance, giving up (returning limit + 1) once it exceeds `limit`.
    static func between(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
