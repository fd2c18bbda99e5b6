#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Names given to one group, as bytes, so that a repeat is found in a small table that stays in
/// the cache instead of a table of every member (a cache miss per token at 100,000 tokens):
/// the members of an open group (`TokenRuns`), or of a run of consecutive tokens (`TokenTree`).
/// Emptied when the next group or run starts.
struct NameSet {
    private var bytes: [UInt8] = []
    private var starts: [Int32] = []
    private var hashes: [UInt64] = []
    /// Open addressing with linear probing: an index into `starts` plus one, 0 for empty.
    private var slots = [Int32](repeating: 0, count: Self.smallSize)
    private static let smallSize = 32

    /// Adds `name`; false when the set already has it.
    mutating func insert(_ name: UnsafeRawBufferPointer) -> Bool {
        let hash = ByteSliceTable.hash(name)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let index = Int(slots[slot]) - 1
            if hashes[index] == hash, equals(index, name) { return false }
            slot = (slot + 1) & mask
        }
        starts.append(Int32(bytes.count))
        bytes.append(contentsOf: name)
        hashes.append(hash)
        slots[slot] = Int32(starts.count)
        if starts.count * 2 > slots.count { rehash(size: slots.count * 2) }
        return true
    }

    mutating func removeAll() {
        guard !starts.isEmpty else { return }
        bytes.removeAll(keepingCapacity: true)
        starts.removeAll(keepingCapacity: true)
        hashes.removeAll(keepingCapacity: true)
        // A table grown for one large group is not cleared slot by slot for every small one after it.
        if slots.count > Self.smallSize * 16 {
            slots = [Int32](repeating: 0, count: Self.smallSize)
        } else {
            slots.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        }
    }

    private func equals(_ index: Int, _ name: UnsafeRawBufferPointer) -> Bool {
        let start = Int(starts[index])
        let end = index + 1 < starts.count ? Int(starts[index + 1]) : bytes.count
        guard end - start == name.count else { return false }
        guard let other = name.baseAddress, name.count > 0 else { return true }
        return bytes.withUnsafeBytes { memcmp($0.baseAddress! + start, other, name.count) == 0 }
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
}

extension NameSet {
    mutating func insert(_ name: Substring) -> Bool { Self.bytes(of: name) { insert($0) } }

    /// Byte equality, without `String`'s comparison machinery; nil equals only nil.
    static func sameBytes(_ a: Substring?, _ b: Substring?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        guard a.utf8.count == b.utf8.count else { return false }
        return bytes(of: a) { a in bytes(of: b) { b in a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 } }
    }

    private static func bytes<T>(of text: Substring, _ body: (UnsafeRawBufferPointer) -> T) -> T {
        if let result = text.utf8.withContiguousStorageIfAvailable({ body(UnsafeRawBufferPointer($0)) }) {
            return result
        }
        return Array(text.utf8).withUnsafeBytes(body)
    }
}
