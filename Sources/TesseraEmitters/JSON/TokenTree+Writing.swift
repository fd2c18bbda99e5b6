import TesseraCore

/// The JSON of groups and tokens. Tokens are read in place through a pointer into the set's
/// array: passing them by value copies each one.
extension TokenTree {
    /// The whole tree as one object, on the calling thread.
    func write(to writer: inout JSONWriter, tokens: [Token]) {
        tokens.withUnsafeBufferPointer { tokens in
            guard let first = tokens.baseAddress else {
                writer.beginObject()
                writer.endObject()
                return
            }
            write(group: 0, to: &writer, tokens: first)
        }
    }

    /// Members `range` of group `index` (`"name": value` each), inside the group's open object.
    func writeMembers(of index: Int, _ range: Range<Int>, to writer: inout JSONWriter, tokens: UnsafePointer<Token>) {
        let group = groups[index]
        for member in range {
            writer.key(group.names[member])
            switch group.entries[member] {
            case .group(let child): write(group: child, to: &writer, tokens: tokens)
            case .token(let tokenIndex): Self.writeToken(tokens + tokenIndex, to: &writer)
            }
        }
    }

    private func write(group index: Int, to writer: inout JSONWriter, tokens: UnsafePointer<Token>) {
        writer.beginObject()
        writeMembers(of: index, groups[index].entries.indices, to: &writer, tokens: tokens)
        writer.endObject()
    }

    /// One token's object: `$type`, `$value` and the metadata it has.
    static func writeToken(_ token: UnsafePointer<Token>, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.plainKey("$type")
        writer.string(token.pointee.type.rawValue)
        writer.plainKey("$value")
        writer.write(token.pointee.value)
        if let description = token.pointee.description {
            writer.plainKey("$description")
            writer.string(description)
        }
        if case .deprecated(let reason) = token.pointee.deprecated {
            writer.plainKey("$deprecated")
            if let reason { writer.string(reason) } else { writer.bool(true) }
        }
        if let extensions = token.pointee.extensions {
            writer.plainKey("$extensions")
            writer.write(extensions)
        }
        writer.endObject()
    }
}
