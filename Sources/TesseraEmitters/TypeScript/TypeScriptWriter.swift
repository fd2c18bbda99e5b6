#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TesseraCore

/// One piece of the `ts` module's bytes, handed to the file as written, never copied into an array.
final class TypeScriptBytes: @unchecked Sendable {
    /// Changed only by the writer that made it, before the piece is handed over.
    fileprivate(set) var base: UnsafeMutablePointer<UInt8>
    fileprivate(set) var count = 0

    fileprivate init(capacity: Int) {
        guard let memory = malloc(capacity) else { fatalError("out of memory") }
        base = memory.assumingMemoryBound(to: UInt8.self)
    }

    deinit { free(base) }

    func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        body(UnsafeRawBufferPointer(start: base, count: count))
    }
}

/// Writes a piece of the module through a pointer into memory reserved once from an estimate.
/// A large module is millions of short appends, and an `[UInt8]` checks uniqueness and capacity
/// around each, which costs more than the copy; here an append is a bounds check and the copy.
/// Growing (rare) is a `realloc`, which moves large blocks by remapping their pages.
struct TypeScriptWriter: ~Copyable {
    private let storage: TypeScriptBytes
    private var base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int
    /// For helpers that write into an array (the css output's colour text, JSON numbers).
    private var scratch: [UInt8] = []
    private var numbers = TypeScriptNumberCache()
    private let fractions = ByteFractionText.shared

    init(reservingCapacity capacity: Int) {
        self.capacity = max(capacity, 256)
        storage = TypeScriptBytes(capacity: self.capacity)
        base = storage.base
    }

    consuming func finish() -> TypeScriptBytes {
        storage.count = count
        return storage
    }

    // The appends are inlined: a call costs more than the copy of a short literal, and inlined
    // a literal's length and address are constants.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(by: 1) }
        base[count] = byte
        count += 1
    }

    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        if bytes.count > capacity - count { grow(by: bytes.count) }
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    mutating func append(_ bytes: UnsafeRawBufferPointer) { append(bytes.bindMemory(to: UInt8.self)) }

    mutating func append(_ bytes: [UInt8]) { bytes.withUnsafeBufferPointer { append($0) } }

    /// A literal's UTF-8, e.g. `append(literal: ": ")`.
    @inline(__always)
    mutating func append(literal text: StaticString) { text.withUTF8Buffer { append($0) } }

    mutating func appendUTF8(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    @inline(__always)
    mutating func appendSpaces(_ spaces: Int) {
        guard spaces > 0 else { return }
        if spaces > capacity - count { grow(by: spaces) }
        (base + count).update(repeating: UInt8(ascii: " "), count: spaces)
        count += spaces
    }

    /// Bytes this writer wrote before, at `range`, again.
    mutating func appendCopy(of range: Range<Int>) {
        if range.count > capacity - count { grow(by: range.count) }
        (base + count).update(from: base + range.lowerBound, count: range.count)
        count += range.count
    }

    /// What `write` appends to an array, through one kept for it.
    mutating func append(writing write: (inout [UInt8]) -> Void) {
        scratch.removeAll(keepingCapacity: true)
        write(&scratch)
        append(scratch)
    }

    /// A number as the json output writes it (`JSONWriter.appendNumber`, the shortest form that reads
    /// back as the same double), so values compare exactly with the resolved JSON; not finite: `0`.
    mutating func appendNumber(_ value: Double) {
        if value.magnitude < 9_007_199_254_740_992 {
            let integer = Int64(value)
            if Double(integer) == value { return appendInteger(integer) }
        }
        if let (start, length) = fractions.text(of: value) { return appendShort(UnsafeRawPointer(start), count: length) }
        if let text = numbers.text(of: value) {
            return withUnsafeBytes(of: text.bytes) { appendShort($0.baseAddress!, count: text.count) }
        }
        guard value.isFinite else { return append(UInt8(ascii: "0")) }
        append { JSONWriter.appendNumber(value, to: &$0) }
        scratch.withUnsafeBufferPointer { numbers.store(value, text: $0) }
    }

    /// `count` bytes from `source`, which has 24 readable: moved as three words, not by `memcpy`.
    @inline(__always)
    private mutating func appendShort(_ source: UnsafeRawPointer, count length: Int) {
        if capacity - count < 24 { grow(by: 24) }
        let destination = UnsafeMutableRawPointer(base + count)
        destination.storeBytes(of: source.loadUnaligned(as: UInt64.self), as: UInt64.self)
        destination.storeBytes(of: source.loadUnaligned(fromByteOffset: 8, as: UInt64.self), toByteOffset: 8, as: UInt64.self)
        destination.storeBytes(of: source.loadUnaligned(fromByteOffset: 16, as: UInt64.self), toByteOffset: 16, as: UInt64.self)
        count += length
    }

    private mutating func appendInteger(_ value: Int64) {
        DecimalDigits.withDigits(of: value) { append($0) }
    }

    private mutating func grow(by needed: Int) {
        capacity = max(capacity * 2, count + needed)
        guard let memory = realloc(storage.base, capacity) else { fatalError("out of memory") }
        storage.base = memory.assumingMemoryBound(to: UInt8.self)
        base = storage.base
    }
}
