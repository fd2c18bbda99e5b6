import TesseraCore

/// The custom property name of every token of every permutation, made unique.
///
/// Names come from `CSSNaming`. A typography token also claims its part names
/// (`--x-font-size`, …). When a name is already taken, the later token in document order gets
/// `-2`, `-3`… (the first free one) and a `css-name-collision` warning naming both paths. Tokens
/// that do not collide always keep their natural name: renaming happens after every natural name
/// is claimed. Names live back to back in one byte buffer, written into the output by slice.
struct CSSNameTable {
    static let typographyParts = ["-font-family", "-font-size", "-font-weight", "-letter-spacing", "-line-height"]

    private var table: ByteSliceTable
    private var nameStart: [Int32]
    private var nameLength: [Int32]
    private let union: TokenUnion

    init(union: TokenUnion, permutations: [ResolvedTokenSet], prefix: String, log: inout DiagnosticLog) {
        self.union = union
        var isTypography = [Bool](repeating: false, count: union.count)
        for (offset, set) in permutations.enumerated() {
            let tokenIndex = union.tokenIndex[offset]
            set.tokens.withUnsafeBufferPointer { tokens in
                for entry in 0..<union.count where union.firstPermutation[entry] == offset && tokenIndex[entry] >= 0 {
                    isTypography[entry] = tokens[Int(tokenIndex[entry])].type == .typography
                }
            }
        }
        table = ByteSliceTable(expectedCount: union.count + isTypography.count { $0 } * 5)
        nameStart = []
        nameLength = []
        nameStart.reserveCapacity(union.count)
        nameLength.reserveCapacity(union.count)
        var naming = CSSNaming(prefix: prefix)
        var scratch: [UInt8] = []
        var collided: [Int] = []
        for entry in 0..<union.count {
            scratch.removeAll(keepingCapacity: true)
            naming.appendPropertyName(for: union.paths[entry], to: &scratch)
            let start = table.append(scratch)
            nameStart.append(Int32(start))
            nameLength.append(Int32(scratch.count))
            if !claimAll(entry, start: start, length: scratch.count, typography: isTypography[entry]) {
                collided.append(entry)
            }
        }
        for entry in collided {
            rename(entry, typography: isTypography[entry], permutations: permutations, log: &log)
        }
    }

    /// Claims a name (and its typography part names) for `entry` if all are free.
    private mutating func claimAll(_ entry: Int, start: Int, length: Int, typography: Bool) -> Bool {
        guard typography else { return table.claim(start: start, length: length, owner: entry) == nil }
        let name = Array(table.storage[start..<(start + length)])
        var parts: [(Int, Int)] = []
        for suffix in Self.typographyParts {
            let partStart = table.append(name + Array(suffix.utf8))
            parts.append((partStart, length + suffix.utf8.count))
        }
        let free = table.owner(start: start, length: length) == nil
            && parts.allSatisfy { table.owner(start: $0.0, length: $0.1) == nil }
        guard free else { return false }
        _ = table.claim(start: start, length: length, owner: entry)
        for (partStart, partLength) in parts { _ = table.claim(start: partStart, length: partLength, owner: entry) }
        return true
    }

    private mutating func rename(
        _ entry: Int, typography: Bool, permutations: [ResolvedTokenSet], log: inout DiagnosticLog
    ) {
        let natural = Array(table.storage[Int(nameStart[entry])..<Int(nameStart[entry] + nameLength[entry])])
        var clash = table.owner(start: Int(nameStart[entry]), length: Int(nameLength[entry]))
        if clash == nil, typography {
            for suffix in Self.typographyParts {
                let start = table.append(natural + Array(suffix.utf8))
                clash = clash ?? table.owner(start: start, length: natural.count + suffix.utf8.count)
            }
        }
        var counter = 2
        while true {
            let candidate = natural + Array("-\(counter)".utf8)
            let start = table.append(candidate)
            if claimAll(entry, start: start, length: candidate.count, typography: typography) {
                nameStart[entry] = Int32(start)
                nameLength[entry] = Int32(candidate.count)
                break
            }
            counter += 1
        }
        reportCollision(
            entry: entry, other: clash, natural: String(decoding: natural, as: UTF8.self),
            permutations: permutations, log: &log)
    }

    // MARK: Lookup

    /// Appends the name of union entry `entry`, then `suffix`.
    func appendName(_ entry: Int, suffix: String = "", to bytes: inout [UInt8]) {
        bytes.append(contentsOf: table.storage[Int(nameStart[entry])..<Int(nameStart[entry] + nameLength[entry])])
        if !suffix.isEmpty { bytes.append(contentsOf: suffix.utf8) }
    }

    func name(_ entry: Int) -> String {
        var bytes: [UInt8] = []
        appendName(entry, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The union entry of the token at `path` (needs the union's path index).
    func entry(forPath path: String) -> Int? { union.index(ofPath: path) }

    private func reportCollision(
        entry: Int, other: Int?, natural: String, permutations: [ResolvedTokenSet], log: inout DiagnosticLog
    ) {
        let token = union.token(entry, in: Int(union.firstPermutation[entry]), of: permutations)
        var notes: [Diagnostic.Note] = []
        var otherText = "another token"
        if let other {
            let otherPath = union.paths[other]
            otherText = "'\(otherPath)'"
            let otherToken = union.token(other, in: Int(union.firstPermutation[other]), of: permutations)
            notes.append(Diagnostic.Note("'\(otherPath)' is defined here", location: otherToken?.position?.location))
        }
        let path = union.paths[entry]
        log.warning(
            "css-name-collision",
            "tokens '\(path)' and \(otherText) both become the CSS custom property '\(natural)'; '\(path)' is written as '\(name(entry))'. Rename one of them to choose the names yourself",
            at: token?.position, notes: notes)
    }
}
