/// Lexical path arithmetic shared by the source loaders, so on-disk and in-memory loaders resolve
/// `../colors.json` identically and diagnostics show short relative paths.
public enum SourcePath {
    /// `reference` resolved against the folder of `base`; `file:` URLs become paths, remote URLs are
    /// rejected because Tessera never goes to the network.
    public static func resolve(_ reference: String, relativeTo base: String) throws(SourceLoadError) -> String {
        var path = reference
        if let scheme = scheme(of: reference) {
            guard scheme == "file" else {
                throw SourceLoadError(
                    path: reference,
                    reason: .unsupported(
                        "Tessera does not fetch '\(scheme):' sources; download the file and reference it by path"))
            }
            path = String(reference.dropFirst("file://".count))
            path = path.removingPercentEncodingIfPossible
        }
        guard !path.isEmpty else {
            throw SourceLoadError(path: reference, reason: .unsupported("the path is empty"))
        }
        if path.hasPrefix("/") { return normalize(path) }
        return normalize(directory(of: base) + path)
    }

    /// Collapses `.` and `..` segments and repeated slashes; a relative path that climbs above its
    /// start keeps its leading `..` segments.
    public static func normalize(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var segments: [Substring] = []
        for segment in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch segment {
            case ".": continue
            case "..":
                if let last = segments.last, last != ".." {
                    segments.removeLast()
                } else if !isAbsolute {
                    segments.append(segment)
                }
            default: segments.append(segment)
            }
        }
        let joined = segments.joined(separator: "/")
        return isAbsolute ? "/" + joined : joined
    }

    /// The folder part including the final slash, or "" for a bare file name.
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[...slash])
    }

    /// `https` in `https://…`; nil for plain paths (a Windows drive letter is not a scheme).
    static func scheme(of reference: String) -> String? {
        guard let colon = reference.firstIndex(of: ":") else { return nil }
        let scheme = reference[..<colon]
        guard scheme.count > 1, let first = scheme.first, first.isLetter,
              scheme.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." })
        else { return nil }
        return scheme.lowercased()
    }
}

extension String {
    /// `%20` → space, for `file:` URLs; left alone when the escapes are malformed.
    fileprivate var removingPercentEncodingIfPossible: String {
        guard contains("%") else { return self }
        var bytes: [UInt8] = []
        var iterator = utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else { bytes.append(byte); continue }
            guard let high = iterator.next(), let low = iterator.next(),
                  let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16)
            else { return self }
            bytes.append(value)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
