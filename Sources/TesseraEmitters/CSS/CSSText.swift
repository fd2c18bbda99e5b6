import TesseraCore

/// Low-level CSS text: numbers, strings and comments, written straight into a byte buffer.
enum CSSText {
    /// A CSS number: rounded to 6 decimals (far below anything visible, and it hides binary noise
    /// such as `25.500000000000004`), without trailing zeros or a trailing `.`. Written with integer
    /// arithmetic, which is exact here and much faster than formatting a `Double`.
    static func appendNumber(_ value: Double, to bytes: inout [UInt8]) {
        guard value.isFinite, value.magnitude < 1e12 else {
            JSONWriter.appendNumber(value.isFinite ? value : 0, to: &bytes)
            return
        }
        let micros = Int64((value * 1e6).rounded())
        if micros == 0 {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        if micros < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = micros.magnitude
        JSONWriter.appendInteger(Int64(magnitude / 1_000_000), to: &bytes)
        var fraction = magnitude % 1_000_000
        guard fraction > 0 else { return }
        bytes.append(UInt8(ascii: "."))
        var divisor: UInt64 = 100_000
        while fraction > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(fraction / divisor))
            fraction %= divisor
            divisor /= 10
        }
    }

    static func appendNumber(_ value: Double, unit: String, to bytes: inout [UInt8]) {
        appendNumber(value, to: &bytes)
        bytes.append(contentsOf: unit.utf8)
    }

    /// A double-quoted CSS string. `"` and `\` are backslash-escaped; control characters, and `<`
    /// (so `</style>` cannot end an inline style element), become hex escapes such as `\a `.
    static func appendString(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                bytes.append(UInt8(ascii: "\\"))
                bytes.append(byte)
            case 0..<0x20, 0x7F, UInt8(ascii: "<"):
                appendHexEscape(byte, to: &bytes)
            default:
                bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static func appendHexEscape(_ byte: UInt8, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\\"))
        if byte >= 0x10 { bytes.append(ASCIIHex.digit(byte >> 4)) }
        bytes.append(ASCIIHex.digit(byte & 0xF))
        // The space ends the escape, so a following hex digit is not swallowed into it.
        bytes.append(UInt8(ascii: " "))
    }

    /// A `/* … */` comment on one line. The text cannot end the comment early (`*/` becomes `* /`)
    /// or an inline style element (`</` becomes `< /`); line breaks and other control characters
    /// become spaces, and runs of whitespace collapse.
    static func appendComment(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: "/* ".utf8)
        appendCommentBody(text, to: &bytes)
        bytes.append(contentsOf: " */".utf8)
    }

    static func appendCommentBody(_ text: String, to bytes: inout [UInt8]) {
        var previous: UInt8 = UInt8(ascii: " ")
        var pendingSpace = false
        for var byte in text.utf8 {
            if byte < 0x20 || byte == 0x7F { byte = UInt8(ascii: " ") }
            if byte == UInt8(ascii: " ") {
                pendingSpace = true
                continue
            }
            if pendingSpace, previous != UInt8(ascii: " ") {
                bytes.append(UInt8(ascii: " "))
                previous = UInt8(ascii: " ")
            }
            pendingSpace = false
            let opensCloser = (previous == UInt8(ascii: "*") || previous == UInt8(ascii: "<"))
                && byte == UInt8(ascii: "/")
            if opensCloser { bytes.append(UInt8(ascii: " ")) }
            bytes.append(byte)
            previous = byte
        }
    }
}
