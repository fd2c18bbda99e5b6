/// Names and the handler bits each stands for, looked up by UTF-8 bytes: a token's name is read
/// straight from the file's bytes, so routing a node makes no `String` and hashes no `String`.
/// Open addressing over a power-of-two table, hashed from a name's length and four of its bytes.
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
    /// Index into `entries`, or -1. Empty, like `firstPairs`, until a name is added: every file's
    /// dispatcher starts with empty tables, which then cost no allocation.
    private var slots: [Int] = []
    /// Bit n: some name is n bytes long (63: 63 or more). Bit b of `firstBytes`: some name starts
    /// with the ASCII byte b (127: with a byte over 126). Most words are ruled out by these alone.
    private var lengths: UInt64 = 0
    private var firstBytes: (low: UInt64, high: UInt64) = (0, 0)
    /// Bit 128a + b: some name starts with the bytes a, b (each less its top bit). Rules out most
    /// of the words that pass the two above.
    private var firstPairs: [UInt64] = []

    init() {}

    init(_ names: some Sequence<String>) {
        for name in names { add(name, bits: 1) }
    }

    var isEmpty: Bool { entries.isEmpty }

    /// Adds `bits` to what `name` stands for.
    mutating func add(_ name: String, bits: UInt64) {
        if slots.isEmpty {
            slots = Array(repeating: -1, count: 16)
            firstPairs = Array(repeating: 0, count: 256)
        }
        let bytes = Array(name.utf8)
        let found = bytes.withUnsafeBufferPointer { index(of: $0) }
        if let found {
            entries[found].bits |= bits
            return
        }
        entries.append(Entry(start: storage.count, count: bytes.count, hash: bytes.withUnsafeBufferPointer(Self.hash), bits: bits))
        lengths |= 1 << UInt64(min(bytes.count, 63))
        if let first = bytes.first {
            let bit = min(first, 127)
            if bit < 64 { firstBytes.low |= 1 << UInt64(bit) } else { firstBytes.high |= 1 << UInt64(bit - 64) }
        }
        if bytes.count >= 2 {
            let pair = Self.pair(bytes[0], bytes[1])
            firstPairs[pair >> 6] |= 1 << UInt64(pair & 63)
        }
        storage += bytes
        if entries.count * 2 > slots.count {
            slots = Array(repeating: -1, count: slots.count * 2)
            for entry in entries.indices { place(entry) }
        } else {
            place(entries.count - 1)
        }
    }

    /// Adds every name of `other`, with its bits.
    mutating func add(contentsOf other: LintNameTable) {
        for entry in other.entries {
            add(String(decoding: other.storage[entry.start..<entry.start + entry.count], as: UTF8.self), bits: entry.bits)
        }
    }

    /// The bits of the name spelled by `bytes`; 0 for a name not in the table.
    func bits(of bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        guard let first = bytes.first, mayHold(first: first, count: bytes.count) else { return 0 }
        if bytes.count >= 2 {
            let pair = Self.pair(first, bytes[1])
            guard firstPairs[pair >> 6] >> UInt64(pair & 63) & 1 != 0 else { return 0 }
        }
        return index(of: bytes).map { entries[$0].bits } ?? 0
    }

    private static func pair(_ first: UInt8, _ second: UInt8) -> Int { Int(first & 0x7F) << 7 | Int(second & 0x7F) }

    /// False when no name is `count` bytes long or starts with `first`.
    @inline(__always)
    func mayHold(first: UInt8, count: Int) -> Bool {
        guard lengths >> UInt64(min(count, 63)) & 1 != 0 else { return false }
        let bit = min(first, 127)
        return (bit < 64 ? firstBytes.low >> UInt64(bit) : firstBytes.high >> UInt64(bit - 64)) & 1 != 0
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
        guard !slots.isEmpty else { return nil }
        let hash = Self.hash(bytes)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        return storage.withUnsafeBufferPointer { stored in
            var entry = slots[slot]
            while entry >= 0 {
                let candidate = entries[entry]
                if candidate.hash == hash, candidate.count == bytes.count,
                   Self.equal(UnsafeBufferPointer(rebasing: stored[candidate.start..<candidate.start + candidate.count]), bytes) {
                    return entry
                }
                slot = (slot + 1) & mask
                entry = slots[slot]
            }
            return nil
        }
    }

    /// Byte by byte: the generic `elementsEqual` steps two iterators.
    private static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        for index in a.indices where a[index] != b[index] { return false }
        return true
    }

    /// From the length and the first, second, middle and last bytes, in constant time: every word
    /// of a file that passes the filters above is looked up, and names that share all five are
    /// told apart by comparing their bytes.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let count = bytes.count
        guard count > 0 else { return 0 }
        var key = UInt64(count) << 32 | UInt64(bytes[0]) | UInt64(bytes[count - 1]) << 24
        key |= UInt64(bytes[min(1, count - 1)]) << 8 | UInt64(bytes[count / 2]) << 16
        let mixed = key &* 0x9E37_79B9_7F4A_7C15
        // The low bits pick the slot: fold the well-mixed high bits into them.
        return mixed ^ (mixed >> 32)
    }
}
