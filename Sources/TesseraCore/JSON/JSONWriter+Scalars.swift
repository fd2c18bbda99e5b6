/// The scalar encodings, shared with other text outputs (CSS numbers use the same digits).
extension JSONWriter {
    /// Appends `value` in its shortest round-trip form: integers without `.0`, an exponent only for
    /// very large or very small magnitudes, written without `+` or leading zeros (`1e-7`, `1e21`).
    /// Negative zero is written `0`. `value` must be finite.
    public static func appendNumber(_ value: Double, to bytes: inout [UInt8]) {
        if value == 0 || !value.isFinite {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        // Integers below 2^53 are exact, and by far the most common numbers in token files.
        if isSafeInteger(value) {
            appendInteger(Int64(value), to: &bytes)
            return
        }
        appendShortestDecimal(value, to: &bytes)
    }

    /// An integer below 2^53 in magnitude: written with `appendInteger`, without formatting.
    static func isSafeInteger(_ value: Double) -> Bool {
        value.magnitude < 9_007_199_254_740_992 && value == value.rounded(.towardZero)
    }

    /// Appends the decimal digits of `value`.
    public static func appendInteger(_ value: Int64, to bytes: inout [UInt8]) {
        DecimalDigits.withDigits(of: value) { bytes.append(contentsOf: $0) }
    }

    /// Swift's `description` is already the shortest round-trip form; only its exponent
    /// spelling (`1e-07`, `1e+16`) is normalised.
    private static func appendShortestDecimal(_ value: Double, to bytes: inout [UInt8]) {
        let text = value.description
        var inExponent = false
        var exponentDigitSeen = false
        for byte in text.utf8 {
            if byte == UInt8(ascii: "e") {
                inExponent = true
                bytes.append(byte)
                continue
            }
            if inExponent {
                if byte == UInt8(ascii: "+") { continue }
                if byte == UInt8(ascii: "0"), !exponentDigitSeen { continue }
                if byte != UInt8(ascii: "-") { exponentDigitSeen = true }
            }
            bytes.append(byte)
        }
    }

    /// Appends `text` as a quoted JSON string, escaping `"`, `\`, control characters and the line
    /// separators U+2028 and U+2029 (which break JavaScript that embeds the JSON).
    public static func appendString(_ text: some StringProtocol, to bytes: inout [UInt8]) {
        let done: Void? = text.utf8.withContiguousStorageIfAvailable { appendQuoted($0, to: &bytes) }
        if done == nil {
            var copy = String(text)
            copy.withUTF8 { appendQuoted($0, to: &bytes) }
        }
    }

    static func appendQuoted(_ utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var runStart = 0
        var index = 0
        let count = utf8.count
        while index < count {
            let byte = utf8[index]
            let isSeparator = byte == 0xE2 && index + 2 < count && utf8[index + 1] == 0x80
                && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9)
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || isSeparator else {
                index += 1
                continue
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
            if isSeparator {
                appendUnicodeEscape(utf8[index + 2] == 0xA8 ? 0x2028 : 0x2029, to: &bytes)
                index += 3
            } else {
                appendEscape(for: byte, to: &bytes)
                index += 1
            }
            runStart = index
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<count]))
        bytes.append(UInt8(ascii: "\""))
    }

    private static func appendEscape(for byte: UInt8, to bytes: inout [UInt8]) {
        let short: UInt8? = switch byte {
        case UInt8(ascii: "\""): UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): UInt8(ascii: "\\")
        case 0x0A: UInt8(ascii: "n")
        case 0x0D: UInt8(ascii: "r")
        case 0x09: UInt8(ascii: "t")
        case 0x08: UInt8(ascii: "b")
        case 0x0C: UInt8(ascii: "f")
        default: nil
        }
        if let short {
            bytes.append(UInt8(ascii: "\\"))
            bytes.append(short)
        } else {
            appendUnicodeEscape(UInt16(byte), to: &bytes)
        }
    }

    private static func appendUnicodeEscape(_ unit: UInt16, to bytes: inout [UInt8]) {
        let hex: [UInt8] = Array("0123456789abcdef".utf8)
        bytes.append(UInt8(ascii: "\\"))
        bytes.append(UInt8(ascii: "u"))
        for shift in stride(from: 12, through: 0, by: -4) {
            bytes.append(hex[Int((unit >> UInt16(shift)) & 0xF)])
        }
    }
}
