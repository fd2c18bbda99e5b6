import TesseraCore

/// What the Swift literal of a three-component colour depends on (not `hex`, which only tells
/// how it was written).
struct SwiftColorKey {
    let space: ColorSpace
    let components: (Double?, Double?, Double?)
    let alpha: Double

    init?(_ color: ColorValue) {
        guard color.components.count == 3 else { return nil }
        space = color.space
        components = (color.components[0], color.components[1], color.components[2])
        alpha = color.alpha
    }

    /// As `ColorValue`'s fields compare: by `==` on each number, so 0 and -0 are one key (their
    /// literals are the same) and NaN matches nothing (it is written again).
    func matches(_ other: Self) -> Bool {
        space == other.space && components.0 == other.components.0 && components.1 == other.components.1
            && components.2 == other.components.2 && alpha == other.alpha
    }

    /// A mix of the numbers' bits (0 for -0, so equal keys hash alike). The space is left out:
    /// equal components in two spaces are rare, and `matches` tells them apart.
    var hash: UInt64 {
        func bits(_ value: Double?) -> UInt64 {
            guard let value else { return 0x7FF4_0000_0000_0001 }
            return value == 0 ? 0 : value.bitPattern
        }
        func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
            let mixed = (hash ^ word) &* 0xBF58_476D_1CE4_E5B9
            return mixed ^ (mixed >> 31)
        }
        let hash = mix(mix(mix(mix(0x9E37_79B9_7F4A_7C15, bits(components.0)), bits(components.1)), bits(components.2)), bits(alpha))
        return hash ^ (hash >> 29)
    }
}

/// The colours already written, with where their literal is: open addressing over a small slot
/// table (a tag of the hash beside each index, so most probes do not touch the keys). A
/// `Dictionary` with `Hasher` cost more per lookup than writing half the literal again.
struct SwiftColorCache {
    private var keys: [SwiftColorKey] = []
    private var ranges: [Range<Int>] = []
    /// Key index plus one in the low 32 bits, the hash's high 32 bits above; 0 is empty.
    private var slots = [UInt64](repeating: 0, count: 1024)

    /// Room for `count` colours without growing.
    mutating func reserve(_ count: Int) {
        keys.reserveCapacity(count)
        ranges.reserveCapacity(count)
        while count * 2 > slots.count { grow() }
    }

    func range(of key: SwiftColorKey) -> Range<Int>? {
        let (slot, _) = find(key)
        return slots[slot] == 0 ? nil : ranges[Int(slots[slot] & 0xFFFF_FFFF) - 1]
    }

    mutating func insert(_ key: SwiftColorKey, range: Range<Int>) {
        let (slot, hash) = find(key)
        guard slots[slot] == 0 else { return }
        keys.append(key)
        ranges.append(range)
        slots[slot] = (hash & 0xFFFF_FFFF_0000_0000) | UInt64(keys.count)
        if keys.count * 2 > slots.count { grow() }
    }

    private func find(_ key: SwiftColorKey) -> (slot: Int, hash: UInt64) {
        let hash = key.hash
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            if slots[slot] & 0xFFFF_FFFF_0000_0000 == hash & 0xFFFF_FFFF_0000_0000,
               keys[Int(slots[slot] & 0xFFFF_FFFF) - 1].matches(key) { break }
            slot = (slot + 1) & mask
        }
        return (slot, hash)
    }

    private mutating func grow() {
        slots = [UInt64](repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for (index, key) in keys.enumerated() {
            let hash = key.hash
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = (hash & 0xFFFF_FFFF_0000_0000) | UInt64(index + 1)
        }
    }
}
