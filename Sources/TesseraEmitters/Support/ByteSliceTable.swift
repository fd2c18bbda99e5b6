/// A hash table of byte strings stored back to back in one buffer, each with an owner: the name
/// registry behind collision checks. Tens of thousands of names are claimed per run, so it avoids
/// building a `String` and hashing through `Hasher` for each.
struct ByteSliceTable {
    /// Every byte string, back to back.
    private(set) var storage: [UInt8] = []
    private var starts: [Int32] = []
    private var lengths: [Int32] = []
    private var owners: [Int32] = []
    /// Open addressing with linear probing. A slot holds the key index in its low 32 bits and
    /// the key's hash in its high 32, so most mismatches are rejected without touching the key;
    /// 0 is empty (key indexes are stored plus one).
    private var slots: [UInt64]

    init(expectedCount: Int, averageLength: Int = 32) {
        var size = 16
        while size < expectedCount * 2 { size <<= 1 }
        slots = Array(repeating: 0, count: size)
        storage.reserveCapacity(expectedCount * averageLength)
        starts.reserveCapacity(expectedCount)
        lengths.reserveCapacity(expectedCount)
        owners.reserveCapacity(expectedCount)
    }

    var count: Int { starts.count }

    /// Appends bytes to the storage (for building a key) and returns where they start.
    mutating func append(_ bytes: some Collection<UInt8>) -> Int {
        let start = storage.count
        storage.append(contentsOf: bytes)
        return start
    }

    /// Drops storage bytes from `start` on (a key that was not inserted).
    mutating func truncate(to start: Int) { storage.removeSubrange(start...) }

    func bytes(ofKey key: Int) -> ArraySlice<UInt8> {
        storage[Int(starts[key])..<Int(starts[key] + lengths[key])]
    }

    /// The owner of the key stored at `storage[start..<start+length]`, if an equal key is in the table.
    func owner(start: Int, length: Int) -> Int? {
        let hash = hash(start: start, length: length)
        let key = slots[find(start: start, length: length, hash: hash)]
        return key == 0 ? nil : Int(owners[Self.keyIndex(key)])
    }

    /// Inserts the key at `storage[start..<start+length]` for `owner` unless an equal key is
    /// there; returns the existing owner in that case.
    mutating func claim(start: Int, length: Int, owner: Int) -> Int? {
        let hash = hash(start: start, length: length)
        let slot = find(start: start, length: length, hash: hash)
        if slots[slot] != 0 { return Int(owners[Self.keyIndex(slots[slot])]) }
        slots[slot] = (hash & 0xFFFF_FFFF_0000_0000) | UInt64(starts.count + 1)
        starts.append(Int32(start))
        lengths.append(Int32(length))
        owners.append(Int32(owner))
        if starts.count * 2 > slots.count { grow() }
        return nil
    }

    private static func keyIndex(_ slot: UInt64) -> Int { Int(slot & 0xFFFF_FFFF) - 1 }

    private func find(start: Int, length: Int, hash: UInt64) -> Int {
        let mask = slots.count - 1
        let tag = hash & 0xFFFF_FFFF_0000_0000
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { return slot }
            if entry & 0xFFFF_FFFF_0000_0000 == tag {
                let key = Self.keyIndex(entry)
                if Int(lengths[key]) == length, equal(Int(starts[key]), start, length) { return slot }
            }
            slot = (slot + 1) & mask
        }
    }

    private func equal(_ a: Int, _ b: Int, _ length: Int) -> Bool {
        storage.withUnsafeBytes { buffer in
            var offset = 0
            while offset + 8 <= length {
                if buffer.loadUnaligned(fromByteOffset: a + offset, as: UInt64.self)
                    != buffer.loadUnaligned(fromByteOffset: b + offset, as: UInt64.self) { return false }
                offset += 8
            }
            while offset < length {
                if buffer[a + offset] != buffer[b + offset] { return false }
                offset += 1
            }
            return true
        }
    }

    /// Eight bytes at a time with a multiply-xorshift mix, finished with MurmurHash3's fmix64 so
    /// the low bits used as the slot depend on every byte (names differ mostly at the end).
    private func hash(start: Int, length: Int) -> UInt64 {
        storage.withUnsafeBytes { buffer in
            var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(length)
            var offset = start
            let end = start + length
            while offset + 8 <= end {
                hash = (hash ^ buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0xBF58_476D_1CE4_E5B9
                hash ^= hash >> 31
                offset += 8
            }
            var tail: UInt64 = 0
            while offset < end {
                tail = tail << 8 | UInt64(buffer[offset])
                offset += 1
            }
            hash = (hash ^ tail) &* 0x94D0_49BB_1331_11EB
            hash ^= hash >> 33
            hash &*= 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 33
            hash &*= 0xC4CE_B9FE_1A85_EC53
            return hash ^ (hash >> 33)
        }
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: 0, count: old.count * 2)
        let mask = slots.count - 1
        for entry in old where entry != 0 {
            let key = Self.keyIndex(entry)
            var slot = Int(truncatingIfNeeded: hash(start: Int(starts[key]), length: Int(lengths[key]))) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = entry
        }
    }
}
