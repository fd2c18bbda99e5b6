import TesseraCore

/// The walk through a `TypeScriptTree`, for tokens whose paths are out of tree order or whose
/// names must be made identifiers: the type is written here while each permutation's object is
/// written on another thread, and both share `appendGroup`.
extension TypeScriptModule {
    func pieces(tree: TypeScriptTree) -> [TypeScriptBytes] {
        let objects = BackgroundWork(Array(permutations.indices)) { [self] permutation in
            var bytes = TypeScriptWriter(reservingCapacity: union.count * 160 + 1024)
            appendObjectStart(permutation: permutation, to: &bytes)
            appendGroup(0, of: tree, indent: 0, declaring: false, to: &bytes) { entry, identifier, indent, bytes in
                appendValueMember(entry, identifier, permutation: permutation, indent: indent, to: &bytes)
            }
            bytes.append(literal: " as const;\n")
            return bytes.finish()
        }
        var type = TypeScriptWriter(reservingCapacity: union.count * 48 + 8192)
        appendDeclarations(to: &type)
        appendGroup(0, of: tree, indent: 0, declaring: true, to: &type) { entry, identifier, indent, bytes in
            appendTypeMember(entry, identifier, indent: indent, to: &bytes)
        }
        type.append(UInt8(ascii: "\n"))
        let declarations = type.finish()
        return [declarations] + objects.wait() + [closingPiece()]
    }

    /// `{ … }` for a group: nested groups as members, each token through `token` (its union
    /// entry, identifier, indent and the buffer). `declaring` writes the type's `readonly x: …;`
    /// form of a group member, otherwise the object's `x: …,`.
    private func appendGroup(
        _ index: Int, of tree: TypeScriptTree, indent: Int, declaring: Bool, to bytes: inout TypeScriptWriter,
        token: (_ entry: Int, _ identifier: UnsafeBufferPointer<UInt8>, _ indent: Int, _ bytes: inout TypeScriptWriter) -> Void
    ) {
        bytes.append(literal: "{\n")
        let group = tree.groups[index]
        for (identifier, member) in zip(group.identifiers, group.members) {
            switch member {
            case .group(let child):
                bytes.appendSpaces(indent + 2)
                if declaring { bytes.append(literal: "readonly ") }
                bytes.appendUTF8(identifier)
                bytes.append(literal: ": ")
                appendGroup(child, of: tree, indent: indent + 2, declaring: declaring, to: &bytes, token: token)
                bytes.append(literal: declaring ? ";\n" : ",\n")
            case .token(let entry):
                var identifier = identifier
                identifier.withUTF8 { token(entry, $0, indent + 2, &bytes) }
            }
        }
        bytes.appendSpaces(indent)
        bytes.append(UInt8(ascii: "}"))
    }
}
