import Foundation

extension Array where Element: Sendable {
    /// `parallelTextParts`, each part handed to `deliver` in order as soon as it and every part
    /// before it are written, rather than all of them at the end: a report written to a pipe
    /// starts on its way while its later parts are still being made, and the reader works beside
    /// the writers instead of after them. `deliver` runs on one thread at a time (whichever
    /// finished the part that was next). The parts are small (`perCore` for each core) so that the
    /// first is out early.
    public func streamTextParts(
        minimumPerChunk: Int = 1_000, perCore: Int = 8, _ write: @Sendable (Element, inout String) -> Void,
        deliver: @Sendable (String) -> Void
    ) {
        let ranges = IndexChunks.ranges(count, minimumPerChunk: minimumPerChunk, perCore: perCore)
        let handoff = OrderedHandoff()
        withUnsafeBufferPointer { elements in
            let elements = UnsafeSendableBuffer(elements)
            DispatchQueue.concurrentPerform(iterations: ranges.count) { part in
                let text = Self.text(of: elements.buffer, in: ranges[part], write)
                handoff.finished(part, text, deliver: deliver)
            }
        }
    }

    /// The text of `range`, its capacity sized from the first elements: growing by doubling
    /// copied each part about twice. Elements are read in place (a copy of each retained and
    /// released every field of a diagnostic).
    static func text(
        of elements: UnsafeBufferPointer<Element>, in range: Range<Int>, _ write: (Element, inout String) -> Void
    ) -> String {
        var text = ""
        let sample = range.prefix(16)
        for index in sample { write(elements[index], &text) }
        if range.count > sample.count, !sample.isEmpty {
            text.reserveCapacity(text.utf8.count * range.count / sample.count * 5 / 4 + 256)
        }
        for index in range.dropFirst(sample.count) { write(elements[index], &text) }
        return text
    }
}

/// Parts that finish in any order, delivered in order: the thread that finishes the next part
/// delivers it and every later one already waiting; the others only leave theirs.
private final class OrderedHandoff: @unchecked Sendable {
    private let lock = NSLock()
    private var waiting: [Int: String] = [:]
    private var next = 0
    private var delivering = false

    func finished(_ part: Int, _ text: String, deliver: (String) -> Void) {
        lock.lock()
        waiting[part] = text
        guard !delivering else { return lock.unlock() }
        delivering = true
        while let ready = waiting.removeValue(forKey: next) {
            next += 1
            lock.unlock()
            deliver(ready)
            lock.lock()
        }
        delivering = false
        lock.unlock()
    }
}
