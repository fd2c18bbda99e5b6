/// Turns many positions into locations, keeping the files met so far and all their line starts at
/// hand: a large check reports tens of thousands of findings, and looking each up on its own takes
/// the file registry's lock and the line table's lock every time. Findings alternate between a
/// token file and the configuration (a finding, then the note that points at its declaration), so
/// every file met is kept, not just the last. One locator per thread.
public struct SourceLocator {
    private struct Known {
        var file: SourceFile
        var lineStarts: [UInt32]
        /// The line of the last lookup: findings come in document order, so the next one is
        /// usually on it or a few lines further.
        var line = 0
        /// The last lookup's offset and column, on `line`: a minified file is one long line,
        /// whose columns are counted on from there rather than from the line's start each time.
        var offset = 0
        var column = 1
    }

    private var known: [UInt32: Known] = [:]
    private var lastID: UInt32?
    private var last: Known?

    public init() {}

    public mutating func location(of position: SourcePosition) -> Diagnostic.Location {
        var entry: Known
        if lastID == position.fileID, let current = last {
            entry = current
        } else {
            if let id = lastID, let previous = last { known[id] = previous }
            let file = position.file
            entry = known[position.fileID] ?? Known(file: file, lineStarts: file.allLineStarts())
            lastID = position.fileID
        }
        let offset = min(Int(position.offset), entry.file.bytes.count)
        let line = Self.line(of: UInt32(offset), in: entry.lineStarts, near: entry.line)
        let from = line == entry.line && offset >= entry.offset ? (entry.offset, entry.column) : (Int(entry.lineStarts[line]), 1)
        entry.column = entry.file.column(at: offset, from: from.0, column: from.1)
        entry.line = line
        entry.offset = offset
        last = entry
        return Diagnostic.Location(file: entry.file.path, line: line + 1, column: entry.column)
    }

    /// The index of the line holding `offset`: a few steps forward from `hint` when it is near,
    /// else a binary search.
    static func line(of offset: UInt32, in starts: [UInt32], near hint: Int) -> Int {
        var line = min(max(hint, 0), starts.count - 1)
        if starts[line] <= offset {
            for _ in 0..<8 {
                guard line + 1 < starts.count, starts[line + 1] <= offset else { return line }
                line += 1
            }
        }
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
