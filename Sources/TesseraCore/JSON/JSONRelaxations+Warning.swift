extension JSONRelaxations {
    /// The one warning a file read as JSONC or JSON5 gets: the count of each kind, the first place,
    /// and what plain JSON needs instead; the first place of each other kind is a note. Nil for
    /// plain JSON. `document` is what the file is ("token file", "resolver file").
    public func warning(in file: SourceFile, document: String) -> Diagnostic? {
        guard let first = firstOffset else { return nil }
        let kinds = self.kinds
        let listed = Self.sentence(kinds.map { kind in
            let count = count(of: kind)
            return "\(LegacyReport.grouped(count)) \(count == 1 ? kind.singular : kind.plural)"
        })
        let advice = isJSONC ? "Remove them" : Self.capitalized(Self.sentence(Self.fixes(kinds)))
        let message = "\(listed) (first here); read as \(isJSONC ? "JSONC" : "JSON5"). \(advice) to make this a plain JSON \(document)"
        let notes = kinds.compactMap { kind -> Diagnostic.Note? in
            guard let offset = firstOffsets[kind], offset != first else { return nil }
            return Diagnostic.Note("first \(kind.singular) here", location: file.location(ofOffset: offset))
        }
        return Diagnostic(
            .warning, code: "legacy-json-syntax", message: message, location: file.location(ofOffset: first), notes: notes)
    }

    /// What to write instead, one phrase per kind (comments and trailing commas share one).
    static func fixes(_ kinds: [Kind]) -> [String] {
        var fixes: [String] = []
        let removed = kinds.filter(\.isJSONC).map(\.plural)
        if !removed.isEmpty { fixes.append("remove the " + sentence(removed)) }
        for kind in kinds where !kind.isJSONC {
            switch kind {
            case .singleQuotedString: fixes.append("use double quotes")
            case .unquotedName: fixes.append("quote the member names")
            case .hexadecimalNumber: fixes.append("write numbers in decimal")
            case .decimalPoint: fixes.append("write a digit on both sides of each decimal point")
            case .plusSign: fixes.append("drop the leading '+'")
            case .lineContinuation: fixes.append("keep each string on one line (\\n for a line break)")
            case .escape: fixes.append("use JSON's escapes (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)")
            case .whitespace: fixes.append("use plain spaces")
            case .comment, .trailingComma: break
            }
        }
        return fixes
    }

    /// "a", "a and b", "a, b and c".
    static func sentence(_ parts: [String]) -> String {
        guard parts.count > 1 else { return parts.first ?? "" }
        return parts.dropLast().joined(separator: ", ") + " and " + parts[parts.count - 1]
    }

    static func capitalized(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }
}

extension JSONRelaxations.Kind {
    var singular: String {
        switch self {
        case .comment: "comment"
        case .trailingComma: "trailing comma"
        case .singleQuotedString: "single-quoted string"
        case .unquotedName: "unquoted member name"
        case .hexadecimalNumber: "hexadecimal number"
        case .decimalPoint: "number with a leading or trailing decimal point"
        case .plusSign: "number with a leading '+'"
        case .lineContinuation: "escaped line break in a string"
        case .escape: "JSON5-only escape"
        case .whitespace: "JSON5-only space character"
        }
    }

    var plural: String {
        switch self {
        case .decimalPoint: "numbers with a leading or trailing decimal point"
        case .plusSign: "numbers with a leading '+'"
        case .lineContinuation: "escaped line breaks in strings"
        default: singular + "s"
        }
    }
}
