import TesseraCore

/// A token's member line, in the `Tokens` type or in a permutation's object, for either walk of
/// the tokens (`TypeScriptModule+Runs`, `+Tree`).
extension TypeScriptModule {
    /// `readonly name?: Type;`: optional when some permutation lacks the token, a union of the
    /// types the permutations give it (in permutation order) when they differ.
    func appendTypeMember(_ entry: Int, _ identifier: UnsafeBufferPointer<UInt8>, indent: Int, to bytes: inout TypeScriptWriter) {
        // The first type apart: most tokens have one, and a list of one would be allocated.
        var first: StaticString?
        var others: [StaticString] = []
        var everywhere = true
        for permutation in permutations.indices {
            guard let token = union.token(entry, in: permutation, of: permutations) else {
                everywhere = false
                continue
            }
            let type = cssProperties == nil ? TypeScriptTypes.name(of: token) : "string"
            if let first {
                if !TypeScriptTypes.same(first, type), !others.contains(where: { TypeScriptTypes.same($0, type) }) { others.append(type) }
            } else {
                first = type
            }
        }
        appendDoc(for: union.representative(entry, in: permutations), indent: indent, to: &bytes)
        bytes.appendSpaces(indent)
        bytes.append(literal: "readonly ")
        bytes.append(identifier)
        bytes.append(literal: everywhere ? ": " : "?: ")
        guard let first else { return bytes.append(literal: ";\n") }
        if others.isEmpty {
            bytes.append(literal: first)
        } else {
            for (offset, type) in ([first] + others).enumerated() {
                bytes.append(literal: offset == 0 ? "(" : " | (")
                bytes.append(literal: type)
                bytes.append(UInt8(ascii: ")"))
            }
        }
        bytes.append(literal: ";\n")
    }

    /// `name: value,` for a token of `permutation`; nothing when it lacks the token.
    func appendValueMember(
        _ entry: Int, _ identifier: UnsafeBufferPointer<UInt8>, permutation: Int, indent: Int, to bytes: inout TypeScriptWriter
    ) {
        guard let token = union.token(entry, in: permutation, of: permutations) else { return }
        appendDoc(for: token, indent: indent, to: &bytes)
        bytes.appendSpaces(indent)
        bytes.append(identifier)
        bytes.append(literal: ": ")
        if let property = cssProperties?[token.path.string] {
            TypeScriptText.appendString("var(\(property))", to: &bytes)
        } else if case .duration(let duration) = token.value, let spring = token.spring {
            TypeScriptSpring.append(duration, spring: spring, to: &bytes)
        } else {
            TypeScriptValueWriter.append(token.value, to: &bytes)
        }
        bytes.append(literal: ",\n")
    }

    private func appendDoc(for token: Token, indent: Int, to bytes: inout TypeScriptWriter) {
        guard token.description != nil || token.deprecated != nil else { return }
        var lines: [String] = []
        if let description = token.description { lines.append(description) }
        if case .deprecated(let reason) = token.deprecated {
            lines.append("@deprecated" + (reason.map { " " + $0 } ?? ""))
        }
        guard !lines.isEmpty else { return }
        TypeScriptText.appendDoc(lines, indent: indent, to: &bytes)
    }
}
