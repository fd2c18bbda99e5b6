import Foundation

/// Finds the "did you mean" for unresolved references with bounded work. Comparing every
/// unresolved path with every token path cost 22 s for 8,000 unresolved references (issue 23), so
/// token paths are indexed once by length (only lengths within the distance limit are compared),
/// a cheap test on the characters present skips paths that cannot be close, and the whole
/// resolution shares a work budget: past it, references are still reported, without suggestions.
/// Within the budget the suggestion is the one a full scan gives (closest, then first declared).
/// One per resolution; the lock only makes it safe to share, as resolutions do not.
final class ReferenceSuggestions: @unchecked Sendable {
    /// Units of work (candidates looked at, plus edit-distance cells) for one resolution: several
    /// "did you mean"s even when 16,000 paths are all near misses, many more when most are ruled
    /// out by length, characters or the first rows; about a second of a debug build at most.
    static let budget = 4_000_000

    private struct Candidate {
        let order: Int
        let bytes: [UInt8]
        let mask: UInt64
    }

    private let lock = NSLock()
    private var remaining: Int
    /// Token paths by UTF-8 length, in declaration order; built at the first unresolved reference.
    private var byLength: [Int: [Candidate]]?

    /// The path of every object in the tree that is not a token, built at the first unresolved
    /// reference: walking the tree for each one looked each key up in members one by one, n
    /// unresolved references into a group of n tokens costing n² key comparisons.
    private var groups: Set<[String]>?

    init(budget: Int = ReferenceSuggestions.budget) { remaining = budget }

    /// Whether `segments` name an object of `tree` that is not a token (as a walk down by key
    /// would find it: the first member of a repeated key).
    func isGroup(_ segments: [String], in tree: JSONObject, mode: ImportMode) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if groups == nil { groups = Self.groupPaths(tree, mode: mode) }
        return groups?.contains(segments) ?? false
    }

    private static func groupPaths(_ tree: JSONObject, mode: ImportMode) -> Set<[String]> {
        var found: Set<[String]> = []
        // An explicit stack: the tree's depth is bounded by the reader, but not by much.
        var stack: [([String], JSONObject)] = [([], tree)]
        while let (path, object) = stack.popLast() {
            if !object.isToken(mode: mode) { found.insert(path) }
            var seen: Set<String> = []
            for member in object.members where seen.insert(member.key).inserted {
                if let child = member.value.object { stack.append((path + [member.key], child)) }
            }
        }
        return found
    }

    /// The closest token path to `path` within its distance limit, or nil (none close, or the
    /// budget is spent). `paths` gives the token paths in declaration order.
    func closest(to path: String, count: Int, paths: (Int) -> String) -> String? {
        let target = Array(path.utf8)
        guard target.count <= 200 else { return nil }
        lock.lock()
        defer { lock.unlock() }
        let index = byLength ?? build(count: count, paths: paths)
        let limit = max(2, target.count / 5)
        let mask = Self.mask(target)
        var best: (distance: Int, order: Int, bytes: [UInt8])?
        for length in max(0, target.count - limit)...(target.count + limit) {
            for candidate in index[length] ?? [] {
                remaining -= 1
                guard remaining > 0 else { return nil }
                // Each character of one path that the other lacks takes an edit of its own.
                let lower = max((mask & ~candidate.mask).nonzeroBitCount, (candidate.mask & ~mask).nonzeroBitCount)
                let bound = best.map { min(limit, $0.distance) } ?? limit
                guard lower <= bound else { continue }
                let distance = Self.distance(target, candidate.bytes, limit: limit, cells: &remaining)
                guard remaining > 0 else { return nil }
                guard distance <= limit else { continue }
                if let current = best, (current.distance, current.order) <= (distance, candidate.order) { continue }
                best = (distance, candidate.order, candidate.bytes)
            }
        }
        return best.map { String(decoding: $0.bytes, as: UTF8.self) }
    }

    private func build(count: Int, paths: (Int) -> String) -> [Int: [Candidate]] {
        var index: [Int: [Candidate]] = [:]
        for order in 0..<count {
            let bytes = Array(paths(order).utf8)
            index[bytes.count, default: []].append(Candidate(order: order, bytes: bytes, mask: Self.mask(bytes)))
        }
        remaining -= count
        byLength = index
        return index
    }

    /// Levenshtein distance if at most `limit`, else `limit + 1`; `cells` is charged for each cell
    /// computed. Only cells within `limit` of the diagonal are computed (a path through any other
    /// costs more than `limit`), and a row all over `limit` ends the search.
    static func distance(_ a: [UInt8], _ b: [UInt8], limit: Int, cells: inout Int) -> Int {
        let (n, m, over) = (a.count, b.count, limit + 1)
        guard abs(n - m) <= limit else { return over }
        guard n > 0, m > 0 else { return max(n, m) }
        // Two rows on the stack, not two arrays per candidate: allocating them was most of the time.
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * (m + 1)) { rows in
            var previous = UnsafeMutableBufferPointer(rebasing: rows[0...m])
            var current = UnsafeMutableBufferPointer(rebasing: rows[(m + 1)...])
            previous.initialize(repeating: over)
            current.initialize(repeating: over)
            for j in 0...min(m, limit) { previous[j] = j }
            for i in 1...n {
                let low = max(1, i - limit), high = min(m, i + limit)
                current[low - 1] = low == 1 ? min(i, over) : over
                var rowMinimum = current[low - 1]
                for j in low...high {
                    // Spelled out: the variadic `min` allocates an array per cell in a debug build.
                    var value = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                    if previous[j] + 1 < value { value = previous[j] + 1 }
                    if current[j - 1] + 1 < value { value = current[j - 1] + 1 }
                    if over < value { value = over }
                    current[j] = value
                    if value < rowMinimum { rowMinimum = value }
                }
                // The next row reads one cell past this row's band.
                if high < m { current[high + 1] = over }
                cells -= high - low + 1
                if rowMinimum > limit { return over }
                swap(&previous, &current)
            }
            return previous[m]
        }
    }

    /// Which bytes occur, folded onto 64 bits: a fold can only hide a difference, so the count of
    /// bits one path has and the other lacks never exceeds their edit distance.
    private static func mask(_ bytes: [UInt8]) -> UInt64 {
        bytes.reduce(0) { $0 | (1 << UInt64($1 & 63)) }
    }
}
