/// Turns many positions into locations, keeping the files met so far and all their line starts at
/// hand: a large check reports tens of thousands of findings, and looking each up on its own takes
/// the file registry's lock and the line table's lock every time. Findings alternate between a
/// token file and the configuration (a finding, then the note that points at its declaration), so
/// every file met is kept, not just the last. One locator per thread.
public struct SourceLocator {
    private struct Known {
        let file: SourceFile
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
            return Diagnostic.Location(file: file.path, line: line + 1, column: column)
        }

        private mutating func mark(line: Int) {
            let start = Int(lineStarts[line])
            let end = line + 1 < lineStarts.count ? Int(lineStarts[line + 1]) : file.bytes.count
            marks = [1]
            var mark = start
            while mark + Self.markSpacing <= end {
                marks.append(file.column(at: mark + Self.markSpacing, from: mark, column: marks[marks.count - 1]))
                mark += Self.markSpacing
            }
            markedLine = line
        }
    }

    private var known: [UInt32: Known] = [:]

    public init() {}

    public mutating func location(of position: SourcePosition) -> Diagnostic.Location {
        if known[position.fileID] == nil {
            let file = position.file
            known[position.fileID] = Known(file: file, lineStarts: file.allLineStarts())
        }
        let size = known[position.fileID]!.file.bytes.count
        return known[position.fileID]!.location(ofOffset: min(Int(position.offset), size))
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
