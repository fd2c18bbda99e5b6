/// A `SourcePosition?` in eight bytes. An optional position takes nine (and a padded twelve or
/// sixteen inside a struct); every JSON value and member name carries one, so in a tree of a
/// million nodes the extra bytes are megabytes of memory touched for nothing.
struct PackedPosition: Sendable {
    /// No file has this id (ids count up from 1), so it stands for "no position".
    private static let absent = UInt32.max

    private let fileID: UInt32
    private let offset: UInt32

    @inline(__always)
    init(_ position: SourcePosition?) {
        if let position {
            fileID = position.fileID
            offset = position.offset
        } else {
            fileID = Self.absent
            offset = 0
        }
    }

    @inline(__always)
    var position: SourcePosition? {
        fileID == Self.absent ? nil : SourcePosition(fileID: fileID, offset: offset)
    }
}

extension SourcePosition {
    /// A position rebuilt from its two parts (`PackedPosition`).
    @inline(__always)
    init(fileID: UInt32, offset: UInt32) {
        self.fileID = fileID
        self.offset = offset
    }
}
