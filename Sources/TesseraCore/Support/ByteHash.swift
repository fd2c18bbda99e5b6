/// A 64-bit hash of a byte string, for tables keyed by bytes (names, paths, call texts) that
/// store no `String` per key and do not go through `Hasher`.
public enum ByteHash {
    /// Eight bytes at a time with a multiply-xorshift mix, finished with MurmurHash3's fmix64 so
    /// the low bits used as a slot depend on every byte (names differ mostly at the end).
    @inlinable
    public static func hash(_ key: UnsafeRawBufferPointer) -> UInt64 {
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(key.count)
        var offset = 0
        while offset + 8 <= key.count {
            hash = (hash ^ key.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0xBF58_476D_1CE4_E5B9
            hash ^= hash >> 31
            offset += 8
        }
        var tail: UInt64 = 0
        while offset < key.count {
            tail = tail << 8 | UInt64(key[offset])
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
