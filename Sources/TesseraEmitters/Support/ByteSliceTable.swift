import TesseraCore

/// A hash table of byte strings stored back to back in one buffer, each with an owner (an Int):
/// the registry behind CSS name collisions and path lookups. Tens of thousands of keys go in per
/// run, so it avoids a `String` per key and hashing through `Hasher`.
struct ByteSliceTable {
    /// Every byte string, back to back (also bytes appended to build keys that were not inserted).
    private(set) var storage: [UInt8] = []
    private var starts: [Int32] = []
    private var lengths: [Int32] = []
    private var owners: [Int32] = []
    /// Open addressing with linear probing. A slot holds the key index plus one in its low 32 bits
    /// and the key's hash in its high 32, so most mismatches are rejected without touching the
    /// key; 0 is empty.
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

    /// Appends bytes to the storage (to build a key) and returns where they start.
    mutating func append(_ bytes: some Collection<UInt8>) -> Int {
        let start = storage.count
        storage.append(contentsOf: bytes)
        return start
    }

    /// The owner of the key stored at `storage[start..<start+length]`, if an equal key is in the table.
    func owner(start: Int, length: Int) -> Int? {
        storage.withUnsafeBytes { buffer in
            owner(of: UnsafeRawBufferPointer(rebasing: buffer[start..<(start + length)]))
        }
    }

    /// The owner of a key given as UTF-8.
    func owner(of key: some StringProtocol) -> Int? {
        if let found = key.utf8.withContiguousStorageIfAvailable({ owner(of: UnsafeRawBufferPointer($0)) }) {
            return found
        }
        return Array(key.utf8).withUnsafeBytes { owner(of: $0) }
    }

    func owner(of key: UnsafeRawBufferPointer) -> Int? {
        let entry = slots[find(key, hash: Self.hash(key))]
        return entry == 0 ? nil : Int(owners[Self.keyIndex(entry)])
    }

    /// Inserts the key at `storage[start..<start+length]` for `owner` unless an equal key is
    /// there; returns the existing owner in that case.
    mutating func claim(start: Int, length: Int, owner: Int) -> Int? {
        let (slot, hash) = storage.withUnsafeBytes { buffer in
            let key = UnsafeRawBufferPointer(rebasing: buffer[start..<(start + length)])
            let hash = Self.hash(key)
            return (find(key, hash: hash), hash)
        }
        if slots[slot] != 0 { return Int(owners[Self.keyIndex(slots[slot])]) }
        slots[slot] = (hash & 0xFFFF_FFFF_0000_0000) | UInt64(starts.count + 1)
        starts.append(Int32(start))
        lengths.append(Int32(length))
        owners.append(Int32(owner))
        if starts.count * 2 > slots.count { grow() }
        return nil
    }

    /// Appends `key` and claims it (see `claim(start:length:owner:)`).
    mutating func insert(_ key: some Collection<UInt8>, owner: Int) -> Int? {
        let start = append(key)
        return claim(start: start, length: storage.count - start, owner: owner)
    }

    private static func keyIndex(_ slot: UInt64) -> Int { Int(slot & 0xFFFF_FFFF) - 1 }

    /// The slot holding a key equal to `key`, or the empty slot where it would go.
    private func find(_ key: UnsafeRawBufferPointer, hash: UInt64) -> Int {
        let mask = slots.count - 1
        let tag = hash & 0xFFFF_FFFF_0000_0000
        var slot = Int(truncatingIfNeeded: hash) & mask
        return storage.withUnsafeBytes { stored in
            while true {
                let entry = slots[slot]
                if entry == 0 { return slot }
                if entry & 0xFFFF_FFFF_0000_0000 == tag {
                    let index = Self.keyIndex(entry)
                    let start = Int(starts[index])
                    if Int(lengths[index]) == key.count,
                       Self.equal(UnsafeRawBufferPointer(rebasing: stored[start..<(start + key.count)]), key) {
                        return slot
                    }
                }
                slot = (slot + 1) & mask
            }
        }
    }

    private static func equal(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset + 8 <= a.count {
            if a.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                != b.loadUnaligned(fromByteOffset: offset, as: UInt64.self) { return false }
            offset += 8
        }
        while offset < a.count {
            if a[offset] != b[offset] { return false }
            offset += 1
        }
        return true
    }

    /// `ByteHash.hash`, kept as this table's name for it.
    static func hash(_ key: UnsafeRawBufferPointer) -> UInt64 { ByteHash.hash(key) }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: 0, count: old.count * 2)
        let mask = slots.count - 1
        storage.withUnsafeBytes { stored in
            for entry in old where entry != 0 {
                let index = Self.keyIndex(entry)
                let start = Int(starts[index])
                let key = UnsafeRawBufferPointer(rebasing: stored[start..<(start + Int(lengths[index]))])
                var slot = Int(truncatingIfNeeded: Self.hash(key)) & mask
                while slots[slot] != 0 { slot = (slot + 1) & mask }
                slots[slot] = entry
            }
        }
    }
}
