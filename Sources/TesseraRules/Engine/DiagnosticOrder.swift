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

    /// `0..<count` sorted by `precedes` (a strict total order): the two halves on two cores, then
    /// merged.
    private static func sortedInHalves(_ count: Int, by precedes: (Int, Int) -> Bool) -> [Int] {
        guard count >= 8_192 else { return (0..<count).sorted(by: precedes) }
        let middle = count / 2
        let halves = withoutActuallyEscaping(precedes) { precedes in
            let shared = UncheckedSendable(precedes)
            return [0..<middle, middle..<count].parallelMap { range in range.sorted(by: shared.value) }
        }
        var merged: [Int] = []
        merged.reserveCapacity(count)
        var i = 0, j = 0
        let left = halves[0], right = halves[1]
        while i < left.count, j < right.count {
            if precedes(right[j], left[i]) {
                merged.append(right[j])
                j += 1
            } else {
                merged.append(left[i])
                i += 1
            }
        }
        merged += left[i...]
        merged += right[j...]
        return merged
    }

    /// `diagnostics` is left holding placeholders: the kept diagnostics are moved, not copied.
    /// `leading` go first, as they are: a caller's own diagnostics placed in front of 60,000
    /// sorted ones would move all of those into a new array.
    static func sortedUnique(_ diagnostics: inout [Diagnostic], after leading: [Diagnostic] = []) -> [Diagnostic] {
        diagnostics.withUnsafeMutableBufferPointer { source in
            // Read in place throughout: a copy of a diagnostic retains and releases each of its
            // strings, and 60,000 of them, cold, were most of this (one core's) work.
            let order = sortedOrder(UnsafeBufferPointer(source))
            let placeholder = Diagnostic.movedOut
            return [Diagnostic](unsafeUninitializedCapacity: leading.count + order.count) { result, initialized in
                for diagnostic in leading {
                    result.initializeElement(at: initialized, to: diagnostic)
                    initialized += 1
                }
                for index in order {
                    result.initializeElement(at: initialized, to: (source.baseAddress! + index).move())
                    (source.baseAddress! + index).initialize(to: placeholder)
                    initialized += 1
                }
            }
        }
    }

    /// The indices of the diagnostics to keep, in their sorted order.
    private static func sortedOrder(_ diagnostics: UnsafeBufferPointer<Diagnostic>) -> [Int] {
        // Diagnostics of one file come in runs: a file's path is hashed once per run, not once
        // per diagnostic.
        var files: [String: Int] = [:]
        var last: String?
        for index in diagnostics.indices {
            guard let file = diagnostics[index].location?.file, file != last else { continue }
            files[file] = 0
            last = file
        }
        for (rank, file) in files.keys.sorted().enumerated() { files[file] = rank }
        var lastRank = (file: String?.none, rank: -1)
        let keys = diagnostics.indices.map { index -> Key in
            guard let location = diagnostics[index].location else { return Key(file: -1, line: 0, column: 0) }
            if location.file != lastRank.file { lastRank = (location.file, files[location.file]!) }
            return Key(file: lastRank.rank, line: location.line, column: location.column)
        }
        // The input index breaks the remaining ties, which is what makes this sort stable (and
        // the halves, sorted on their own cores, merge into the one order a single sort gives).
        let precedes = { (a: Int, b: Int) -> Bool in
            if keys[a] != keys[b] { return keys[a] < keys[b] }
            if diagnostics[a].code != diagnostics[b].code { return diagnostics[a].code < diagnostics[b].code }
            if diagnostics[a].message != diagnostics[b].message { return diagnostics[a].message < diagnostics[b].message }
            if diagnostics[a].severity != diagnostics[b].severity { return diagnostics[a].severity < diagnostics[b].severity }
            return a < b
        }
        let order = sortedInHalves(diagnostics.count, by: precedes)
        // Equal diagnostics sort next to each other: within a run of one place, code, message and
        // severity, the first of each distinct diagnostic stays, as a seen-set would keep it.
        var kept: [Int] = []
        kept.reserveCapacity(diagnostics.count)
        var runStart = 0
        var previous: Int?
        for index in order {
            if let previous, keys[previous] == keys[index], diagnostics[previous].code == diagnostics[index].code,
               diagnostics[previous].message == diagnostics[index].message,
               diagnostics[previous].severity == diagnostics[index].severity {
                if kept[runStart...].contains(where: { diagnostics[$0] == diagnostics[index] }) { continue }
            } else {
                runStart = kept.count
            }
            kept.append(index)
            previous = index
        }
        return kept
    }
}

/// A closure the halves' sorts share: it only reads arrays that nothing changes meanwhile.
private struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
