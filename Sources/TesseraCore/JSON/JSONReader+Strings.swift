extension JSONReader.Parser {
    /// Parses a string starting at the opening quote. The bytes were validated as UTF-8 up front, so
    /// strings without escapes are copied straight out of the buffer.
    mutating func parseString() throws(JSONReader.Failure) -> String {
        let start = index
        index += 1
        let contentStart = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[contentStart..<index]), as: UTF8.self)
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { return try parseEscapedString(from: contentStart, openedAt: start) }
            if byte < 0x20 { throw controlCharacterFailure(byte) }
            index += 1
        }
        throw fail("invalid-json", "this string is never closed; add the missing '\"'", at: start)
    }

    func controlCharacterFailure(_ byte: UInt8) -> JSONReader.Failure {
        let what = byte == 0x0A ? "a line break" : "control character 0x\(String(byte, radix: 16, uppercase: true))"
        return fail("invalid-json", "\(what) inside a string; write it as an escape such as \\n or \\u0009")
    }

    /// `quote` is `'` for a JSON5 single-quoted string.
    mutating func parseEscapedString(
        from contentStart: Int, openedAt start: Int, quote: UInt8 = UInt8(ascii: "\"")
    ) throws(JSONReader.Failure) -> String {
        var scratch: [UInt8] = Array(bytes[contentStart..<index])
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case quote:
                index += 1
                return String(decoding: scratch, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try appendEscape(to: &scratch)
            case ..<0x20:
                throw controlCharacterFailure(byte)
            default:
                scratch.append(byte)
                index += 1
            }
        }
        throw fail("invalid-json", "this string is never closed; add the missing '\(Character(Unicode.Scalar(quote)))'", at: start)
    }

    private mutating func appendEscape(to scratch: inout [UInt8]) throws(JSONReader.Failure) {
        let escapeStart = index
        index += 1
        guard index < bytes.count else { throw fail("invalid-json", "unexpected end of file in an escape sequence") }
        let letter = bytes[index]
        index += 1
        switch letter {
        case UInt8(ascii: "\""): scratch.append(0x22)
        case UInt8(ascii: "\\"): scratch.append(0x5C)
        case UInt8(ascii: "/"): scratch.append(0x2F)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "u"):
            var scalarValue = try readHex4(escapeStart: escapeStart)
            if (0xD800...0xDBFF).contains(scalarValue) {
                // A high surrogate must be followed by an escaped low surrogate.
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw fail("invalid-json", "\\u escape holds a lone high surrogate; pair it with a low surrogate", at: escapeStart)
                }
                index += 2
                let low = try readHex4(escapeStart: escapeStart)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw fail("invalid-json", "\\u escape holds a lone high surrogate; pair it with a low surrogate", at: escapeStart)
                }
                scalarValue = 0x10000 + ((scalarValue - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(scalarValue) {
                throw fail("invalid-json", "\\u escape holds a lone low surrogate", at: escapeStart)
            }
            guard let scalar = Unicode.Scalar(scalarValue) else {
                throw fail("invalid-json", "\\u escape is not a Unicode scalar", at: escapeStart)
            }
            scratch.append(contentsOf: UTF8.encode(scalar)!)
        default:
            try appendRelaxedEscape(letter, escapeStart: escapeStart, to: &scratch)
        }
    }

    private mutating func readHex4(escapeStart: Int) throws(JSONReader.Failure) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = ASCIIHex.value(bytes[index]) else {
                throw fail("invalid-json", "\\u must be followed by four hexadecimal digits", at: escapeStart)
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

}
