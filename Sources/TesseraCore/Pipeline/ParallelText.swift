extension Array where Element: Sendable {
    /// The text `write` gives each element, joined in order. Chunks of elements are written in
    /// parallel and joined, so a report of 60,000 findings renders on every core; the result is
    /// the one a single pass gives.
    public func parallelText(minimumPerChunk: Int = 2_000, _ write: @Sendable (Element, inout String) -> Void) -> String {
        let ranges = IndexChunks.ranges(count, minimumPerChunk: minimumPerChunk)
        let parts = withUnsafeBufferPointer { elements in
            let elements = UnsafeSendableBuffer(elements)
            return ranges.parallelMap { range in Self.text(of: elements.buffer, in: range, write) }
        }
        guard parts.count > 1 else { return parts.first ?? "" }
        var text = ""
        text.reserveCapacity(parts.reduce(0) { $0 + $1.utf8.count })
        for part in parts { text += part }
        return text
    }

    /// The text of `range`, its capacity sized from the first elements: growing by doubling
    /// copied each part about twice. Elements are read in place.
    private static func text(
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
