/// Turns many positions into locations, keeping the last file and all its line starts at hand:
/// a large check reports tens of thousands of findings, and looking each up on its own takes the
/// file registry's lock and the line table's lock every time. One locator per thread.
public struct SourceLocator {
    private var file: SourceFile?
    private var lineStarts: [UInt32] = []

    public init() {}

    public mutating func location(of position: SourcePosition) -> Diagnostic.Location {
        if file?.id != position.fileID {
            file = position.file
            lineStarts = file!.allLineStarts()
        }
        let file = file!
        return file.location(ofOffset: min(Int(position.offset), file.bytes.count), lineStarts: lineStarts)
    }
}
