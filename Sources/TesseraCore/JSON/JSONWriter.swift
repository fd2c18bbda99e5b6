/// Serializes JSON into UTF-8 bytes, deterministically: object members in their stored order,
/// 2-space indentation (or none), numbers in shortest round-trip form. It is also a streaming
/// writer (`beginObject`, `key`, `endObject`, …) so emitters can write large trees without first
/// building `JSONNode`s.
public struct JSONWriter: Sendable {
    public enum Style: Sendable, Hashable {
        /// Two-space indentation, `"key": value`, one member per line; short arrays of scalars
        /// (colour components, Bézier points) stay on one line: `[1, 0, 0.5]`.
        case pretty
        /// No whitespace at all.
        case compact
    }

    public let style: Style
    /// The document so far, but for the last few bytes still in `pending`.
    var written: [UInt8]
    /// Brackets, keys and numbers are collected here and appended to `written` a few hundred
    /// bytes at a time: one `Array.append` per bracket or key costs more than writing it.
    var pending = JSONPendingBytes()
    /// Members written so far in each open container, innermost last.
    var counts: [Int] = []
    /// Whether each open container is written on one line.
    var inline: [Bool] = []
    /// A key was just written, so the next value follows it on the same line.
    var afterKey = false
    /// The text of fractional numbers already written, when the document repeats them.
    var numberCache: JSONNumberCache?

    /// The document written so far.
    public var bytes: [UInt8] {
        mutating get {
            flushPending()
            return written
        }
    }

    /// `repeatedNumbers`: keep the text of fractional numbers once formatted, for large
    /// documents that write the same values again and again (colour components, sizes).
    public init(style: Style = .pretty, reservingCapacity capacity: Int = 0, repeatedNumbers: Bool = false) {
        self.style = style
        self.written = []
        written.reserveCapacity(capacity)
        if repeatedNumbers { numberCache = JSONNumberCache() }
    }

    /// A writer for members of an object nested `depth` containers deep, `afterMembers` when
    /// the object already has members before them: it separates and indents them as the whole
    /// document would, so runs of members written apart (in parallel) can be joined in order by
    /// `appendMembers(_:)` of a writer at that depth.
    public init(style: Style = .pretty, membersAtDepth depth: Int, afterMembers: Bool,
                reservingCapacity capacity: Int = 0, repeatedNumbers: Bool = false) {
        self.init(style: style, reservingCapacity: capacity, repeatedNumbers: repeatedNumbers)
        continueAtDepth(depth, afterMembers: afterMembers)
    }

    /// Containers open around the next element.
    public var depth: Int { counts.count }

    /// From here on, writes as a writer made with `init(membersAtDepth:afterMembers:)` would, after
    /// what it has written so far: for a document whose next part was written by another writer
    /// (and appended in between) ending at that depth.
    public mutating func continueAtDepth(_ depth: Int, afterMembers: Bool) {
        counts = Array(repeating: 1, count: depth)
        if !afterMembers, depth > 0 { counts[depth - 1] = 0 }
        inline = Array(repeating: false, count: depth)
        afterKey = false
    }

    /// Appends members written by a writer made with `init(membersAtDepth:afterMembers:)` for
    /// the object open here (same depth and style, `afterMembers` when it has members already).
    public mutating func appendMembers(_ members: [UInt8]) {
        guard !members.isEmpty, let last = counts.indices.last else { return }
        counts[last] += 1
        flushPending()
        written.append(contentsOf: members)
    }

    /// `appendMembers(_:)` for a writer that is being drained: the bytes written so far go to
    /// `sink`, then the members themselves, without being copied into this writer first.
    public mutating func appendMembers(_ members: [UInt8], draining sink: (UnsafeRawBufferPointer) -> Void) {
        guard !members.isEmpty, let last = counts.indices.last else { return }
        counts[last] += 1
        drain(sink)
        members.withUnsafeBytes(sink)
    }

    /// Bytes written and not yet drained.
    public var bufferedCount: Int { written.count + pending.count }

    /// Hands the bytes written so far to `body` and forgets them, keeping the buffer for what
    /// follows: a large document can go to a file a piece at a time.
    public mutating func drain(_ body: (UnsafeRawBufferPointer) -> Void) {
        flushPending()
        guard !written.isEmpty else { return }
        written.withUnsafeBytes(body)
        written.removeAll(keepingCapacity: true)
    }

    /// `node` as a complete document, without a trailing newline.
    public static func serialize(_ node: JSONNode, style: Style = .pretty) -> [UInt8] {
        var writer = JSONWriter(style: style, reservingCapacity: 256)
        writer.write(node)
        return writer.bytes
    }

    /// Appends raw bytes after the document (for example a final newline).
    public mutating func appendRaw(_ text: StaticString) { put(text) }

    // MARK: Containers

    /// Arrays with at most this many elements, all scalars, stay on one line in pretty style.
    public static let inlineArrayLimit = 16

    public mutating func beginObject() { open(UInt8(ascii: "{"), inline: false) }
    public mutating func endObject() { close(UInt8(ascii: "}")) }
    /// `inline`: write the array on one line in pretty style; for short arrays of scalars.
    public mutating func beginArray(inline: Bool = false) { open(UInt8(ascii: "["), inline: inline) }
    public mutating func endArray() { close(UInt8(ascii: "]")) }

    /// An object member's key; the next call writes its value.
    public mutating func key(_ key: some StringProtocol) {
        startElement()
        putString(key)
        endKey()
    }

    /// `key(_:)` for the path segments of large documents, without generic dispatch.
    public mutating func key(_ key: Substring) {
        startElement()
        putString(key)
        endKey()
    }

    /// `key(_:)` for a name given as UTF-8 (a segment of a token path, read in place).
    public mutating func key(utf8: UnsafeBufferPointer<UInt8>) {
        startElement()
        putQuoted(utf8)
        endKey()
    }

    /// A key with nothing to escape (ASCII letters, digits, `$`), copied as is: the fixed member
    /// names of token values, written hundreds of thousands of times in a large document.
    public mutating func plainKey(_ key: StaticString) {
        startElement()
        put(UInt8(ascii: "\""))
        put(key)
        put(UInt8(ascii: "\""))
        endKey()
    }

    private mutating func endKey() {
        if style == .pretty {
            put(Self.keySeparator)
        } else {
            put(UInt8(ascii: ":"))
        }
        afterKey = true
    }

    private static let keySeparator: StaticString = ": "

    // MARK: Scalars

    public mutating func string(_ value: String) {
        startElement()
        putString(value)
    }

    /// Non-finite numbers have no JSON form and are written as `null`.
    public mutating func number(_ value: Double) {
        startElement()
        if !value.isFinite {
            put("null")
        } else if JSONWriter.isSafeInteger(value) {
            putInteger(Int64(value))
        } else {
            putFraction(value)
        }
    }

    public mutating func bool(_ value: Bool) {
        startElement()
        if value { appendRaw("true") } else { appendRaw("false") }
    }

    public mutating func null() {
        startElement()
        appendRaw("null")
    }

    /// Writes a whole node (recursively), members in their stored order.
    public mutating func write(_ node: JSONNode) {
        switch node.value {
        case .null: null()
        case .bool(let value): bool(value)
        case .number(let value): number(value)
        case .string(let value): string(value)
        case .array(let elements):
            beginArray(inline: elements.count <= Self.inlineArrayLimit && elements.allSatisfy(\.isScalar))
            for element in elements { write(element) }
            endArray()
        case .object(let object):
            beginObject()
            for member in object.members {
                key(member.key)
                write(member.value)
            }
            endObject()
        }
    }
}

extension JSONNode {
    /// Not an array or object.
    var isScalar: Bool {
        switch value {
        case .array, .object: false
        default: true
        }
    }
}
