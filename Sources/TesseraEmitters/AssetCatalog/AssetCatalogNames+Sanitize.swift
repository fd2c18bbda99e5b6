extension AssetCatalogNames {
    /// File names may be at most 255 bytes; this leaves room for `.colorset` and a `-N` suffix.
    static let maximumNameBytes = 240

    /// One path segment as a file name Xcode accepts and every file system can hold: `/`, `:`
    /// (the Finder's `/`), `\` and control characters become `-`; leading dots (hidden files,
    /// which Xcode skips) become `_`; an empty name is `_`; long names are cut at a character
    /// boundary. Everything else, emoji and spaces included, is kept: Xcode handles them.
    static func sanitize(_ segment: some StringProtocol) -> String {
        var result = ""
        var leading = true
        for scalar in segment.unicodeScalars {
            if leading, scalar == "." {
                result.unicodeScalars.append("_")
                continue
            }
            leading = false
            let unsafe = scalar == "/" || scalar == ":" || scalar == "\\" || scalar.properties.generalCategory == .control
            result.unicodeScalars.append(unsafe ? "-" : scalar)
        }
        if result.isEmpty { return "_" }
        guard result.utf8.count > maximumNameBytes else { return result }
        var cut = ""
        for character in result {
            guard cut.utf8.count + character.utf8.count <= maximumNameBytes else { break }
            cut.append(character)
        }
        return cut
    }
}
