/// `SwiftLiteral`'s numbers written straight into a byte buffer, text for text the same: the
/// neutral file of a large system holds hundreds of thousands of them, and formatting each into
/// a `String` first cost more than everything else written. Digits are formed in a small stack
/// buffer and appended at once.
extension SwiftLiteral {
    /// The bytes of `number(value)`.
    static func appendNumber(_ value: Double, to bytes: inout [UInt8]) {
        if value == value.rounded(), abs(value) < 1e15 {
            let integer = Int64(value)  // -0.0 becomes 0, written without a sign
            appendDigits(integer: integer.magnitude, fraction: 0, fractionDigits: 0, negative: integer < 0, to: &bytes)
        } else {
            bytes.append(contentsOf: String(value).utf8)
        }
    }

    /// The bytes of `rounded(value)`. Rounded to 6 decimals, the value is the double nearest to
    /// `micros / 1e6`; below 1e15 micros that decimal has at most 15 significant digits, so it
    /// is also the shortest text that reads back as that double, which is what `String(_:)`
    /// writes. Swift switches to exponents below 1e-4, left to `appendNumber`.
    static func appendRounded(_ value: Double, to bytes: inout [UInt8]) {
        let micros = (value * 1_000_000).rounded()
        let rounded = micros / 1_000_000
        guard rounded != rounded.rounded(), abs(micros) < 1e15, abs(rounded) >= 1e-3 else {
            return appendNumber(rounded, to: &bytes)
        }
        let magnitude = Int64(micros).magnitude
        var fraction = magnitude % 1_000_000
        var digits = 6
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        appendDigits(integer: magnitude / 1_000_000, fraction: fraction, fractionDigits: digits, negative: micros < 0, to: &bytes)
    }

    /// `-`, the integer, and `.` with `fractionDigits` digits of `fraction` when there are any.
    private static func appendDigits(integer: UInt64, fraction: UInt64, fractionDigits: Int, negative: Bool, to bytes: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 48) { buffer in
            var start = buffer.count
            var fraction = fraction
            for _ in 0..<fractionDigits {
                start -= 1
                buffer[start] = UInt8(ascii: "0") + UInt8(fraction % 10)
                fraction /= 10
            }
            if fractionDigits > 0 {
                start -= 1
                buffer[start] = UInt8(ascii: ".")
            }
            var integer = integer
            repeat {
                start -= 1
                buffer[start] = UInt8(ascii: "0") + UInt8(integer % 10)
                integer /= 10
            } while integer > 0
            if negative {
                start -= 1
                buffer[start] = UInt8(ascii: "-")
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start...]))
        }
    }
}
