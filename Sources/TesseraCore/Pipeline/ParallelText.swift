extension Array where Element: Sendable {
    /// The text `write` gives each element, joined in order. Chunks of elements are written in
    /// parallel and joined, so a report of 60,000 findings renders on every core; the result is
    /// the one a single pass gives.
    public func parallelText(minimumPerChunk: Int = 2_000, _ write: @Sendable (Element, inout String) -> Void) -> String {
        let parts = parallelTextParts(minimumPerChunk: minimumPerChunk, write)
        guard parts.count > 1 else { return parts.first ?? "" }
        var text = ""
        text.reserveCapacity(parts.reduce(0) { $0 + $1.utf8.count })
        for part in parts { text += part }
        return text
    }

    /// `parallelText` as its parts, in order, for a caller that writes them out one after the
    /// other: joining a 15 MB report copied it once more, on one core.
    public func parallelTextParts(minimumPerChunk: Int = 2_000, _ write: @Sendable (Element, inout String) -> Void) -> [String] {
        let ranges = IndexChunks.ranges(count, minimumPerChunk: minimumPerChunk)
        return withUnsafeBufferPointer { elements in
            let elements = UnsafeSendableBuffer(elements)
            return ranges.parallelMap { range in Self.text(of: elements.buffer, in: range, write) }
        }
    }
}
