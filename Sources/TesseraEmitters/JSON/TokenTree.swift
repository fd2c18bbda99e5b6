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
        var indexByName: [Substring: Int] = [:]
    }

    private var groups: [Group] = [Group()]
    /// The parent path of the last inserted token and its group: tokens come grouped, so most
    /// insertions skip walking the path.
    private var lastParent: Substring??
    private var lastParentGroup = 0

    init(_ tokens: [Token], log: inout DiagnosticLog) {
        for (tokenIndex, token) in tokens.enumerated() {
            insert(token, at: tokenIndex, log: &log)
        }
    }

    private mutating func insert(_ token: Token, at tokenIndex: Int, log: inout DiagnosticLog) {
        let path = token.path.string
        let lastDot = path.utf8.lastIndex(of: UInt8(ascii: "."))
        // nil for a top-level token; an empty string is a group with an empty name.
        let parent = lastDot.map { path[..<$0] }
        let name = lastDot.map { path[path.index(after: $0)...] } ?? path[...]
        let group: Int
        if let lastParent, lastParent == parent {
            group = lastParentGroup
        } else {
            guard let found = groupIndex(for: parent) else { return conflict(token, log: &log) }
            group = found
            lastParent = parent
            lastParentGroup = found
        }
        guard groups[group].indexByName[name] == nil else { return conflict(token, log: &log) }
        add(name, .token(tokenIndex), to: group)
    }

    /// The group for a dotted parent path, created as needed; nil when a token is in the way.
    private mutating func groupIndex(for parent: Substring?) -> Int? {
        var group = 0
        guard let parent else { return 0 }
        for segment in parent.split(separator: ".", omittingEmptySubsequences: false) {
            if let existing = groups[group].indexByName[segment] {
                guard case .group(let child) = groups[group].entries[existing] else { return nil }
                group = child
            } else {
                groups.append(Group())
                add(segment, .group(groups.count - 1), to: group)
                group = groups.count - 1
            }
        }
        return group
    }

    private mutating func add(_ name: Substring, _ entry: Entry, to group: Int) {
        groups[group].indexByName[name] = groups[group].entries.count
        groups[group].names.append(name)
        groups[group].entries.append(entry)
    }

    /// A token and a group (or two tokens) with one path cannot both be written; the resolver
    /// rejects such input, so this only guards against a broken set.
    private func conflict(_ token: Token, log: inout DiagnosticLog) {
        log.warning(
            "json-path-conflict",
            "token '\(token.path)' has the same path as another token or group and is left out of the JSON output",
            at: token.position)
    }

    func write(to writer: inout JSONWriter, tokens: [Token]) {
        write(group: 0, to: &writer, tokens: tokens)
    }

    private func write(group index: Int, to writer: inout JSONWriter, tokens: [Token]) {
        let group = groups[index]
        writer.beginObject()
        for (name, entry) in zip(group.names, group.entries) {
            writer.key(name)
            switch entry {
            case .group(let child): write(group: child, to: &writer, tokens: tokens)
            case .token(let tokenIndex): Self.write(tokens[tokenIndex], to: &writer)
            }
        }
        writer.endObject()
    }

    private static func write(_ token: Token, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("$type")
        writer.string(token.type.rawValue)
        writer.key("$value")
        writer.write(token.value)
        if let description = token.description {
            writer.key("$description")
            writer.string(description)
        }
        if case .deprecated(let reason) = token.deprecated {
            writer.key("$deprecated")
            if let reason { writer.string(reason) } else { writer.bool(true) }
        }
        if let extensions = token.extensions {
            writer.key("$extensions")
            writer.write(extensions)
        }
        writer.endObject()
    }
}
