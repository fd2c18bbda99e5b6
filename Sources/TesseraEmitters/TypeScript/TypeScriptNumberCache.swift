/// The text of fractional numbers a `TypeScriptWriter` formatted before: formatting the shortest
/// round-trip form (`Double.description`) is the slowest part of writing a number, and token sets
/// repeat their sizes, steps and the k/255 of 8-bit colour channels. Direct-mapped by the number's
/// bits, allocated at the first miss.
struct TypeScriptNumberCache {
    /// A number's text inline: the longest shortest form (`-2.2250738585072014e-308`) has 24 bytes.
    struct Text {
        fileprivate(set) var bytes: (UInt64, UInt64, UInt64) = (0, 0, 0)
        fileprivate(set) var count = 0
    }

    private struct Slot {
        var key: UInt64 = 0
        var text = Text()
    }

    private static let slotBits = 11
    private var slots: [Slot] = []

    /// The text stored for `value`. Never asked for `0` (an integer), whose bits mark an empty slot.
    @inline(__always)
    func text(of value: Double) -> Text? {
        guard !slots.isEmpty else { return nil }
        let slot = slots[Self.slot(value.bitPattern)]
        return slot.key == value.bitPattern ? slot.text : nil
    }

    mutating func store(_ value: Double, text: UnsafeBufferPointer<UInt8>) {
        guard let source = text.baseAddress, text.count <= MemoryLayout<(UInt64, UInt64, UInt64)>.size else { return }
        if slots.isEmpty { slots = Array(repeating: Slot(), count: 1 << Self.slotBits) }
        var slot = Slot(key: value.bitPattern)
        withUnsafeMutableBytes(of: &slot.text.bytes) { $0.baseAddress!.copyMemory(from: source, byteCount: text.count) }
        slot.text.count = text.count
        slots[Self.slot(value.bitPattern)] = slot
    }

    private static func slot(_ bits: UInt64) -> Int {
        Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - slotBits))
    }
}
