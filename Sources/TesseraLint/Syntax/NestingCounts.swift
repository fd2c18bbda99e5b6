/// How many `[`, `<` and `\` a file holds, anywhere: too few for any of `NestingGuard`'s limits,
/// and the file needs no guard. Each limit takes more of one byte than it allows levels (22 `[`
/// nested to outweigh the bracket budget, 101 `<`, 65 `\(`), and most sources hold far fewer,
/// so most files are cleared by a count that `LintScan`'s pass keeps on the way, and only the
/// others take the guard's own pass.
struct NestingCounts {
    /// The three counts in one word, 20 bits each (`weights`), so that the count costs one table
    /// read and one addition per byte; a file of 1 MiB or more may overflow them and is never cleared.
    private(set) var packed: UInt64 = 0
    private let byteCount: Int

    init(byteCount: Int) {
        self.byteCount = byteCount
    }

    /// A pass over `bytes` that only counts: for a reader that has no scan of its own to count in
    /// (`Linter.parseOnly`).
    init(_ bytes: [UInt8]) {
        self.init(byteCount: bytes.count)
        bytes.withUnsafeBufferPointer { text in
            Self.weights.withUnsafeBufferPointer { weights in
                var packed: UInt64 = 0
                for byte in text { packed &+= weights[Int(byte)] }
                self.packed = packed
            }
        }
    }

    /// Adds counts a scan made with `weights` on its way.
    mutating func add(_ counted: UInt64) {
        packed &+= counted
    }

    /// Whether the file cannot be over any of the guard's limits, so it need not be measured.
    var isCleared: Bool {
        guard byteCount < 1 << Self.fieldBits else { return false }
        let mask: UInt64 = 1 << Self.fieldBits - 1
        return packed & mask <= Self.mostBrackets && packed >> Self.fieldBits & mask <= NestingGuard.genericLimit
            && packed >> (2 * Self.fieldBits) & mask <= NestingGuard.interpolationLimit
    }

    /// The most `[` that, all nested, weigh no more than the budget: 2 + 4 + … + 2^n = 2^(n+1) − 2.
    private static let mostBrackets = UInt64(NestingGuard.bracketBudget.trailingZeroBitCount - 1)
    private static let fieldBits: UInt64 = 20

    /// What each byte adds to `packed`.
    static let weights: [UInt64] = (0...255).map { byte in
        switch UInt8(byte) {
        case UInt8(ascii: "["): 1
        case UInt8(ascii: "<"): 1 << fieldBits
        case UInt8(ascii: "\\"): 1 << (2 * fieldBits)
        default: 0
        }
    }
}
