/// The text of fractional numbers already written, so a large document that repeats them
/// (hex colour components are n/255, sizes come in steps) formats each only once: formatting the
/// shortest round-trip form is the slowest part of writing a number. The text is exactly what
/// `JSONWriter.appendNumber` wrote the first time.
struct JSONNumberCache: Sendable {
    /// A number's text, kept inline: the longest shortest form (`-2.2250738585072014e-308`) has 24 bytes.
    struct Text: Sendable {
        var bytes: (UInt64, UInt64, UInt64) = (0, 0, 0)
        var count: UInt8 = 0
    }

    private struct Slot: Sendable {
        var key: UInt64 = 0
        var text = Text()
    }

    /// Direct-mapped by the number's bit pattern: a slot keeps the last number that mapped there.
    private static let slotBits = 11
    private var slots: [Slot]

    /// Starts with the components of hex colours (n/255), shared by every writer so that each
    /// of the pieces of a document written in parallel does not format them again.
    init() { slots = Self.hexComponents.slots }

    private init(empty: Void) { slots = [Slot](repeating: Slot(), count: 1 << Self.slotBits) }

    private static let hexComponents: JSONNumberCache = {
        var cache = JSONNumberCache(empty: ())
        var text: [UInt8] = []
        for byte in 1..<255 {
            let value = Double(byte) / 255
            text.removeAll(keepingCapacity: true)
            JSONWriter.appendNumber(value, to: &text)
            text.withUnsafeBufferPointer { cache.store(value, text: $0) }
        }
        return cache
    }()

    /// The text of a number stored before. Never called with `0` (an integer), whose bit pattern
    /// marks an empty slot.
    func text(of value: Double) -> Text? {
        let slot = slots[Self.slot(value.bitPattern)]
        return slot.key == value.bitPattern ? slot.text : nil
    }

    mutating func store(_ value: Double, text: UnsafeBufferPointer<UInt8>) {
        guard text.count <= MemoryLayout<(UInt64, UInt64, UInt64)>.size else { return }
        var slot = Slot(key: value.bitPattern)
        withUnsafeMutableBytes(of: &slot.text.bytes) { $0.copyMemory(from: UnsafeRawBufferPointer(text)) }
        slot.text.count = UInt8(text.count)
        slots[Self.slot(value.bitPattern)] = slot
    }

    private static func slot(_ bits: UInt64) -> Int {
        Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - slotBits))
    }
}
