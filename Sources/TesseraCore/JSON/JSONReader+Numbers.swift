extension JSONReader.Parser {
    /// RFC 8259 number grammar: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    mutating func parseNumber() throws(JSONReader.Failure) -> Double {
        let start = index
        var negative = false
        if bytes[index] == UInt8(ascii: "-") {
            negative = true
            index += 1
        }
        var mantissa: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        guard index < bytes.count, isDigit(bytes[index]) else {
            return try relaxedNumber(from: start, orFail: "a number needs a digit after '-'")
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            // Digits and letters sort after '0', the usual '.' and ',' before: one comparison for those.
            if index < bytes.count, bytes[index] >= UInt8(ascii: "0") {
                if isDigit(bytes[index]) { throw fail("invalid-json", "numbers may not have leading zeros", at: start) }
                if bytes[index] | 0x20 == UInt8(ascii: "x") {
                    return try relaxedNumber(from: start, orFail: "hexadecimal numbers are not JSON; write the number in decimal")
                }
            }
        } else {
            while index < bytes.count, isDigit(bytes[index]) {
                accumulate(&mantissa, &digits, bytes[index])
                index += 1
            }
        }
        var simple = true
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else {
                return try relaxedNumber(from: start, orFail: "a number needs digits after the decimal point")
            }
            while index < bytes.count, isDigit(bytes[index]) {
                accumulate(&mantissa, &digits, bytes[index])
                fractionDigits += 1
                index += 1
            }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            simple = false
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw fail("invalid-json", "a number needs digits in its exponent", at: start)
            }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        // Clinger's fast path: an exact integer mantissa divided by an exact power of ten is
        // correctly rounded. Everything else goes through the standard library's parser.
        if simple, digits <= 15, fractionDigits <= 22 {
            let value = Double(mantissa) / Self.powersOfTen[fractionDigits]
            return negative ? -value : value
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw fail("invalid-json", "the number \(text) is too large to represent", at: start)
        }
        return value
    }

    @inline(__always)
    func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    @inline(__always)
    private func accumulate(_ mantissa: inout UInt64, _ digits: inout Int, _ byte: UInt8) {
        // Leading zeros of a fraction such as 0.05 do not count as significant digits.
        if digits == 0 && byte == UInt8(ascii: "0") { return }
        digits += 1
        if digits <= 19 { mantissa = mantissa &* 10 &+ UInt64(byte - UInt8(ascii: "0")) }
    }

    static let powersOfTen: [Double] = (0...22).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }
}
