/// Separators, line breaks and indentation between elements.
extension JSONWriter {
    mutating func open(_ bracket: UInt8, inline: Bool) {
        startElement()
        put(bracket)
        counts.append(0)
        self.inline.append(inline)
    }

    mutating func close(_ bracket: UInt8) {
        let count = counts.popLast() ?? 0
        let wasInline = inline.popLast() ?? false
        if count > 0, !wasInline { newline() }
        put(bracket)
    }

    /// Writes the separator and indentation that precede an element of the current container.
    mutating func startElement() {
        if afterKey {
            afterKey = false
            return
        }
        guard let last = counts.indices.last else { return }
        let first = counts[last] == 0
        counts[last] += 1
        if !first { put(UInt8(ascii: ",")) }
        if inline[last] {
            if !first, style == .pretty { put(UInt8(ascii: " ")) }
        } else {
            newline()
        }
    }

    /// A line break and the indentation, copied from a constant in one piece for the usual depths.
    private mutating func newline() {
        guard style == .pretty else { return }
        var spaces = counts.count * 2
        Self.newlineAndIndent.withUTF8Buffer { text in
            let run = min(spaces, text.count - 1)
            put(UnsafeBufferPointer(rebasing: text[..<(run + 1)]))
            spaces -= run
            while spaces > 0 {
                let more = min(spaces, text.count - 1)
                put(UnsafeBufferPointer(rebasing: text[1..<(more + 1)]))
                spaces -= more
            }
        }
    }

    /// A line break and 64 spaces.
    private static let newlineAndIndent: StaticString = "\n                                                                "
}
