/// Byte-level reading of the short strings legacy values are written as (`"1.5rem"`, `"#ff8800"`,
/// `"rgb(255 0 0 / 50%)"`). No regex or `Scanner`: import runs this on every value of large files.
struct ByteCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    var isAtEnd: Bool { index >= bytes.count }
    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    func byte(at offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    mutating func skipSpaces() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
    }

    /// Consumes `byte` if it is next.
    mutating func take(_ byte: UInt8) -> Bool {
        guard current == byte else { return false }
        index += 1
        return true
    }

    /// A CSS number: `[+-]? (digits [. digits] | . digits) [e [+-] digits]`. An `e` not followed by
    /// digits is left for the unit (`1em`). Returns nil, consuming nothing, when there is no number.
    mutating func number() -> Double? {
        let start = index
        var negative = false
        if let sign = current, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            negative = sign == UInt8(ascii: "-")
            index += 1
        }
        var mantissa: UInt64 = 0
        var significant = 0
        var fractionDigits = 0
        var sawDigit = false
        while let digit = current.flatMap(Self.digitValue) {
            Self.accumulate(&mantissa, &significant, digit)
            sawDigit = true
            index += 1
        }
        if current == UInt8(ascii: "."), let next = byte(at: index + 1), Self.digitValue(next) != nil {
            index += 1
            while let digit = current.flatMap(Self.digitValue) {
                Self.accumulate(&mantissa, &significant, digit)
                fractionDigits += 1
                index += 1
            }
            sawDigit = true
        }
        guard sawDigit else {
            index = start
            return nil
        }
        var simple = true
        if let e = current, e | 0x20 == UInt8(ascii: "e") {
            var probe = index + 1
            if let sign = byte(at: probe), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { probe += 1 }
            if let digit = byte(at: probe), Self.digitValue(digit) != nil {
                simple = false
                index = probe
                while current.flatMap(Self.digitValue) != nil { index += 1 }
            }
        }
        // Clinger's fast path: an exact integer divided by an exact power of ten is correctly rounded.
        if simple, significant <= 15, fractionDigits < Self.powersOfTen.count {
            let value = Double(mantissa) / Self.powersOfTen[fractionDigits]
            return negative ? -value : value
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            index = start
            return nil
        }
        return value
    }

    /// Letters (a unit such as `px`, or an identifier with `-`) or a single `%`.
    mutating func unit() -> Range<Int> {
        let start = index
        if current == UInt8(ascii: "%") {
            index += 1
            return start..<index
        }
        while let byte = current, Self.isIdentifierByte(byte) { index += 1 }
        return start..<index
    }

    /// ASCII case-insensitive comparison of `range` with a lowercase literal.
    func matches(_ range: Range<Int>, _ literal: StaticString) -> Bool {
        guard range.count == literal.utf8CodeUnitCount else { return false }
        return literal.withUTF8Buffer { expected in
            for offset in 0..<range.count where Self.lowercased(bytes[range.lowerBound + offset]) != expected[offset] {
                return false
            }
            return true
        }
    }

    func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "-"),
             UInt8(ascii: "_"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        default: false
        }
    }

    @inline(__always)
    static func digitValue(_ byte: UInt8) -> UInt8? {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") ? byte - UInt8(ascii: "0") : nil
    }


    @inline(__always)
    private static func accumulate(_ mantissa: inout UInt64, _ significant: inout Int, _ digit: UInt8) {
        // Leading zeros (0.05) are not significant; past 19 digits the slow path takes over anyway.
        if significant == 0 && digit == 0 { return }
        significant += 1
        if significant <= 19 { mantissa = mantissa &* 10 &+ UInt64(digit) }
    }

    static let powersOfTen: [Double] = (0...22).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }
}

extension String {
    /// Runs `body` on the string's UTF-8 bytes without copying them when the storage is contiguous
    /// (always, for native strings).
    func withUTF8Bytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(utf8).withUnsafeBufferPointer(body)
    }
}
