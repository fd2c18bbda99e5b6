extension JSONReader.Failure {
    /// A repeat that a lenient read kept going past, as the warning it then is.
    public var duplicateWarning: Diagnostic {
        var warning = diagnostic
        warning.severity = .warning
        warning.message += "; Tessera uses the last one"
        return warning
    }

    /// Duplicate keys point back at the first occurrence.
    func withNote(_ first: Diagnostic.Location?) -> JSONReader.Failure {
        guard let first else { return self }
        var copy = self
        copy.message += " (first written at line \(first.line), column \(first.column))"
        return copy
    }
}

/// Failure messages, and the way out a strict read offers when the file is JSONC or JSON5.
extension JSONReader.Parser {
    static let commentsHint = "; `--lenient` (or `import: lenient`) reads comments and trailing commas (JSONC/JSON5)"
    static let json5Hint = "; `--lenient` (or `import: lenient`) reads JSON5 (single-quoted strings, unquoted member names, hexadecimal numbers, …)"

    /// "unexpected X; expected Y", plus the hint when X starts something lenient mode reads.
    func unexpected(_ expected: String, expectingName: Bool = false) -> JSONReader.Failure {
        fail(
            "invalid-json",
            "unexpected \(describeByte(at: index)); expected \(expected)" + strictHint(at: index, expectingName: expectingName))
    }

    /// Computed only once a strict read has failed at `offset`: a comment, a trailing comma, or a
    /// JSON5 form there gets the hint; anything else, or a relaxed read, gets nothing.
    func strictHint(at offset: Int, expectingName: Bool) -> String {
        guard !relaxed, offset < bytes.count else { return "" }
        let byte = bytes[offset]
        let next = offset + 1 < bytes.count ? bytes[offset + 1] : 0
        let digitNext = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(next)
        if byte == UInt8(ascii: "/"), next == UInt8(ascii: "/") || next == UInt8(ascii: "*") { return Self.commentsHint }
        if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]"), commaBefore(offset) != nil { return Self.commentsHint }
        if byte == UInt8(ascii: "'") { return Self.json5Hint }
        if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "."), digitNext { return Self.json5Hint }
        if matches("Infinity", at: offset) || matches("NaN", at: offset) { return Self.json5Hint }
        return expectingName && isIdentifierStart(at: offset) ? Self.json5Hint : ""
    }

    /// The offset of the ',' just before `offset`, past JSON whitespace only: where a closing
    /// bracket follows a comma, that comma is a trailing one.
    func commaBefore(_ offset: Int) -> Int? {
        var scan = offset - 1
        while scan >= 0 {
            switch bytes[scan] {
            case 0x20, 0x0A, 0x0D, 0x09: scan -= 1
            case UInt8(ascii: ","): return scan
            default: return nil
            }
        }
        return nil
    }
}
