/// Finds byte strings that occur more than once in a list, cache-friendly: keys are hashed in
/// order, partitioned by the top bits of their hash into buckets of a few hundred, and each bucket
/// is checked with a small table that stays in the CPU cache. A hash table over all keys would
/// touch a random cache line per key, which dominates at 100,000 names.
enum DuplicateKeys {
    /// For each key, the index of the first earlier key with the same bytes, or -1.
    /// Key `i` is `storage[starts[i] ..< starts[i] + lengths[i]]`.
    static func earlierOccurrences(storage: [UInt8], starts: [Int32], lengths: [Int32]) -> [Int32] {
        let count = starts.count
        var result = [Int32](repeating: -1, count: count)
        guard count > 1 else { return result }
        storage.withUnsafeBytes { bytes in
            var hashes = [UInt64](repeating: 0, count: count)
            for index in 0..<count {
                hashes[index] = hash(bytes, start: Int(starts[index]), length: Int(lengths[index]))
            }
            let order = partition(hashes)
            var table = [Int32](repeating: -1, count: 1024)
            var bucketStart = 0
            while bucketStart < order.count {
                let bucket = hashes[Int(order[bucketStart])] >> 56
                var bucketEnd = bucketStart
                while bucketEnd < order.count, hashes[Int(order[bucketEnd])] >> 56 == bucket { bucketEnd += 1 }
                var size = table.count
                while size < (bucketEnd - bucketStart) * 2 { size <<= 1 }
                if size != table.count {
                    table = [Int32](repeating: -1, count: size)
                } else {
                    for slot in table.indices { table[slot] = -1 }
                }
                let mask = size - 1
                // Keys within a bucket are in document order, so the first of equal keys wins.
                for position in bucketStart..<bucketEnd {
                    let key = Int(order[position])
                    var slot = Int(truncatingIfNeeded: hashes[key]) & mask
                    while table[slot] >= 0 {
                        let other = Int(table[slot])
                        if hashes[other] == hashes[key], lengths[other] == lengths[key],
                           equal(bytes, Int(starts[other]), Int(starts[key]), Int(lengths[key])) {
                            result[key] = Int32(other)
                            break
                        }
                        slot = (slot + 1) & mask
                    }
                    if table[slot] < 0 { table[slot] = Int32(key) }
                }
                bucketStart = bucketEnd
            }
        }
        return result
    }

    /// Key indexes grouped by the top 8 bits of their hash (a counting sort), in order within
    /// each group.
    private static func partition(_ hashes: [UInt64]) -> [Int32] {
        var counts = [Int](repeating: 0, count: 257)
        for hash in hashes { counts[Int(hash >> 56) + 1] += 1 }
        for bucket in 1...256 { counts[bucket] += counts[bucket - 1] }
        var order = [Int32](repeating: 0, count: hashes.count)
        for (index, hash) in hashes.enumerated() {
            let bucket = Int(hash >> 56)
            order[counts[bucket]] = Int32(index)
            counts[bucket] += 1
        }
        return order
    }

    private static func equal(_ bytes: UnsafeRawBufferPointer, _ a: Int, _ b: Int, _ length: Int) -> Bool {
        var offset = 0
        while offset + 8 <= length {
            if bytes.loadUnaligned(fromByteOffset: a + offset, as: UInt64.self)
                != bytes.loadUnaligned(fromByteOffset: b + offset, as: UInt64.self) { return false }
            offset += 8
        }
        while offset < length {
            if bytes[a + offset] != bytes[b + offset] { return false }
            offset += 1
        }
        return true
    }

    /// The same mix as `ByteSliceTable`: all 64 bits depend on every byte.
    static func hash(_ bytes: UnsafeRawBufferPointer, start: Int, length: Int) -> UInt64 {
        ByteSliceTable.hash(UnsafeRawBufferPointer(rebasing: bytes[start..<(start + length)]))
    }
}
