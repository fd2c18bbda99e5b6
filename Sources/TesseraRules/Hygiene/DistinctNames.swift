/// The distinct names in a system's paths. A large system repeats a few hundred names in
/// hundreds of thousands of places, and a `Set<Substring>` hashed each one with SipHash (most of
/// naming-convention's time): short ASCII names, nearly all of them, are packed into two words and
/// found in an open-addressed table with a multiplicative hash; the rest go to a set.
struct DistinctNames {
    private typealias Key = SIMD2<UInt64>

    /// Slot to place in `packed`, -1 when free; its count is a power of two, at most half full.
    private var slots = [Int32](repeating: -1, count: 256)
    private var keys: [Key] = []
    private var packed: [Substring] = []
    private var others = Set<Substring>()

    /// `bytes`: the name's UTF-8; `name`: the name itself, asked for only when it is new.
    mutating func insert(_ bytes: UnsafeBufferPointer<UInt8>, _ name: () -> Substring) {
        guard let key = Self.key(bytes) else {
            others.insert(name())
            return
        }
        let mask = slots.count - 1
        var slot = Self.hash(key) & mask
        while slots[slot] >= 0 {
            if keys[Int(slots[slot])] == key { return }
            slot = (slot + 1) & mask
        }
        slots[slot] = Int32(keys.count)
        keys.append(key)
        packed.append(name())
        if keys.count * 2 > slots.count { grow() }
    }

    /// Every distinct name. A set after all: it compares names as Swift does (canonically
    /// equivalent spellings are one name), which a non-ASCII name needs against the packed ones.
    var all: Set<Substring> {
        var all = Set(packed)
        all.formUnion(others)
        return all
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (index, key) in keys.enumerated() {
            var slot = Self.hash(key) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index)
        }
    }

    private static func hash(_ key: Key) -> Int {
        let mixed = (key.x ^ (key.y &* 0x9E37_79B9_7F4A_7C15)) &* 0xBF58_476D_1CE4_E5B9
        return Int(truncatingIfNeeded: mixed ^ (mixed >> 31))
    }

    /// The name's bytes in two words, its length in the top byte; nil unless it is ASCII and
    /// at most 15 bytes long.
    private static func key(_ bytes: UnsafeBufferPointer<UInt8>) -> Key? {
        guard bytes.count <= 15 else { return nil }
        var key = Key(0, UInt64(bytes.count) << 56)
        if let base = bytes.baseAddress {
            withUnsafeMutableBytes(of: &key) { $0.baseAddress!.copyMemory(from: base, byteCount: bytes.count) }
        }
        let high = UInt64(0x8080_8080_8080_8080)
        return (key.x | key.y) & high == 0 ? key : nil
    }
}
