import Foundation

/// Splits `0..<count` into contiguous ranges for `parallelMap`, a few per core so uneven work
/// still balances; small inputs stay in one range (threads cost more than they save there).
public enum IndexChunks {
    public static var cores: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// `perCore`: how many ranges each core gets at most; more when the ranges run last, beside
    /// nothing else, where the last one to finish leaves the other cores idle.
    public static func ranges(_ count: Int, minimumPerChunk: Int = 2_000, perCore: Int = 2) -> [Range<Int>] {
        let chunks = max(1, min(Self.cores * perCore, count / minimumPerChunk))
        let size = (count + chunks - 1) / max(chunks, 1)
        return stride(from: 0, to: count, by: max(size, 1)).map { $0..<min($0 + size, count) }
    }
}
