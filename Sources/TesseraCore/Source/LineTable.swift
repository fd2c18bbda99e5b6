import Foundation

/// The offsets where a file's lines start, found on demand under a lock and only as far into the
/// file as a diagnostic has needed: warnings near the top of a 5 MB file should not pay for
/// scanning all of it.
final class LineTable: @unchecked Sendable {
    private let lock = NSLock()
    private var starts: [UInt32] = [0]
    /// Every line start before this offset is in `starts`.
    private var scanned = 0

    /// Line starts up to at least the line holding `offset` (and the next start, if any).
    func starts(of bytes: [UInt8], through offset: Int) -> [UInt32] {
        lock.lock()
        defer { lock.unlock() }
        guard offset >= scanned, scanned < bytes.count else { return starts }
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            // Scan in steps of at least 64 KiB so many diagnostics do not mean many small scans.
            let end = min(buffer.count, max(offset + 1, scanned + 65_536))
            var index = scanned
            while index < end, let found = memchr(base + index, Int32(UInt8(ascii: "\n")), end - index) {
                let newline = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                starts.append(UInt32(newline + 1))
                index = newline + 1
            }
            scanned = end
        }
        return starts
    }
}
