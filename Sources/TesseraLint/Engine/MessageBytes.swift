/// The bytes of a message being written: the first 256 in place, on the stack, and a message
/// longer than that in an array. Most messages fit, and then writing one allocates only its
/// `String`; with an array, each of its ten or so pieces cost an append of about a hundred
/// instructions, and the array a `malloc` and a `free`.
struct MessageBytes {
    private typealias Storage = (
        UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
        UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64
    )
    private static let capacity = MemoryLayout<Storage>.size

    private var storage: Storage = (
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
    )
    private var count = 0
    /// All the bytes, once they are more than `capacity`.
    private var spilled: [UInt8]?

    mutating func append(_ piece: UnsafeBufferPointer<UInt8>) {
        guard let start = piece.baseAddress, !piece.isEmpty else { return }
        if spilled == nil, count + piece.count <= Self.capacity {
            withUnsafeMutableBytes(of: &storage) { storage in
                (storage.baseAddress! + count).copyMemory(from: start, byteCount: piece.count)
            }
            count += piece.count
        } else {
            spill(piece)
        }
    }

    @inline(never)
    private mutating func spill(_ piece: UnsafeBufferPointer<UInt8>) {
        if spilled == nil {
            var all = [UInt8]()
            all.reserveCapacity(2 * Self.capacity)
            withUnsafeBytes(of: &storage) { all.append(contentsOf: $0[..<count]) }
            spilled = all
        }
        spilled!.append(contentsOf: piece)
    }

    /// The bytes as a `String` (repaired, as `String(decoding:as:)` would, if not UTF-8).
    var string: String {
        if let spilled { return String(decoding: spilled, as: UTF8.self) }
        let count = count
        return withUnsafeBytes(of: storage) { raw in
            String(decoding: UnsafeBufferPointer(start: raw.baseAddress!.assumingMemoryBound(to: UInt8.self), count: count), as: UTF8.self)
        }
    }
}
