import TesseraCore

/// The custom property name of every token of every permutation, made unique.
///
/// Names come from `CSSNaming`. A typography token also claims its part names
/// (`--x-font-size`, …), a spring its easing's (`--x-easing`, `--x-easing-duration`). When a name is already claimed by an earlier token in document order,
/// the later token gets `-2`, `-3`… (the first name nobody has) and a `css-name-collision` warning
/// naming both paths. Names live back to back in one byte buffer and are written by slice.
struct CSSNameTable {
    static let typographyParts = ["-font-family", "-font-size", "-font-weight", "-letter-spacing", "-line-height"]
    /// A spring's `linear()` easing and the duration to run it for (`CSSDeclarationWriter`).
    static let springParts = ["-easing", "-easing-duration"]

    private var storage: [UInt8] = []
    private var nameStart: [Int32] = []
    private var nameLength: [Int32] = []
    private let union: TokenUnion

    init(union: TokenUnion, permutations: [ResolvedTokenSet], prefix: String, log: inout DiagnosticLog) {
        self.union = union
        let partKinds = Self.partKinds(union: union, permutations: permutations)
        storage.reserveCapacity(union.count * 40)
        nameStart.reserveCapacity(union.count)
        nameLength.reserveCapacity(union.count)
        // Every claimed name in document order: a token's name, then its part names.
        var claimStart: [Int32] = []
        var claimLength: [Int32] = []
        var claimOwner: [Int32] = []
        claimStart.reserveCapacity(union.count)
        claimLength.reserveCapacity(union.count)
        claimOwner.reserveCapacity(union.count)
        var naming = CSSNaming(prefix: prefix)
        for entry in 0..<union.count {
            let start = storage.count
            naming.appendPropertyName(for: union.paths[entry], to: &storage)
            nameStart.append(Int32(start))
            nameLength.append(Int32(storage.count - start))
            claimStart.append(Int32(start))
            claimLength.append(Int32(storage.count - start))
            claimOwner.append(Int32(entry))
            guard partKinds[entry] != .none else { continue }
            let name = Array(storage[start...])
            for suffix in partKinds[entry].suffixes {
                let partStart = storage.count
                storage.append(contentsOf: name)
                storage.append(contentsOf: suffix.utf8)
                claimStart.append(Int32(partStart))
                claimLength.append(Int32(storage.count - partStart))
                claimOwner.append(Int32(entry))
            }
        }
        let earlier = DuplicateKeys.earlierOccurrences(storage: storage, starts: claimStart, lengths: claimLength)
        // A token collides when one of its claims was made before by another token.
        var collided: [(entry: Int, other: Int)] = []
        for claim in earlier.indices where earlier[claim] >= 0 {
            let entry = Int(claimOwner[claim])
            let other = Int(claimOwner[Int(earlier[claim])])
            if other != entry, collided.last?.entry != entry { collided.append((entry, other)) }
        }
        guard !collided.isEmpty else { return }
        // Rare: rename with an exact index of every claim.
        var taken = ByteSliceTable(expectedCount: claimStart.count + collided.count * 6)
        for claim in claimStart.indices {
            let start = Int(claimStart[claim])
            _ = taken.insert(storage[start..<(start + Int(claimLength[claim]))], owner: Int(claimOwner[claim]))
        }
        for (entry, other) in collided {
            rename(entry, other: other, parts: partKinds[entry].suffixes, taken: &taken, permutations: permutations,
                   log: &log)
        }
    }

    /// Which part properties a token also gets besides its own.
    enum PartKind: UInt8 {
        case none, typography, spring

        var suffixes: [String] {
            switch self {
            case .none: []
            case .typography: CSSNameTable.typographyParts
            case .spring: CSSNameTable.springParts
            }
        }
    }

    private static func partKinds(union: TokenUnion, permutations: [ResolvedTokenSet]) -> [PartKind] {
        var kinds = [PartKind](repeating: .none, count: union.count)
        for (offset, set) in permutations.enumerated() {
            let tokenIndex = union.tokenIndex[offset]
            set.tokens.withUnsafeBufferPointer { tokens in
                for entry in 0..<union.count where union.firstPermutation[entry] == offset && tokenIndex[entry] >= 0 {
                    let token = tokens[Int(tokenIndex[entry])]
                    switch token.type {
                    case .typography: kinds[entry] = .typography
                    case .duration where token.spring != nil: kinds[entry] = .spring
                    default: break
                    }
                }
            }
        }
        return kinds
    }

    private mutating func rename(
        _ entry: Int, other: Int, parts: [String], taken: inout ByteSliceTable, permutations: [ResolvedTokenSet],
        log: inout DiagnosticLog
    ) {
        let natural = Array(storage[Int(nameStart[entry])..<Int(nameStart[entry] + nameLength[entry])])
        var counter = 2
        while true {
            let candidate = natural + Array("-\(counter)".utf8)
            let claims = [candidate] + parts.map { candidate + Array($0.utf8) }
            if claims.allSatisfy({ taken.owner(of: String(decoding: $0, as: UTF8.self)) == nil }) {
                for claim in claims { _ = taken.insert(claim, owner: entry) }
                nameStart[entry] = Int32(storage.count)
                nameLength[entry] = Int32(candidate.count)
                storage.append(contentsOf: candidate)
                break
            }
            counter += 1
        }
        reportCollision(
            entry: entry, other: other, natural: String(decoding: natural, as: UTF8.self), permutations: permutations,
            log: &log)
    }

    // MARK: Lookup

    /// Appends the name of union entry `entry`, then `suffix`.
    func appendName(_ entry: Int, suffix: String = "", to bytes: inout [UInt8]) {
        bytes.append(contentsOf: storage[Int(nameStart[entry])..<Int(nameStart[entry] + nameLength[entry])])
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
        entry: Int, other: Int, natural: String, permutations: [ResolvedTokenSet], log: inout DiagnosticLog
    ) {
        let token = union.token(entry, in: Int(union.firstPermutation[entry]), of: permutations)
        let otherToken = union.token(other, in: Int(union.firstPermutation[other]), of: permutations)
        let path = union.paths[entry]
        let otherPath = union.paths[other]
        log.warning(
            "css-name-collision",
            "tokens '\(path)' and '\(otherPath)' both become the CSS custom property '\(natural)'; '\(path)' is written as '\(name(entry))'. Rename one of them to choose the names yourself",
            at: token?.position,
            notes: [Diagnostic.Note("'\(otherPath)' is defined here", location: otherToken?.position?.location)])
    }
}
