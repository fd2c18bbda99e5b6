/// Where in a file's bytes a rule may find something to look at (`LintScan` finds them): the first
/// byte of every word spelled as a name some handler is reached by (a call's name or label, a
/// member, an assigned property), and, when a handler reads string literals for what only
/// non-ASCII text can hold, the first byte of every non-ASCII character. The walk
/// (`LintDispatcher`) skips a node whose bytes hold no mark: no handler can be reached inside it,
/// so its nodes need not be made.
///
/// The scan reads words, not tokens: a name in a comment or a string is marked too, which only
/// walks a node that did not need it. It never misses a token, whose name is a whole word.
struct LintMarks {
    /// What is marked: the names, or everything (a handler that asked for a node kind by no name).
    struct Names: Sendable {
        var table = LintNameTable()
        var nonASCII = false
        var everything = false
    }

    /// Sorted offsets of the marks, or nil when every node is to be walked.
    private let offsets: [Int]?
    /// The first mark not before the node looked at last: nodes are looked at in document order.
    private var next = 0

    init(_ offsets: [Int]?) {
        self.offsets = offsets
    }

    /// Whether a mark falls in `start..<end`. Starts must not decrease from call to call.
    mutating func holdsMark(from start: Int, to end: Int) -> Bool {
        guard let offsets else { return true }
        while next < offsets.count, offsets[next] < start { next += 1 }
        return next < offsets.count && offsets[next] < end
    }
}
