import TesseraCore

/// Tokens regrouped into nested groups by their path segments, in document order, so the JSON
/// output has the same shape as a DTCG file. Built once per permutation in linear time.
struct TokenTree {
    private enum Entry {
        case group(Int)
        case token(Int)
    }

    private struct Group {
        var names: [Substring] = []
        var entries: [Entry] = []
    }

    private var groups: [Group] = [Group()]
    /// Every group path and token path seen, so a token cannot share its path with a group or
    /// another token: groups own their index, tokens `-1 - index`.
    private var paths: ByteSliceTable
    /// The parent path of the last inserted token and its group: tokens come grouped, so most
    /// insertions skip walking the path.
    private var lastParent: Substring??
    private var lastParentGroup = 0

    init(_ tokens: [Token], log: inout DiagnosticLog) {
        paths = ByteSliceTable(expectedCount: tokens.count + tokens.count / 8)
        tokens.withUnsafeBufferPointer { tokens in
            for index in tokens.indices {
                guard insert(tokens[index].path.string, at: index) else {
                    conflict(tokens[index].path, at: tokens[index].position, log: &log)
                    continue
                }
            }
        }
    }

    /// Adds a token; false when its path is already a token or a group, or runs through a token.
    private mutating func insert(_ path: String, at tokenIndex: Int) -> Bool {
        let lastDot = path.utf8.lastIndex(of: UInt8(ascii: "."))
        // nil for a top-level token; an empty string is a group with an empty name.
        let parent = lastDot.map { path[..<$0] }
        let name = lastDot.map { path[path.index(after: $0)...] } ?? path[...]
        let group: Int
        if let lastParent, lastParent == parent {
            group = lastParentGroup
        } else {
            guard let found = groupIndex(for: parent) else { return false }
            group = found
            lastParent = parent
            lastParentGroup = found
        }
        guard paths.insert(path.utf8, owner: -1 - tokenIndex) == nil else { return false }
        groups[group].names.append(name)
        groups[group].entries.append(.token(tokenIndex))
        return true
    }

    /// The group for a dotted parent path, created as needed; nil when a token is in the way.
    private mutating func groupIndex(for parent: Substring?) -> Int? {
        guard let parent else { return 0 }
        if let known = paths.owner(of: parent) { return known >= 0 ? known : nil }
        let outer = parent.utf8.lastIndex(of: UInt8(ascii: ".")).map { parent[..<$0] }
        guard let container = groupIndex(for: outer) else { return nil }
        let name = outer.map { parent[parent.index(after: $0.endIndex)...] } ?? parent
        let created = groups.count
        groups.append(Group())
        groups[container].names.append(name)
        groups[container].entries.append(.group(created))
        _ = paths.insert(parent.utf8, owner: created)
        return created
    }

    /// A token and a group (or two tokens) with one path cannot both be written; the resolver
    /// rejects such input, so this only guards against a broken set.
    private func conflict(_ path: TokenPath, at position: SourcePosition?, log: inout DiagnosticLog) {
        log.warning(
            "json-path-conflict",
            "token '\(path)' has the same path as another token or group and is left out of the JSON output",
            at: position)
    }

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

    private func write(group index: Int, to writer: inout JSONWriter, tokens: UnsafePointer<Token>) {
        let group = groups[index]
        writer.beginObject()
        for (name, entry) in zip(group.names, group.entries) {
            writer.key(name)
            switch entry {
            case .group(let child): write(group: child, to: &writer, tokens: tokens)
            case .token(let tokenIndex): Self.write(tokens + tokenIndex, to: &writer)
            }
        }
        writer.endObject()
    }

    /// `token` points into the set's array: read in place, not copied.
    private static func write(_ token: UnsafePointer<Token>, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("$type")
        writer.string(token.pointee.type.rawValue)
        writer.key("$value")
        writer.write(token.pointee.value)
        if let description = token.pointee.description {
            writer.key("$description")
            writer.string(description)
        }
        if case .deprecated(let reason) = token.pointee.deprecated {
            writer.key("$deprecated")
            if let reason { writer.string(reason) } else { writer.bool(true) }
        }
        if let extensions = token.pointee.extensions {
            writer.key("$extensions")
            writer.write(extensions)
        }
        writer.endObject()
    }
}
