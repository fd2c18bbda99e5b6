import TesseraCore

/// `SwiftLiteral`'s numbers written straight into a byte buffer, text for text the same: the
/// neutral file of a large system holds hundreds of thousands of them, and formatting each into
/// a `String` first cost more than everything else written.
extension SwiftLiteral {
    /// The bytes of `number(value)`.
    static func appendNumber(_ value: Double, to bytes: inout [UInt8]) {
        if value == value.rounded(), abs(value) < 1e15 {
            JSONWriter.appendInteger(Int64(value), to: &bytes)
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
        if micros < 0 { bytes.append(UInt8(ascii: "-")) }
        JSONWriter.appendInteger(Int64(magnitude / 1_000_000), to: &bytes)
        bytes.append(UInt8(ascii: "."))
        var fraction = magnitude % 1_000_000
        var divisor: UInt64 = 100_000
        while fraction > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(fraction / divisor))
            fraction %= divisor
            divisor /= 10
        }
    }
}
