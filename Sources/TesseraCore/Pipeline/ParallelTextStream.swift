import Foundation

extension Array where Element: Sendable {
    /// `parallelText` as UTF-8 bytes (appended with one copy each, where a String checks and
    /// grows on every append), in parts, each handed to `deliver` in order as soon as it and every part
    /// before it are written, rather than all of them at the end: a report written to a pipe
    /// starts on its way while its later parts are still being made, and the reader works beside
    /// the writers instead of after them. `deliver` runs on one thread at a time (whichever
    /// finished the part that was next). The parts are small (`perCore` for each core) so that the
    /// first is out early. A part's buffer is reused for a later part once delivered, so `deliver`
    /// must not keep it: a 13 MB report then fills a few megabytes of new memory, not 17 (each
    /// new page is a fault and a zeroing).
    public func streamTextParts(
        minimumPerChunk: Int = 1_000, perCore: Int = 8, _ write: @Sendable (Element, inout [UInt8]) -> Void,
        deliver: @Sendable ([UInt8]) -> Void
    ) {
        let ranges = IndexChunks.ranges(count, minimumPerChunk: minimumPerChunk, perCore: perCore)
        let handoff = OrderedHandoff()
        withUnsafeBufferPointer { elements in
            let elements = UnsafeSendableBuffer(elements)
            DispatchQueue.concurrentPerform(iterations: ranges.count) { part in
                var text = handoff.spareBuffer()
                Self.bytes(of: elements.buffer, in: ranges[part], into: &text, write)
                handoff.finished(part, text, deliver: deliver)
            }
        }
    }

    /// The UTF-8 text of `range`, appended to `bytes` (an empty buffer, perhaps with room from a
    /// part before), its capacity sized from the first elements (growing by doubling copied each
    /// part about twice). Elements are read in place (a copy of each retained and released every
    /// field of a diagnostic).
    private static func bytes(
        of elements: UnsafeBufferPointer<Element>, in range: Range<Int>, into bytes: inout [UInt8],
        _ write: (Element, inout [UInt8]) -> Void
    ) {
        let sample = range.prefix(16)
        for index in sample { write(elements[index], &bytes) }
        if range.count > sample.count, !sample.isEmpty {
            bytes.reserveCapacity(bytes.count * range.count / sample.count * 5 / 4 + 256)
        }
        for index in range.dropFirst(sample.count) { write(elements[index], &bytes) }
    }
}

extension Array where Element == UInt8 {
    /// `text`'s UTF-8 bytes, appended with one copy when the string is contiguous (native ones are).
    /// Borrowed: the string is not retained, which for a path or message that threads share
    /// would be an atomic write to its reference count at every line of a report.
    public mutating func appendUTF8(_ text: borrowing String) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { append(contentsOf: $0) }
        if copied == nil { appendNonContiguousUTF8(copy text) }
    }

    /// A bridged string's bytes, copied out (never on Linux). Out of line: inlined, its copy of
    /// the string would retain it on the fast path too.
    @inline(never)
    private mutating func appendNonContiguousUTF8(_ text: String) {
        append(contentsOf: text.utf8)
    }
}

/// Parts that finish in any order, delivered in order: the thread that finishes the next part
/// delivers it and every later one already waiting; the others only leave theirs.
private final class OrderedHandoff: @unchecked Sendable {
    private let lock = NSLock()
    private var waiting: [Int: [UInt8]] = [:]
    private var next = 0
    private var delivering = false
    /// Delivered parts' buffers, emptied, for later parts.
    private var spare: [[UInt8]] = []

    func spareBuffer() -> [UInt8] {
        lock.withLock { spare.popLast() } ?? []
    }

    func finished(_ part: Int, _ text: [UInt8], deliver: ([UInt8]) -> Void) {
        lock.lock()
        waiting[part] = text
        guard !delivering else { return lock.unlock() }
        delivering = true
        while let ready = waiting.removeValue(forKey: next) {
            next += 1
            lock.unlock()
            deliver(ready)
            var emptied = consume ready
            emptied.removeAll(keepingCapacity: true)
            lock.lock()
            spare.append(emptied)
        }
        delivering = false
        lock.unlock()
    }
}
