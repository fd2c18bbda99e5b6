/// The fast path of `CSSNaming` for ASCII paths (nearly all of them), on raw bytes.
extension CSSNaming {
    /// Tokens come grouped, so consecutive paths usually share everything up to the last `.`:
    /// that part's output is kept and only the token's own name is converted. A segment's
    /// conversion depends only on whether a word came before it, so this gives the same result.
    mutating func appendASCIIName(_ utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        let parentEnd = (utf8.lastIndex(of: UInt8(ascii: ".")) ?? -1) + 1
        let parent = UnsafeBufferPointer(rebasing: utf8[..<parentEnd])
        if !Self.equal(parent, cachedParent) {
            cachedParent = Array(parent)
            cachedParentOutput = Array("--".utf8) + prefix
            var wroteWord = !prefix.isEmpty
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: parent.count * 2 + 1) { output in
                var count = 0
                wroteWord = Self.appendKebabASCII(parent, to: output, count: &count, wroteWord: wroteWord)
                cachedParentOutput.append(contentsOf: UnsafeBufferPointer(rebasing: output[..<count]))
            }
            cachedParentWroteWord = wroteWord
        }
        bytes.append(contentsOf: cachedParentOutput)
        let segment = UnsafeBufferPointer(rebasing: utf8[parentEnd...])
        // Each input byte yields at most a dash and a letter; `token` when nothing is left.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: segment.count * 2 + 6) { output in
            var count = 0
            if !Self.appendKebabASCII(segment, to: output, count: &count, wroteWord: cachedParentWroteWord) {
                for byte in "token".utf8 {
                    output[count] = byte
                    count += 1
                }
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: output[..<count]))
        }
    }

    private static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ other: [UInt8]) -> Bool {
        guard bytes.count == other.count else { return false }
        return other.withUnsafeBufferPointer { other in
            var offset = 0
            let raw = UnsafeRawBufferPointer(bytes)
            let otherRaw = UnsafeRawBufferPointer(other)
            while offset + 8 <= bytes.count {
                if raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    != otherRaw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) { return false }
                offset += 8
            }
            while offset < bytes.count {
                if bytes[offset] != other[offset] { return false }
                offset += 1
            }
            return true
        }
    }

    /// `appendKebab` for ASCII paths, on raw bytes: names are built for every token, and this is
    /// several times faster than going through `Unicode.Scalar`. Returns whether a word was written.
    private static func appendKebabASCII(
        _ input: UnsafeBufferPointer<UInt8>, to output: UnsafeMutableBufferPointer<UInt8>, count: inout Int,
        wroteWord initiallyWrote: Bool
    ) -> Bool {
        var wroteWord = initiallyWrote
        var pendingDash = true
        var previous = Kind.separator
        var index = 0
        while index < input.count {
            if index == 0 || input[index - 1] == UInt8(ascii: "."), isRootSegment(input, at: index) {
                index += 5
                continue
            }
            let byte = input[index]
            let current = asciiKind(byte)
            index += 1
            if current == .separator {
                pendingDash = true
                previous = .separator
                continue
            }
            if current == .upper {
                let nextIsLower = index < input.count && asciiKind(input[index]) == .lower
                if previous == .lower || (previous == .upper && nextIsLower) { pendingDash = true }
            }
            if pendingDash, wroteWord {
                output[count] = UInt8(ascii: "-")
                count += 1
            }
            pendingDash = false
            output[count] = current == .upper ? byte + 32 : byte
            count += 1
            wroteWord = true
            previous = current
        }
        return wroteWord
    }

    static func asciiKind(_ byte: UInt8) -> Kind {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): .lower
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): .upper
        case UInt8(ascii: "0")...UInt8(ascii: "9"): .caseless
        default: .separator
        }
    }

    private static func isRootSegment(_ input: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        let end = index + 5
        guard end <= input.count, end == input.count || input[end] == UInt8(ascii: ".") else { return false }
        return input[index] == UInt8(ascii: "$") && input[index + 1] == UInt8(ascii: "r")
            && input[index + 2] == UInt8(ascii: "o") && input[index + 3] == UInt8(ascii: "o")
            && input[index + 4] == UInt8(ascii: "t")
    }
}
