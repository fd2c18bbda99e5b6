import TesseraCore

/// Low-level TypeScript text: string literals and JSDoc comments (numbers: `TypeScriptWriter.appendNumber`).
enum TypeScriptText {
    /// A double-quoted string literal. `"` and `\` are backslash-escaped; control characters,
    /// U+2028 and U+2029 (line terminators in older engines) and bidirectional controls (which can
    /// make code read differently from how it runs) become `\uXXXX`; `<` too, so that `</script>`
    /// cannot end an inline script.
    static func appendString(_ text: String, to bytes: inout TypeScriptWriter) {
        bytes.append(UInt8(ascii: "\""))
        // Most strings (colour spaces, hex, units, font names) need no escape: copied as they are.
        var text = text
        let plain = text.withUTF8 { utf8 in
            guard utf8.allSatisfy(isPlain) else { return false }
            bytes.append(utf8)
            return true
        }
        if !plain { appendEscaped(text, to: &bytes) }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Printable ASCII that a string literal holds as it is.
    private static func isPlain(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") && byte != UInt8(ascii: "<")
    }

    private static func appendEscaped(_ text: String, to bytes: inout TypeScriptWriter) {
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"", "\\":
                bytes.append(UInt8(ascii: "\\"))
                bytes.append(UInt8(scalar.value))
            case "\n": bytes.append(literal: "\\n")
            case "\u{0}"..."\u{1F}", "\u{7F}", "<", "\u{2028}", "\u{2029}":
                appendEscape(scalar, to: &bytes)
            default:
                if isBidiControl(scalar) { appendEscape(scalar, to: &bytes) } else { appendUTF8(scalar, to: &bytes) }
            }
        }
    }

    /// `\uXXXX` (every scalar escaped here is in the Basic Multilingual Plane).
    private static func appendEscape(_ scalar: Unicode.Scalar, to bytes: inout TypeScriptWriter) {
        bytes.append(literal: "\\u")
        for shift in stride(from: 12, through: 0, by: -4) {
            bytes.append(ASCIIHex.digit(UInt8((scalar.value >> UInt32(shift)) & 0xF)))
        }
    }

    /// A JSDoc block of `lines` (a description, `@deprecated …`), indented. The text cannot close the
    /// comment (`appendCommentText`); line breaks of any kind start a new ` * ` line. Nothing is
    /// written when every line is blank.
    static func appendDoc(_ lines: [String], indent: Int, to bytes: inout TypeScriptWriter) {
        let split = lines.flatMap { $0.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) }
        var body = split.map { $0.trimmingTrailingSpaces() }
        while body.first?.isEmpty == true { body.removeFirst() }
        while body.last?.isEmpty == true { body.removeLast() }
        guard !body.isEmpty else { return }
        bytes.appendSpaces(indent)
        bytes.append(literal: "/**\n")
        for line in body {
            bytes.appendSpaces(indent)
            bytes.append(literal: line.isEmpty ? " *" : " * ")
            appendCommentText(line, to: &bytes)
            bytes.append(UInt8(ascii: "\n"))
        }
        bytes.appendSpaces(indent)
        bytes.append(literal: " */\n")
    }

    /// Comment text: `*/` becomes `*\/` and `</` becomes `<\/` (which would end an inline script);
    /// control characters become spaces and bidirectional controls `[U+202E]`, visibly.
    private static func appendCommentText(_ text: String, to bytes: inout TypeScriptWriter) {
        var previous: Unicode.Scalar = "\u{0}"
        for var scalar in text.unicodeScalars {
            if isBidiControl(scalar) {
                bytes.appendUTF8("[U+\(String(scalar.value, radix: 16, uppercase: true))]")
                previous = "]"
                continue
            }
            if scalar.value < 0x20 || scalar.value == 0x7F { scalar = " " }
            if previous == "*" || previous == "<", scalar == "/" { bytes.append(UInt8(ascii: "\\")) }
            appendUTF8(scalar, to: &bytes)
            previous = scalar
        }
    }

    private static func appendUTF8(_ scalar: Unicode.Scalar, to bytes: inout TypeScriptWriter) {
        UTF8.encode(scalar) { bytes.append($0) }
    }

    /// Explicit bidirectional formatting characters (Unicode TR 9): embeddings, overrides, isolates
    /// and marks.
    static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}

extension Substring {
    fileprivate func trimmingTrailingSpaces() -> String {
        var end = endIndex
        while end > startIndex, self[index(before: end)].isWhitespace { end = index(before: end) }
        return String(self[startIndex..<end])
    }
}
