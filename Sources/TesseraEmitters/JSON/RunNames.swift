#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The names given to one group by a run of consecutive tokens, so that a repeated name is found
/// in a small table that stays in the cache instead of the tree's table of every member (a cache
/// miss per token at 100,000 tokens). Emptied when the next run starts.
struct RunNames {
    /// Open addressing with linear probing: an index into `names` plus one, 0 for empty.
    private var slots = [Int32](repeating: 0, count: Self.smallSize)
    private var hashes: [UInt64] = []
    private var names: [Substring] = []
    private static let smallSize = 64

    /// Adds `name`; false when the run already has it.
    mutating func insert(_ name: Substring) -> Bool {
        let hash = Self.bytes(of: name) { ByteSliceTable.hash($0) }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let index = Int(slots[slot]) - 1
            if hashes[index] == hash, Self.equal(names[index], name) { return false }
            slot = (slot + 1) & mask
        }
        names.append(name)
        hashes.append(hash)
        slots[slot] = Int32(names.count)
        if names.count * 2 > slots.count { rehash(size: slots.count * 2) }
        return true
    }

    mutating func removeAll() {
        guard !names.isEmpty else { return }
        names.removeAll(keepingCapacity: true)
        hashes.removeAll(keepingCapacity: true)
        // A table grown for one long run is not cleared slot by slot for every short one after it.
        if slots.count > Self.smallSize * 16 {
            slots = [Int32](repeating: 0, count: Self.smallSize)
        } else {
            slots.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        }
    }

    private mutating func rehash(size: Int) {
        slots = [Int32](repeating: 0, count: size)
        let mask = size - 1
        for index in hashes.indices {
            var slot = Int(truncatingIfNeeded: hashes[index]) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index + 1)
        }
    }

    private static func equal(_ a: Substring, _ b: Substring) -> Bool {
        // `memcmp`: a generic `elementsEqual` compared byte by byte, for every token's parent path.
        bytes(of: a) { a in
            bytes(of: b) { b in a.count == b.count && (a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0) }
        }
    }

    /// Byte equality, without `String`'s comparison machinery; nil equals only nil.
    static func sameBytes(_ a: Substring?, _ b: Substring?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return a.utf8.count == b.utf8.count && equal(a, b)
    }

    private static func bytes<T>(of text: Substring, _ body: (UnsafeRawBufferPointer) -> T) -> T {
        if let result = text.utf8.withContiguousStorageIfAvailable({ body(UnsafeRawBufferPointer($0)) }) {
            return result
        }
        return Array(text.utf8).withUnsafeBytes(body)
    }
}
