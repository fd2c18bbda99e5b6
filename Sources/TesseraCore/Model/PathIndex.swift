/// Token paths to positions in a token array, giving the answers a `[String: Int]` would (Swift
/// compares strings by canonical equivalence) but built and searched several times faster for the
/// paths nearly every file has: ASCII ones go into an open-addressing table keyed by a 64-bit
/// FNV-1a hash of their bytes, computed in parallel; any other path goes into a dictionary.
///
/// The keys themselves stay with the owner (a token array), which passes them to `find` for the
/// final comparison, so building the index copies no strings.
public struct PathIndex: Sendable {
    /// Per slot, position + 1 of the token in the low half and the high half of its path's hash
    /// above it, so a probe reads one word; 0 is an empty slot.
    private var slots: [UInt64]
    private var other: [String: Int] = [:]

    public init(count: Int, path: @Sendable (Int) -> String) {
        var capacity = 16
        while capacity < count * 2 { capacity <<= 1 }
        slots = Array(repeating: 0, count: capacity)
        let hashes = IndexChunks.ranges(count, minimumPerChunk: 20_000).parallelMap { range in
            range.map { Self.hash(path($0)) }
        }
        var position = 0
        for chunk in hashes {
            for hash in chunk {
                defer { position += 1 }
                guard let hash else {
                    other[path(position)] = position
                    continue
                }
                insert(position, hash: hash, path: path)
            }
        }
    }

    /// The position of `path`, comparing candidates with `key`.
    public func find(_ path: String, key: (Int) -> String) -> Int? {
        if let hash = Self.hash(path) {
            if let found = lookup(hash, matching: path, key: key) { return found }
            return other.isEmpty ? nil : other[path]
        }
        if let found = other[path] { return found }
        // A few non-ASCII characters are canonically equivalent to ASCII ones (KELVIN SIGN is "K").
        guard let ascii = Self.asciiEquivalent(path), let hash = Self.hash(ascii) else { return nil }
        return lookup(hash, matching: ascii, key: key)
    }

    private mutating func insert(_ position: Int, hash: UInt64, path: (Int) -> String) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            // The same path twice: the later one wins, as it would in a dictionary.
            if Self.tag(slots[slot]) == Self.tag(hash), path(Self.position(slots[slot])) == path(position) { break }
            slot = (slot + 1) & mask
        }
        slots[slot] = Self.tag(hash) << 32 | UInt64(position + 1)
    }

    private static func tag(_ word: UInt64) -> UInt64 { word >> 32 }
    private static func position(_ slot: UInt64) -> Int { Int(slot & 0xFFFF_FFFF) - 1 }

    private func lookup(_ hash: UInt64, matching path: String, key: (Int) -> String) -> Int? {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let position = Self.position(slots[slot])
            if Self.tag(slots[slot]) == Self.tag(hash), key(position) == path { return position }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// FNV-1a of an ASCII path's bytes; nil for any other path.
    static func hash(_ path: String) -> UInt64? {
        var path = path
        return path.withUTF8 { bytes -> UInt64? in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes {
                guard byte < 0x80 else { return nil }
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            }
            return hash
        }
    }

    /// The only scalars whose canonical decomposition is ASCII (Unicode 15): GREEK QUESTION MARK,
    /// GREEK VARIA and KELVIN SIGN. A path made of these and ASCII equals its ASCII spelling.
    static func asciiEquivalent(_ path: String) -> String? {
        var result = String.UnicodeScalarView()
        for scalar in path.unicodeScalars {
            switch scalar.value {
            case 0..<0x80: result.append(scalar)
            case 0x037E: result.append(";")
            case 0x1FEF: result.append("`")
            case 0x212A: result.append("K")
            default: return nil
            }
        }
        return String(result)
    }
}
