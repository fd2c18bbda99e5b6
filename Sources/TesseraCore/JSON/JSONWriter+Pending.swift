/// Up to 256 bytes kept in the writer itself before they are appended to its array in one piece.
struct JSONPendingBytes: Sendable {
    static let capacity = 256
    var count = 0
    var storage: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
                  UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
                  UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
                  UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)
        = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
}

/// Writing through `pending`: every byte of the document goes through these.
extension JSONWriter {
    mutating func put(_ byte: UInt8) {
        if pending.count == JSONPendingBytes.capacity { flushPending() }
        let index = pending.count
        withUnsafeMutableBytes(of: &pending.storage) { $0[index] = byte }
        pending.count = index + 1
    }

    mutating func put(_ text: UnsafeBufferPointer<UInt8>) {
        guard let source = text.baseAddress else { return }
        if text.count > JSONPendingBytes.capacity - pending.count {
            flushPending()
            if text.count > JSONPendingBytes.capacity / 2 {
                written.append(contentsOf: text)
                return
            }
        }
        let index = pending.count
        withUnsafeMutableBytes(of: &pending.storage) { storage in
            (storage.baseAddress! + index).copyMemory(from: source, byteCount: text.count)
        }
        pending.count = index + text.count
    }

    mutating func put(_ text: StaticString) {
        text.withUTF8Buffer { put($0) }
    }

    mutating func flushPending() {
        guard pending.count > 0 else { return }
        let count = pending.count
        let storage = pending.storage
        withUnsafeBytes(of: storage) { written.append(contentsOf: UnsafeRawBufferPointer(rebasing: $0[..<count])) }
        pending.count = 0
    }

    /// A quoted string; one with something to escape (rare) goes the long way.
    mutating func putString(_ text: some StringProtocol) {
        let done: Void? = text.utf8.withContiguousStorageIfAvailable { putQuoted($0) }
        if done == nil {
            var copy = String(text)
            copy.withUTF8 { putQuoted($0) }
        }
    }

    mutating func putQuoted(_ utf8: UnsafeBufferPointer<UInt8>) {
        for byte in utf8 where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0xE2 {
            flushPending()
            JSONWriter.appendQuoted(utf8, to: &written)
            return
        }
        put(UInt8(ascii: "\""))
        put(utf8)
        put(UInt8(ascii: "\""))
    }

    mutating func putInteger(_ value: Int64) {
        DecimalDigits.withDigits(of: value) { put($0) }
    }

    /// A finite number that is not a safe integer, from the cache when there is one.
    mutating func putFraction(_ value: Double) {
        if var text = numberCache?.text(of: value) {
            let count = Int(text.count)
            withUnsafeBytes(of: &text.bytes) { put(UnsafeBufferPointer(rebasing: $0.bindMemory(to: UInt8.self)[..<count])) }
            return
        }
        flushPending()
        let start = written.count
        JSONWriter.appendNumber(value, to: &written)
        written.withUnsafeBufferPointer { numberCache?.store(value, text: UnsafeBufferPointer(rebasing: $0[start...])) }
    }
}
