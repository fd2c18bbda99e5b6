import TesseraCore

/// One file an output writes, relative to the output folder. Only the CLI touches the disk.
///
/// Most outputs hand over their bytes. A large one can instead hand over how to write them
/// (`init(path:streaming:)`): the CLI runs that straight into the file once the build has passed
/// its checks, so a 20 MB document never sits whole in memory. Everything that can fail or warn
/// happens in `emit`; writing only produces bytes.
public struct OutputFile: Hashable, Sendable {
    public var path: String
    /// A folder, `path` inside it, that the output fills entirely (an asset catalog): writing the
    /// output removes every other file in it, so a deleted token leaves nothing stale behind.
    public var ownedFolder: String?
    private let body: Body

    /// Receives a file's bytes in order, a piece at a time.
    public typealias Sink = (UnsafeRawBufferPointer) -> Void

    private enum Body: Sendable {
        case bytes([UInt8])
        case streamed(@Sendable (_ sink: Sink) -> Void)
    }

    public init(path: String, contents: [UInt8], ownedFolder: String? = nil) {
        self.path = path
        self.body = .bytes(contents)
        self.ownedFolder = ownedFolder
    }

    /// A file made of pieces written apart (on several threads), handed over in order rather than
    /// joined into one buffer first.
    public init(path: String, pieces: [[UInt8]], ownedFolder: String? = nil) {
        self.init(path: path, ownedFolder: ownedFolder) { sink in
            for piece in pieces { piece.withUnsafeBytes { sink($0) } }
        }
    }

    /// A file whose bytes `write` produces when asked, handing each piece to the sink it is given.
    /// It must produce the same bytes every time.
    public init(path: String, ownedFolder: String? = nil, streaming write: @escaping @Sendable (_ sink: Sink) -> Void) {
        self.path = path
        self.body = .streamed(write)
        self.ownedFolder = ownedFolder
    }

    /// Whether the bytes are produced when the file is written (see `init(path:streaming:)`).
    public var isStreamed: Bool {
        if case .streamed = body { return true }
        return false
    }

    /// The whole contents (a streamed file is produced into memory).
    public var contents: [UInt8] {
        switch body {
        case .bytes(let bytes):
            return bytes
        case .streamed(let write):
            var bytes: [UInt8] = []
            write { bytes.append(contentsOf: $0) }
            return bytes
        }
    }

    /// Hands the contents to `sink` in order: at once when they are in memory, else as produced.
    public func write(to sink: Sink) {
        switch body {
        case .bytes(let bytes): bytes.withUnsafeBytes { sink($0) }
        case .streamed(let write): write(sink)
        }
    }

    /// The contents as text (outputs write UTF-8).
    public var text: String { String(decoding: contents, as: UTF8.self) }

    public static func == (lhs: OutputFile, rhs: OutputFile) -> Bool {
        lhs.path == rhs.path && lhs.ownedFolder == rhs.ownedFolder && lhs.contents == rhs.contents
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(ownedFolder)
        hasher.combine(contents)
    }
}
