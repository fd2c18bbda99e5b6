import TesseraCore

/// The tokens of a resolved JSON document (the `json` output, as `tessera resolve` prints it), by
/// path, each as compact JSON, to compare a migration's result with the lenient reading's.
struct ResolvedTokens {
    private(set) var order: [String] = []
    private(set) var tokens: [String: JSONNode] = [:]

    /// `$extensions.mode` is left out: migration moves per-token modes into a resolver.
    init(_ bytes: [UInt8]) {
        guard let root = try? JSONReader.read(SourceFile(path: "", bytes: bytes)), let object = root.object else { return }
        collect(object, prefix: "")
    }

    private mutating func collect(_ group: JSONObject, prefix: String) {
        for member in group.members {
            guard var object = member.value.object else { continue }
            let path = prefix.isEmpty ? member.key : prefix + "." + member.key
            guard object["$value"] != nil else {
                collect(object, prefix: path)
                continue
            }
            if var extensions = object["$extensions"]?.object, extensions["mode"] != nil {
                extensions["mode"] = nil
                object["$extensions"] = extensions.isEmpty ? nil : JSONNode(.object(extensions))
            }
            order.append(path)
            tokens[path] = JSONNode(.object(object))
        }
    }

    /// Paths whose token is not the same in `other` (missing there, added there, or different).
    func differences(from other: ResolvedTokens) -> [String] {
        let changed = order.filter { path in other.tokens[path].map { Self.text($0) != Self.text(tokens[path]!) } ?? true }
        return changed + other.order.filter { tokens[$0] == nil }
    }

    /// The token's resolved `$value` as compact JSON (at most 120 characters).
    func valueText(_ path: String) -> String {
        guard let value = tokens[path]?.object?["$value"] else { return "nothing" }
        let text = String(decoding: JSONWriter.serialize(value, style: .compact), as: UTF8.self)
        return text.count > 120 ? String(text.prefix(117)) + "…" : text
    }

    private static func text(_ node: JSONNode) -> [UInt8] { JSONWriter.serialize(node, style: .compact) }
}

/// Which token a line of a migrated file belongs to: each file's token keys by line, so a strict
/// error inside a migrated value is reported at the input token it comes from.
struct MigratedTokenLines {
    private var files: [String: [(line: Int, path: String)]] = [:]

    init(_ contents: [[UInt8]], paths: [String]) {
        for (bytes, path) in zip(contents, paths) {
            guard let root = try? JSONReader.read(SourceFile(path: path, bytes: bytes)), let object = root.object else { continue }
            var lines: [(line: Int, path: String)] = []
            Self.collect(object, prefix: "", into: &lines)
            files[path] = lines
        }
    }

    private static func collect(_ group: JSONObject, prefix: String, into lines: inout [(line: Int, path: String)]) {
        for member in group.members where !member.key.hasPrefix("$") || member.key == "$root" {
            guard let object = member.value.object else { continue }
            let path = prefix.isEmpty ? member.key : prefix + "." + member.key
            if object["$value"] != nil || object["$ref"] != nil {
                if let line = member.keyPosition?.location.line { lines.append((line, path)) }
            } else {
                collect(object, prefix: path, into: &lines)
            }
        }
    }

    /// The last token whose key is written at or before `location`.
    func token(at location: Diagnostic.Location) -> String? {
        files[location.file]?.last { $0.line <= location.line }?.path
    }
}
