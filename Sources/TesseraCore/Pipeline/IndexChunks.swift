import Foundation

/// Splits `0..<count` into contiguous ranges for `parallelMap`, a few per core so uneven work
/// still balances; small inputs stay in one range (threads cost more than they save there).
public enum IndexChunks {
    public static var cores: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    public static func ranges(_ count: Int, minimumPerChunk: Int = 2_000) -> [Range<Int>] {
        let chunks = max(1, min(Self.cores * 2, count / minimumPerChunk))
        let size = (count + chunks - 1) / max(chunks, 1)
        return stride(from: 0, to: count, by: max(size, 1)).map { $0..<min($0 + size, count) }
    }
}
