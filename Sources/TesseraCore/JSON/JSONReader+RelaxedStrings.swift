/// JSON5 strings: single quotes, escaped line breaks and the escapes JSON lacks.
extension JSONReader.Parser {
    /// A single-quoted string, at its opening quote; `"` needs no escape inside.
    mutating func parseSingleQuotedString() throws(JSONReader.Failure) -> String {
        let start = index
        relaxations.record(.singleQuotedString, at: start)
        index += 1
        let contentStart = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "'") {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[contentStart..<index]), as: UTF8.self)
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") {
                return try parseEscapedString(from: contentStart, openedAt: start, quote: UInt8(ascii: "'"))
            }
            if byte < 0x20 { throw controlCharacterFailure(byte) }
            index += 1
        }
        throw fail("invalid-json", "this string is never closed; add the missing \"'\"", at: start)
    }

    /// An escape JSON does not have; `letter` was read and `index` is past it. JSON5 reads a
    /// backslash before a line break as nothing (the string goes on on the next line), `\'`, `\v`,
    /// `\0`, `\xHH`, and any other character as itself, except digits.
    mutating func appendRelaxedEscape(_ letter: UInt8, escapeStart: Int, to scratch: inout [UInt8]) throws(JSONReader.Failure) {
        guard relaxed else {
            throw fail(
                "invalid-json",
                "unknown escape '\\\(Character(Unicode.Scalar(letter)))'; JSON allows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX",
                at: escapeStart)
        }
        if letter == 0x0A || letter == 0x0D || lineSeparatorWidth(at: index - 1) > 0 {
            if letter == 0x0D, index < bytes.count, bytes[index] == 0x0A { index += 1 }
            if letter == 0xE2 { index += 2 }
            relaxations.record(.lineContinuation, at: escapeStart)
            return
        }
        switch letter {
        case UInt8(ascii: "v"): scratch.append(0x0B)
        case UInt8(ascii: "0"):
            guard index >= bytes.count || !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) else {
                throw fail("invalid-json", "'\\0' may not be followed by a digit (JSON5 has no octal escapes)", at: escapeStart)
            }
            scratch.append(0x00)
        case UInt8(ascii: "1")...UInt8(ascii: "9"):
            throw fail("invalid-json", "'\\\(Character(Unicode.Scalar(letter)))' is not an escape (JSON5 has no octal escapes); write the digit alone", at: escapeStart)
        case UInt8(ascii: "x"):
            guard index + 1 < bytes.count, let high = ASCIIHex.value(bytes[index]), let low = ASCIIHex.value(bytes[index + 1]) else {
                throw fail("invalid-json", "\\x must be followed by two hexadecimal digits", at: escapeStart)
            }
            index += 2
            scratch.append(contentsOf: UTF8.encode(Unicode.Scalar(UInt8(high) << 4 | UInt8(low)))!)
        default:
            // Any other character stands for itself (`\'` is a quote); the rest of a multi-byte
            // character follows as ordinary bytes.
            scratch.append(letter)
        }
        relaxations.record(.escape, at: escapeStart)
    }
}
