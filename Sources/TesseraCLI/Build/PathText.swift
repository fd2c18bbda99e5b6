/// Path arithmetic on strings. `NSString.deletingLastPathComponent` traps on Linux for a
/// one-character relative path such as `s` (swift-corelibs-foundation), which `tessera init s`
/// and `--output o` reach; this does the same without Foundation.
enum PathText {
    /// `a/b/c` → `a/b`, `a` → ``, `/a` → `/`, `a/b/` → `a`; `/` stays `/`.
    static func parent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        if slash == trimmed.startIndex { return "/" }
        var parent = trimmed[..<slash]
        while parent.count > 1, parent.hasSuffix("/") { parent = parent.dropLast() }
        return String(parent)
    }
}
