/// The text of fractional numbers already written, so a large document that repeats them
/// (hex colour components are n/255, sizes come in steps) formats each only once: formatting the
/// shortest round-trip form is the slowest part of writing a number. The text is exactly what
/// `JSONWriter.appendNumber` wrote the first time.
struct JSONNumberCache: Sendable {
    /// Direct-mapped by the number's bit pattern: a slot keeps the last number that mapped there.
    private static let slotBits = 11
    /// Byte 0 holds the length; the longest shortest form (`-2.2250738585072014e-308`) has 24.
    private static let slotWidth = 32

    private var keys: [UInt64]
    private var texts: [UInt8]

    init() {
        keys = Array(repeating: 0, count: 1 << Self.slotBits)
        texts = Array(repeating: 0, count: (1 << Self.slotBits) * Self.slotWidth)
    }

    /// Appends a finite `value` that is not an integer (integers are cheap to write, and the
    /// bit pattern of `0` marks an empty slot).
    mutating func append(_ value: Double, to bytes: inout [UInt8]) {
        let bits = value.bitPattern
        let slot = Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - Self.slotBits))
        let start = slot * Self.slotWidth
        if keys[slot] == bits {
            texts.withUnsafeBufferPointer { texts in
                let length = Int(texts[start])
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: texts[(start + 1)..<(start + 1 + length)]))
            }
            return
        }
        let written = bytes.count
        JSONWriter.appendNumber(value, to: &bytes)
        let length = bytes.count - written
        guard length < Self.slotWidth else { return }
        keys[slot] = bits
        texts[start] = UInt8(length)
        for offset in 0..<length { texts[start + 1 + offset] = bytes[written + offset] }
    }
}
