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

    /// Sorts `diagnostics` after its first `leadingCount` (a caller's own, placed in front as they
    /// are) and keeps each once, in place: the diagnostics are moved within their array, so a
    /// check of 60,000 findings does not fill five megabytes of new memory with them (a page fault
    /// for every four kilobytes).
    static func sortUnique(_ diagnostics: inout [Diagnostic], after leadingCount: Int = 0) {
        let kept = diagnostics.withUnsafeMutableBufferPointer { all -> Int in
            let rest = UnsafeMutableBufferPointer(rebasing: all[leadingCount...])
            let order = sortedOrder(UnsafeBufferPointer(rest))
            permute(rest, keepingInOrder: order)
            return order.count
        }
        diagnostics.removeLast(diagnostics.count - leadingCount - kept)
    }

    /// Moves `order`'s elements to the front of `elements`, in that order, and the others after
    /// them, following each cycle of the permutation with one element held aside.
    private static func permute(_ elements: UnsafeMutableBufferPointer<Diagnostic>, keepingInOrder order: [Int]) {
        // `source[position]`: the index of the element that ends up at `position`.
        var source = order
        var placed = [Bool](repeating: false, count: elements.count)
        for index in order { placed[index] = true }
        for index in elements.indices where !placed[index] { source.append(index) }
        for index in placed.indices { placed[index] = false }
        guard let base = elements.baseAddress else { return }
        for start in elements.indices where !placed[start] && source[start] != start {
            let held = (base + start).move()
            var position = start
            while source[position] != start {
                (base + position).moveInitialize(from: base + source[position], count: 1)
                placed[position] = true
                position = source[position]
            }
            (base + position).initialize(to: held)
            placed[position] = true
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
