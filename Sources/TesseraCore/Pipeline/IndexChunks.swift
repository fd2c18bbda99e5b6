import Foundation

/// Splits `0..<count` into contiguous ranges for `parallelMap`, a few per core so uneven work
/// still balances; small inputs stay in one range (threads cost more than they save there).
public enum IndexChunks {
    public static func ranges(_ count: Int, minimumPerChunk: Int = 2_000) -> [Range<Int>] {
        let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
        let chunks = max(1, min(cores * 2, count / minimumPerChunk))
        let size = (count + chunks - 1) / max(chunks, 1)
        return stride(from: 0, to: count, by: max(size, 1)).map { $0..<min($0 + size, count) }
    }
}
