import Foundation

/// The offsets where a file's lines start, found on demand under a lock and only as far into the
/// file as a diagnostic has needed: warnings near the top of a 5 MB file should not pay for
/// scanning all of it.
final class LineTable: @unchecked Sendable {
    private let lock = NSLock()
    private var starts: [UInt32] = [0]
    /// Every line start before this offset is in `starts`.
    private var scanned = 0
    /// For each line longer than `markSpacing`, its columns at every `markSpacing` bytes from its
    /// start, extended as far as a lookup has needed: a minified file is one line megabytes long,
    /// and counting each diagnostic's column from that line's start made n diagnostics cost n
    /// times the line (issue 23). With marks a lookup counts fewer than `markSpacing` bytes.
    private var marks: [Int: [Int]] = [:]
    static let markSpacing = 1024

    /// Line starts up to at least the line holding `offset` (and the next start, if any).
    func starts(of buffer: UnsafeBufferPointer<UInt8>, through offset: Int) -> [UInt32] {
        lock.lock()
        defer { lock.unlock() }
        guard offset >= scanned, scanned < buffer.count, let base = buffer.baseAddress else { return starts }
        // Scan in steps of at least 64 KiB so many diagnostics do not mean many small scans.
        let end = min(buffer.count, max(offset + 1, scanned + 65_536))
        if end - scanned >= Self.parallelScan {
            appendStartsInParallel(UnsafeSendableBuffer(buffer), from: scanned, to: end)
        } else {
            Self.appendStarts(base, from: scanned, to: end, into: &starts)
        }
        scanned = end
        return starts
    }

    /// Past this many bytes a scan is split over the cores: a finding near the end of a 5 MB file
    /// otherwise scanned all of it on one core while the others waited for the report.
    static let parallelScan = 1 << 20

    private func appendStartsInParallel(_ bytes: UnsafeSendableBuffer<UInt8>, from start: Int, to end: Int) {
        let parts = IndexChunks.ranges(end - start, minimumPerChunk: Self.parallelScan / 2).parallelMap { range in
            var found: [UInt32] = []
            Self.appendStarts(bytes.buffer.baseAddress!, from: start + range.lowerBound, to: start + range.upperBound, into: &found)
            return found
        }
        for part in parts { starts += part }
    }

    /// The byte offset and column of the last mark at or before `offset` on line `line` (which
    /// starts at `lineStart`); `count` counts columns over a range, as `SourceFile.column` does.
    func mark(
        before offset: Int, line: Int, lineStart: Int, count: (_ from: Int, _ to: Int, _ column: Int) -> Int
    ) -> (offset: Int, column: Int) {
        let index = (offset - lineStart) / Self.markSpacing
        guard index > 0 else { return (lineStart, 1) }
        lock.lock()
        defer { lock.unlock() }
        var columns = marks.removeValue(forKey: line) ?? [1]
        while columns.count <= index {
            let from = lineStart + (columns.count - 1) * Self.markSpacing
            columns.append(count(from, from + Self.markSpacing, columns[columns.count - 1]))
        }
        let column = columns[index]
        marks[line] = columns
        return (lineStart + index * Self.markSpacing, column)
    }

    /// Finds newlines eight bytes at a time (a line is often shorter than a `memchr` call is
    /// worth): a byte of `word ^ 0x0a…` is zero exactly where a newline is; the classic zero-byte
    /// test flags it, and each flagged byte is checked, since the test can also flag a byte just
    /// above a real zero.
    private static func appendStarts(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int, into starts: inout [UInt32]) {
        let newline = UInt8(ascii: "\n")
        var index = start
        while index + 8 <= end {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self).littleEndian ^ 0x0a0a_0a0a_0a0a_0a0a
            var flags = (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
            while flags != 0 {
                let at = index + flags.trailingZeroBitCount / 8
                if base[at] == newline { starts.append(UInt32(at + 1)) }
                flags &= flags &- 1
            }
            index += 8
        }
        while index < end {
            if base[index] == newline { starts.append(UInt32(index + 1)) }
            index += 1
        }
    }
}
