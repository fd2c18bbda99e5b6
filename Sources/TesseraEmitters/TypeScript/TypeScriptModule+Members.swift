import TesseraCore

/// The `Tokens` type and the permutations' objects share one walk of the tree (`appendGroup`);
/// only a token's member line differs: its type, or its value in one permutation.
extension TypeScriptModule {
    /// `{ … }` for a group: nested groups as members, each token through `token` (its union
    /// entry, identifier, indent and the buffer). `declaring` writes the type's `readonly x: …;`
    /// form of a group member, otherwise the object's `x: …,`.
    func appendGroup(
        _ index: Int, indent: Int, declaring: Bool, to bytes: inout [UInt8],
        token: (_ entry: Int, _ identifier: String, _ indent: Int, _ bytes: inout [UInt8]) -> Void
    ) {
        bytes.append(literal: "{\n")
        let group = tree.groups[index]
        for (identifier, member) in zip(group.identifiers, group.members) {
            switch member {
            case .group(let child):
                appendIndent(indent + 2, to: &bytes)
                if declaring { bytes.append(literal: "readonly ") }
                bytes.appendUTF8(identifier)
                bytes.append(literal: ": ")
                appendGroup(child, indent: indent + 2, declaring: declaring, to: &bytes, token: token)
                bytes.append(literal: declaring ? ";\n" : ",\n")
            case .token(let entry):
                token(entry, identifier, indent + 2, &bytes)
            }
        }
        appendIndent(indent, to: &bytes)
        bytes.append(UInt8(ascii: "}"))
    }

    /// `readonly name?: Type;`: optional when some permutation lacks the token, a union of the
    /// types the permutations give it (in permutation order) when they differ.
    func appendTypeMember(_ entry: Int, _ identifier: String, indent: Int, to bytes: inout [UInt8]) {
        var types: [String] = []
        var everywhere = true
        for permutation in permutations.indices {
            guard let token = union.token(entry, in: permutation, of: permutations) else {
                everywhere = false
                continue
            }
            let type = cssProperties == nil ? TypeScriptTypes.name(of: token) : "string"
            if types.first != type, !types.contains(type) { types.append(type) }
        }
        appendDoc(for: union.representative(entry, in: permutations), indent: indent, to: &bytes)
        appendIndent(indent, to: &bytes)
        bytes.append(literal: "readonly ")
        bytes.appendUTF8(identifier)
        bytes.append(literal: everywhere ? ": " : "?: ")
        for (offset, type) in types.enumerated() {
            if types.count == 1 {
                bytes.appendUTF8(type)
            } else {
                bytes.append(literal: offset == 0 ? "(" : " | (")
                bytes.appendUTF8(type)
                bytes.append(UInt8(ascii: ")"))
            }
        }
        bytes.append(literal: ";\n")
    }

    /// `name: value,` for a token of `permutation`; nothing when it lacks the token.
    func appendValueMember(_ entry: Int, _ identifier: String, permutation: Int, indent: Int, to bytes: inout [UInt8]) {
        guard let token = union.token(entry, in: permutation, of: permutations) else { return }
        appendDoc(for: token, indent: indent, to: &bytes)
        appendIndent(indent, to: &bytes)
        bytes.appendUTF8(identifier)
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

    private func appendDoc(for token: Token, indent: Int, to bytes: inout [UInt8]) {
        guard token.description != nil || token.deprecated != nil else { return }
        var lines: [String] = []
        if let description = token.description { lines.append(description) }
        if case .deprecated(let reason) = token.deprecated {
            lines.append("@deprecated" + (reason.map { " " + $0 } ?? ""))
        }
        guard !lines.isEmpty else { return }
        TypeScriptText.appendDoc(lines, indent: indent, to: &bytes)
    }

    private func appendIndent(_ count: Int, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
    }
}
