/// Computes Tokens Studio math (lenient mode) before references are followed: each math token
/// becomes the literal its expression gives, the tokens it names looked up (through aliases and
/// other math) in the same tree. Done once per tree, only when a token holds math.
enum LegacyMathEvaluation {
    static func evaluate(_ tokens: inout [DeclaredToken], log: inout DiagnosticLog) {
        let mathTokens = tokens.indices.filter { tokens[$0].isMath }
        guard !mathTokens.isEmpty else { return }
        var index: [String: Int] = [:]
        for position in tokens.indices { index[tokens[position].path.string] = position }
        var evaluator = Evaluator(values: tokens.map(\.value), isMath: tokens.map(\.isMath), index: index)
        for token in mathTokens {
            if case .object = tokens[token].value.value {
                relativeLetterSpacing(&tokens[token], &evaluator, log: &log)
                continue
            }
            guard case .string(let text) = tokens[token].value.value else { continue }
            do throws(LegacyMath.Failure) {
                let result = try evaluator.quantity(of: token)
                guard let type = tokens[token].ownType ?? tokens[token].groupType ?? result.impliedType,
                    let node = literal(result, as: type, at: tokens[token].value.position)
                else { throw .units("the result, \(result.text), is not a \(tokens[token].ownType?.rawValue ?? "number or length")") }
                tokens[token].value = node
                tokens[token].references = .none
                if tokens[token].ownType == nil && tokens[token].groupType == nil { tokens[token].ownType = type }
                if let value = ValueParser.parse(node, as: type, mode: .lenient, log: &log) {
                    tokens[token].finished = TokenTreeWalker.finished(tokens[token], type: type, value: value)
                } else {
                    tokens[token].literalFailed = true
                }
            } catch {
                log.error("legacy-math", "cannot compute \(ValueText.quoted(text)): \(error.reason)", at: tokens[token].value.position)
                tokens[token].references = .none
                tokens[token].literalFailed = true
            }
        }
    }

    /// A typography token whose letter spacing is a fraction of a font size given by reference
    /// (`LegacyNormalizer.typography` wrote it as `{font.size} * 0.02`): the spacing becomes the
    /// length that gives; the font size stays a reference for the resolver.
    private static func relativeLetterSpacing(_ token: inout DeclaredToken, _ evaluator: inout Evaluator, log: inout DiagnosticLog) {
        guard case .object(var object) = token.value.value,
            let slot = object.members.firstIndex(where: { $0.key == "letterSpacing" }),
            case .string(let text) = object.members[slot].value.value else { return }
        let position = object.members[slot].value.position
        do throws(LegacyMath.Failure) {
            let result = try evaluator.expression(text)
            guard let node = literal(result, as: .dimension, at: position) else {
                throw .units("the result, \(result.text), is not a length")
            }
            object.members[slot].value = node
            token.value = JSONNode(.object(object), at: token.value.position)
            token.references = ReferenceKind.of(token.value)
            if case .none = token.references, let type = token.ownType ?? token.groupType {
                if let value = ValueParser.parse(token.value, as: type, mode: .lenient, log: &log) {
                    token.finished = TokenTreeWalker.finished(token, type: type, value: value)
                } else {
                    token.literalFailed = true
                }
            }
        } catch {
            log.error("legacy-math", "cannot compute the letter spacing \(ValueText.quoted(text)): \(error.reason)", at: position)
            token.references = .none
            token.literalFailed = true
        }
    }

    /// The expression's result as a 2025.10 value of `type`.
    private static func literal(_ result: Quantity, as type: TokenType, at position: SourcePosition?) -> JSONNode? {
        switch (type, result.unit) {
        case (.number, .unitless), (.fontWeight, .unitless): return JSONNode(.number(result.value), at: position)
        case (.dimension, .px), (.dimension, .unitless): return LegacyNormalizer.measureNode(result.value, "px", at: position)
        case (.dimension, .rem): return LegacyNormalizer.measureNode(result.value, "rem", at: position)
        case (.dimension, .other(let unit)) where LegacyNormalizer.pointUnits.contains(unit):
            return LegacyNormalizer.measureNode(result.value, "px", at: position)
        case (.dimension, let unit) where LegacyNormalizer.relativeUnit(unit) != nil:
            return LegacyNormalizer.measureNode(result.value, unit.name, at: position)
        case (.duration, .ms), (.duration, .unitless): return LegacyNormalizer.measureNode(result.value, "ms", at: position)
        case (.duration, .s): return LegacyNormalizer.measureNode(result.value, "s", at: position)
        default: return nil
        }
    }

    /// Follows references from math to numbers, remembering each token's result.
    private struct Evaluator {
        let values: [JSONNode]
        let isMath: [Bool]
        let index: [String: Int]
        var known: [Int: Quantity] = [:]
        var visiting: Set<Int> = []

        mutating func quantity(of token: Int) throws(LegacyMath.Failure) -> Quantity {
            if let result = known[token] { return result }
            guard visiting.insert(token).inserted else { throw .reference("its references come back to it") }
            defer { visiting.remove(token) }
            let node = values[token]
            let result: Quantity
            if isMath[token], case .string(let text) = node.value {
                result = try expression(text)
            } else if case .string(let text) = node.value, case .reference(let path) = CurlyReference.parse(text) {
                result = try quantity(named: path.string)
            } else if let literal = Self.literal(node) {
                result = literal
            } else {
                throw .reference("it names a token whose value is not a number or a length")
            }
            known[token] = result
            return result
        }

        /// An expression's value, the tokens it names looked up first.
        mutating func expression(_ text: String) throws(LegacyMath.Failure) -> Quantity {
            var named: [String: Quantity] = [:]
            for path in LegacyMath.references(in: text) { named[path] = try quantity(named: path) }
            let found = named
            return try LegacyMath.evaluate(text) { path throws(LegacyMath.Failure) in
                guard let value = found[path] else { throw .reference("'{\(path)}' does not match any token") }
                return value
            }
        }

        private mutating func quantity(named path: String) throws(LegacyMath.Failure) -> Quantity {
            let path = LegacyReferences.withoutValueSuffix("{\(path)}").map { String($0.dropFirst().dropLast()) } ?? path
            guard let token = index[path] else { throw .reference("'{\(path)}' does not match any token") }
            return try quantity(of: token)
        }

        private static func literal(_ node: JSONNode) -> Quantity? {
            switch node.value {
            case .number(let value): return Quantity(value: value, unit: .unitless)
            case .string(let text): return Quantity.parse(text)
            case .object(let object):
                guard let value = object["value"]?.number, let unit = object["unit"]?.string,
                    let quantity = Quantity.parse("0\(unit)") else { return nil }
                return Quantity(value: value, unit: quantity.unit)
            default: return nil
            }
        }
    }
}

extension LegacyMath.Failure {
    var reason: String {
        switch self {
        case .syntax(let why), .reference(let why), .units(let why): why
        }
    }
}

extension Quantity {
    /// The type a result with no declared type takes.
    var impliedType: TokenType? {
        switch unit {
        case .unitless: .number
        case .px, .rem, .em, .other("vw"), .other("vh"): .dimension
        case .ms, .s: .duration
        default: nil
        }
    }

    var text: String { ValueText.number(value) + unit.name }
}
