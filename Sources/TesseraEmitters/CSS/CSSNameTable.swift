import TesseraCore

/// The custom property name of every token of every permutation, made unique.
///
/// Names come from `CSSNaming`. A typography token also claims its part names
/// (`--x-font-size`, …). When a name is already taken, the later token in document order gets
/// `-2`, `-3`… (the first free one) and a `css-name-collision` warning naming both paths. Tokens
/// that do not collide always keep their natural name: renaming happens after every natural name
/// is claimed.
struct CSSNameTable {
    /// `--name` for each entry of the union.
    private(set) var names: [String]
    private let union: TokenUnion

    static let typographyParts = ["-font-family", "-font-size", "-font-weight", "-letter-spacing", "-line-height"]

    init(union: TokenUnion, permutations: [ResolvedTokenSet], prefix: String, log: inout DiagnosticLog) {
        self.union = union
        var naming = CSSNaming(prefix: prefix)
        names = union.paths.map { naming.propertyName(for: $0) }
        let isTypography = (0..<union.count).map { entry in
            union.token(entry, in: Int(union.firstPermutation[entry]), of: permutations)?.type == .typography
        }
        var owner: [String: Int32] = [:]
        owner.reserveCapacity(names.count + names.count / 4)
        var collided: [Int] = []
        for entry in names.indices {
            if !isTypography[entry] {
                // One hash per name on the common path: claim it unless it is already owned.
                if !Self.claim(&owner[names[entry], default: -1], by: Int32(entry)) { collided.append(entry) }
                continue
            }
            let claims = Self.claims(names[entry], typography: true)
            if claims.allSatisfy({ owner[$0] == nil }) {
                for claim in claims { owner[claim] = Int32(entry) }
            } else {
                collided.append(entry)
            }
        }
        for entry in collided {
            let natural = names[entry]
            let clash = Self.claims(natural, typography: isTypography[entry]).lazy.compactMap { owner[$0] }.first
            var counter = 2
            while true {
                let candidate = "\(natural)-\(counter)"
                let claims = Self.claims(candidate, typography: isTypography[entry])
                if claims.allSatisfy({ owner[$0] == nil }) {
                    for claim in claims { owner[claim] = Int32(entry) }
                    names[entry] = candidate
                    break
                }
                counter += 1
            }
            Self.reportCollision(
                entry: entry, other: clash.map(Int.init), natural: natural, chosen: names[entry],
                union: union, permutations: permutations, log: &log)
        }
    }

    private static func claim(_ slot: inout Int32, by entry: Int32) -> Bool {
        guard slot == -1 else { return false }
        slot = entry
        return true
    }

    private static func claims(_ name: String, typography: Bool) -> [String] {
        typography ? [name] + typographyParts.map { name + $0 } : [name]
    }

    /// The name of the token at `path`, when the union has it (needs the path index).
    func name(forPath path: String) -> String? {
        union.indexByPath[path].map { names[$0] }
    }

    private static func reportCollision(
        entry: Int, other: Int?, natural: String, chosen: String, union: TokenUnion,
        permutations: [ResolvedTokenSet], log: inout DiagnosticLog
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
        log.warning(
            "css-name-collision",
            "tokens '\(union.paths[entry])' and \(otherText) both become the CSS custom property '\(natural)'; '\(union.paths[entry])' is written as '\(chosen)'. Rename one of them to choose the names yourself",
            at: token?.position, notes: notes)
    }
}
