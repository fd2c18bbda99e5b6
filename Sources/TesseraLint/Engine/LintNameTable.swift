/// Names and the handler bits each stands for, looked up by UTF-8 bytes: a token's name is read
/// straight from the file's bytes, so routing a node makes no `String` and hashes no `String`.
/// Open addressing over a power-of-two table, FNV-1a hashes.
struct LintNameTable: Sendable {
    private struct Entry: Sendable {
        var start: Int
        var count: Int
        var hash: UInt64
        var bits: UInt64
    }

    /// The names' bytes, one after another.
    private var storage: [UInt8] = []
    private var entries: [Entry] = []
    /// Index into `entries`, or -1.
    private var slots: [Int] = Array(repeating: -1, count: 16)

    init() {}

    init(_ names: some Sequence<String>) {
        for name in names { add(name, bits: 1) }
    }

    var isEmpty: Bool { entries.isEmpty }

    /// Adds `bits` to what `name` stands for.
    mutating func add(_ name: String, bits: UInt64) {
        let bytes = Array(name.utf8)
        let found = bytes.withUnsafeBufferPointer { index(of: $0) }
        if let found {
            entries[found].bits |= bits
            return
        }
        entries.append(Entry(start: storage.count, count: bytes.count, hash: Self.hash(bytes), bits: bits))
        storage += bytes
        if entries.count * 2 > slots.count {
            slots = Array(repeating: -1, count: slots.count * 2)
            for entry in entries.indices { place(entry) }
        } else {
            place(entries.count - 1)
        }
    }

    /// The bits of the name spelled by `bytes`; 0 for a name not in the table.
    func bits(of bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        index(of: bytes).map { entries[$0].bits } ?? 0
    }

    func bits(of name: String) -> UInt64 {
        var name = name
        return name.withUTF8 { bits(of: $0) }
    }

    private mutating func place(_ entry: Int) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: entries[entry].hash) & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = entry
    }

    private func index(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let hash = Self.hash(bytes)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        return storage.withUnsafeBufferPointer { stored in
            var entry = slots[slot]
            while entry >= 0 {
                let candidate = entries[entry]
                if candidate.hash == hash, candidate.count == bytes.count,
                   UnsafeBufferPointer(rebasing: stored[candidate.start..<candidate.start + candidate.count]).elementsEqual(bytes) {
                    return entry
                }
                slot = (slot + 1) & mask
                entry = slots[slot]
            }
            return nil
        }
    }

    private static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        // The low bits pick the slot: fold the well-mixed high bits into them.
        return hash ^ (hash >> 32)
    }
}
