/// The bytes of one input file plus where its lines start, so that any byte offset can be turned
/// into a `line:column` only when a diagnostic actually needs it (the hot path stores offsets).
public final class SourceFile: Sendable, Hashable {
    /// The path as the user should see it in diagnostics (relative when the input was relative).
    public let path: String
    /// Registry key, so positions can name their file without holding a reference to it.
    let id: UInt32
    private let array: [UInt8]
    /// A large file read from disk (`contents(ofFile:)`) is mapped rather than held in `array`.
    private let mapping: MappedFile?
    /// Where lines start, found on first use: only diagnostics need it, and most files have none.
    private let lineTable = LineTable()

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.array = bytes
        self.mapping = nil
        self.id = SourceFileRegistry.shared.nextID()
        SourceFileRegistry.shared.register(self)
    }

    private init(path: String, mapping: MappedFile) {
        self.path = path
        self.array = []
        self.mapping = mapping
        self.id = SourceFileRegistry.shared.nextID()
        SourceFileRegistry.shared.register(self)
    }

    /// Cleared by a watch before its first run: an editor that cuts a file short while it is mapped
    /// would end the process (SIGBUS) instead of giving the next run the new file.
    nonisolated(unsafe) public static var mapsLargeFiles = true

    /// The file at `path`, a large one mapped (see `MappedFile`); nil when it cannot be read or is
    /// not a regular file (see `FileContents.read`).
    public static func contents(ofFile path: String) -> SourceFile? {
        switch FileContents.read(path, mapping: mapsLargeFiles) {
        case .bytes(let bytes)?: SourceFile(path: path, bytes: bytes)
        case .mapped(let mapping)?: SourceFile(path: path, mapping: mapping)
        case nil: nil
        }
    }

    /// The bytes as an array: a copy for a mapped file, so readers of large files use `withBytes`.
    public var bytes: [UInt8] { mapping.map { Array($0.buffer) } ?? array }

    public var byteCount: Int { mapping?.buffer.count ?? array.count }

    /// The bytes in place, mapped or not.
    public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        if let mapping { return try body(mapping.buffer) }
        return try array.withUnsafeBufferPointer(body)
    }

    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// 1-based line and column; the column counts Unicode scalars, as editors do.
    public func location(ofOffset offset: Int) -> Diagnostic.Location {
        let clamped = max(0, min(offset, byteCount))
        return location(ofOffset: clamped, lineStarts: withBytes { lineTable.starts(of: $0, through: clamped) })
    }

    /// Every line start of the file (for `SourceLocator`, which looks up many offsets).
    func allLineStarts() -> [UInt32] { withBytes { lineTable.starts(of: $0, through: $0.count) } }

    /// `offset` must be within the file and `lineStarts` must reach its line.
    func location(ofOffset offset: Int, lineStarts: [UInt32]) -> Diagnostic.Location {
        let line = SourceLocator.line(of: UInt32(offset), in: lineStarts, near: 0)
        // Count on from the line's nearest mark, not its start (see `LineTable.mark`).
        let mark = lineTable.mark(before: offset, line: line, lineStart: Int(lineStarts[line])) {
            column(at: $1, from: $0, column: $2)
        }
        return Diagnostic.Location(file: path, line: line + 1, column: column(at: offset, from: mark.offset, column: mark.column))
    }

    /// The column of `offset`, counting on from `start` (on the same line) at `column`. Only lead
    /// bytes count, so a multi-byte scalar is one column.
    func column(at offset: Int, from start: Int, column: Int) -> Int {
        withBytes { buffer in
            var column = column
            for index in start..<offset where buffer[index] & 0xC0 != 0x80 { column += 1 }
            return column
        }
    }

    /// The byte offset of a 1-based line and scalar column (the inverse of `location(ofOffset:)`),
    /// for readers such as YAML parsers that report line and column rather than offsets.
    public func offset(line: Int, column: Int) -> Int {
        withBytes { bytes in
            let lineStarts = lineTable.starts(of: bytes, through: bytes.count)
            guard line >= 1, line <= lineStarts.count else { return bytes.count }
            var index = Int(lineStarts[line - 1])
            var remaining = column - 1
            while remaining > 0, index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
                index += 1
                while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
                remaining -= 1
            }
            return index
        }
    }

    public static func == (lhs: SourceFile, rhs: SourceFile) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Where a JSON value starts: its file and byte offset. Eight bytes and no reference counting,
/// because every JSON value carries one and values are copied on the hot path.
public struct SourcePosition: Hashable, Sendable {
    /// The file's key in the registry (`file` looks it up).
    public let fileID: UInt32
    public let offset: UInt32

    public init(file: SourceFile, offset: Int) {
        self.fileID = file.id
        self.offset = UInt32(truncatingIfNeeded: offset)
    }

    public var file: SourceFile { SourceFileRegistry.shared.file(fileID) }
    public var location: Diagnostic.Location { file.location(ofOffset: Int(offset)) }
}
