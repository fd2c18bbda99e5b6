import TesseraCore

/// `DiagnosticLog.sorted` (a stable sort by `Diagnostic`'s order, then each diagnostic kept once)
/// for the tens of thousands of findings of a large system: the sort compares precomputed integer
/// keys instead of file paths, and duplicates are looked for only among diagnostics at the same
/// place with the same code and message, the only ones that can be equal, instead of hashing all.
enum DiagnosticOrder {
    private struct Key: Comparable {
        /// -1 without a location, which sorts first; else the file's rank among the paths.
        var file: Int
        var line: Int
        var column: Int

        static func < (lhs: Key, rhs: Key) -> Bool { (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column) }
    }

    /// `diagnostics` is left holding placeholders: the kept diagnostics are moved, not copied.
    static func sortedUnique(_ diagnostics: inout [Diagnostic]) -> [Diagnostic] {
        var files: [String: Int] = [:]
        for diagnostic in diagnostics { if let file = diagnostic.location?.file { files[file] = 0 } }
        for (rank, file) in files.keys.sorted().enumerated() { files[file] = rank }
        let keys = diagnostics.map { diagnostic in
            diagnostic.location.map { Key(file: files[$0.file]!, line: $0.line, column: $0.column) } ?? Key(file: -1, line: 0, column: 0)
        }
        // The input index breaks the remaining ties, which is what makes this sort stable.
        let order = diagnostics.indices.sorted { a, b in
            if keys[a] != keys[b] { return keys[a] < keys[b] }
            let left = diagnostics[a], right = diagnostics[b]
            if left.code != right.code { return left.code < right.code }
            if left.message != right.message { return left.message < right.message }
            if left.severity != right.severity { return left.severity < right.severity }
            return a < b
        }
        // Equal diagnostics sort next to each other: within a run of one place, code, message and
        // severity, the first of each distinct diagnostic stays, as a seen-set would keep it.
        var kept: [Int] = []
        kept.reserveCapacity(diagnostics.count)
        var runStart = 0
        var previous: Int?
        for index in order {
            let diagnostic = diagnostics[index]
            if let previous, keys[previous] == keys[index], diagnostics[previous].code == diagnostic.code,
               diagnostics[previous].message == diagnostic.message, diagnostics[previous].severity == diagnostic.severity {
                if kept[runStart...].contains(where: { diagnostics[$0] == diagnostic }) { continue }
            } else {
                runStart = kept.count
            }
            kept.append(index)
            previous = index
        }
        let placeholder = Diagnostic.movedOut
        return diagnostics.withUnsafeMutableBufferPointer { source in
            [Diagnostic](unsafeUninitializedCapacity: kept.count) { result, initialized in
                for index in kept {
                    result.initializeElement(at: initialized, to: (source.baseAddress! + index).move())
                    (source.baseAddress! + index).initialize(to: placeholder)
                    initialized += 1
                }
            }
        }
    }
}
