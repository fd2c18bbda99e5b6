/// Turns many positions into locations, keeping the files met so far and all their line starts at
/// hand: a large check reports tens of thousands of findings, and looking each up on its own takes
/// the file registry's lock and the line table's lock every time. Findings alternate between a
/// token file and the configuration (a finding, then the note that points at its declaration), so
/// every file met is kept, not just the last. One locator per thread.
public struct SourceLocator {
    private struct Known {
        let file: SourceFile
        /// The file's path, copied for this locator: every location holds it, and two threads
        /// retaining one shared string contend for its reference count.
        let path: String
        let size: Int
        let lineStarts: [UInt32]
        /// The line of the last lookup: findings come in document order, so the next one is
        /// usually on it or a few lines further.
        var line = 0
        /// The last lookup's offset and column, on `line`: a minified file is one long line,
        /// whose columns are counted on from there rather than from the line's start each time.
        var offset = 0
        var column = 1

        /// The columns at every `markSpacing` bytes of line `markedLine`, once a lookup lands far
        /// into it: a minified file is one line tens of kilobytes long, and its findings come in
        /// no particular order, so counting from the line's start each time scanned megabytes.
        var markedLine = -1
        var marks: [Int] = []
        static let markSpacing = 1024

        mutating func location(ofOffset offset: Int) -> Diagnostic.Location {
            let found = SourceLocator.line(of: UInt32(offset), in: lineStarts, near: line)
            let lineStart = Int(lineStarts[found])
            var from = lineStart, startColumn = 1
            if found == line, offset >= self.offset {
                (from, startColumn) = (self.offset, column)
            }
            if offset - from > Self.markSpacing {
                if markedLine != found { mark(line: found) }
                let index = (offset - lineStart) / Self.markSpacing
                (from, startColumn) = (lineStart + index * Self.markSpacing, marks[index])
            }
            column = file.column(at: offset, from: from, column: startColumn)
            line = found
            self.offset = offset
            return Diagnostic.Location(file: path, line: line + 1, column: column)
        }

        private mutating func mark(line: Int) {
            let start = Int(lineStarts[line])
            let end = line + 1 < lineStarts.count ? Int(lineStarts[line + 1]) : file.byteCount
            marks = [1]
            var mark = start
            while mark + Self.markSpacing <= end {
                marks.append(file.column(at: mark + Self.markSpacing, from: mark, column: marks[marks.count - 1]))
                mark += Self.markSpacing
            }
            markedLine = line
        }
    }

    /// The files met, in the order met; `slots` finds a file's, and the last one is at hand
    /// (a lookup in place, where a dictionary's value was copied out and back).
    private var known: [Known] = []
    private var slots: [UInt32: Int] = [:]
    private var lastFile = UInt32.max
    private var lastSlot = 0

    public init() {}

    public mutating func location(of position: SourcePosition) -> Diagnostic.Location {
        if position.fileID != lastFile {
            lastSlot = slots[position.fileID] ?? meet(position.file)
            lastFile = position.fileID
        }
        let offset = min(Int(position.offset), known[lastSlot].size)
        return known[lastSlot].location(ofOffset: offset)
    }

    private mutating func meet(_ file: SourceFile) -> Int {
        let path = String(decoding: Array(file.path.utf8), as: UTF8.self)
        known.append(Known(file: file, path: path, size: file.byteCount, lineStarts: file.allLineStarts()))
        slots[file.id] = known.count - 1
        return known.count - 1
    }

    /// The index of the line holding `offset`: galloping forward from `hint` (findings come in
    /// document order, often many lines apart), else a binary search below it.
    static func line(of offset: UInt32, in starts: [UInt32], near hint: Int) -> Int {
        let last = starts.count - 1
        var low = min(max(hint, 0), last)
        var high: Int
        if starts[low] <= offset {
            var step = 1
            var probe = low + 1
            while probe <= last, starts[probe] <= offset {
                low = probe
                step <<= 1
                probe = low + step
            }
            high = min(probe - 1, last)
        } else {
            (low, high) = (0, low - 1)
        }
        // The last line start at or before `offset` within low...high (starts[low] <= offset).
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
