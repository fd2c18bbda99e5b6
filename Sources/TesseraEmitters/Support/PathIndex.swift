import TesseraCore

/// Token paths to their union index, built in one go and cache-friendly: paths are partitioned
/// by the top bits of their hash, and each partition gets its own small open-addressing region,
/// so building touches memory in order and a lookup touches one region. Paths added later (ones
/// only some permutations have; rare) go to a plain dictionary.
struct PathIndex {
    private var hashes: [UInt64] = []
    private var paths: [String] = []
    /// Per partition: where its region starts in `slots`, and its size (a power of two).
    private var regionStart = [Int](repeating: 0, count: 257)
    /// Index into `paths` plus one; 0 is empty.
    private var slots: [Int32] = []
    private var extra: [String: Int] = [:]

    init() {}

    init(_ paths: [TokenPath]) {
        self.paths = paths.map(\.string)
        hashes = self.paths.map(Self.hash)
        var sizes = [Int](repeating: 0, count: 256)
        for hash in hashes { sizes[Int(hash >> 56)] += 1 }
        var regionSize = [Int](repeating: 0, count: 256)
        for partition in 0..<256 {
            var size = 4
            while size < sizes[partition] * 2 { size <<= 1 }
            regionSize[partition] = size
            regionStart[partition + 1] = regionStart[partition] + size
        }
        slots = [Int32](repeating: 0, count: regionStart[256])
        // Insert partition by partition so each region is filled while it is in cache.
        var order = [Int32](repeating: 0, count: hashes.count)
        var next = [Int](repeating: 0, count: 257)
        for partition in 0..<256 { next[partition + 1] = next[partition] + sizes[partition] }
        for (index, hash) in hashes.enumerated() {
            order[next[Int(hash >> 56)]] = Int32(index)
            next[Int(hash >> 56)] += 1
        }
        for index in order {
            let hash = hashes[Int(index)]
            let partition = Int(hash >> 56)
            let mask = regionSize[partition] - 1
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[regionStart[partition] + slot] != 0 { slot = (slot + 1) & mask }
            slots[regionStart[partition] + slot] = index + 1
        }
    }

    /// The index of `path`; the first one when a path was added twice.
    func index(of path: some StringProtocol) -> Int? {
        let hash = Self.hash(path)
        if !slots.isEmpty {
            let partition = Int(hash >> 56)
            let start = regionStart[partition]
            let mask = regionStart[partition + 1] - start - 1
            var slot = Int(truncatingIfNeeded: hash) & mask
            var best: Int?
            while slots[start + slot] != 0 {
                let candidate = Int(slots[start + slot]) - 1
                if hashes[candidate] == hash, paths[candidate] == path { best = min(best ?? candidate, candidate) }
                slot = (slot + 1) & mask
            }
            if let best { return best }
        }
        return extra.isEmpty ? nil : extra[String(path)]
    }

    /// Adds a path after the index was built.
    mutating func add(_ path: String, index: Int) {
        if extra[path] == nil { extra[path] = index }
    }

    private static func hash(_ path: some StringProtocol) -> UInt64 {
        if let hash = path.utf8.withContiguousStorageIfAvailable({ ByteSliceTable.hash(UnsafeRawBufferPointer($0)) }) {
            return hash
        }
        return Array(path.utf8).withUnsafeBytes { ByteSliceTable.hash($0) }
    }
}
