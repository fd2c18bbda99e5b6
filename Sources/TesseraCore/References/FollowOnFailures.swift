/// Tokens that fail only because of a problem reported elsewhere: an invalid token they
/// reference (a bad value or `$type`, or one the walk dropped), or the invalid `$type` of their
/// group. Reporting each of them ("does not match any token", "cannot tell the type") buried the
/// one error that needs fixing under hundreds (issue 24), so they are counted here and become
/// one note on that error (`ReferenceResolver.attachFollowOnNotes`).
struct FollowOnFailures {
    enum Cause: Hashable {
        /// A declared token that failed with an error of its own.
        case token(Int)
        /// A token object of the tree that the walk reported and did not declare, by path.
        case dropped(String)
        /// A group `$type` that names no type, by where it is written (a group that `$extends`
        /// it has the same one).
        case groupType(SourcePosition)
    }

    enum Kind {
        /// It has no type because its group's `$type` is invalid.
        case typeless
        /// It references the cause, directly or through tokens that fail with it.
        case referrer
    }

    struct Dependant {
        var cause: Cause
        var kind: Kind
        var token: Int
        /// A reference to a dropped token, reported as before if its cause's error is not found.
        var reference: (path: TokenPath, position: SourcePosition?)?
    }

    /// Causes in the order first met, each with its dependants in that order.
    private(set) var causes: [Cause] = []
    private(set) var dependants: [Cause: [Dependant]] = [:]
    /// For a token that failed without an error of its own: the cause it fails with.
    private var blame: [Int: Cause] = [:]

    var isEmpty: Bool { causes.isEmpty }

    mutating func record(_ dependant: Dependant) {
        if dependants[dependant.cause] == nil { causes.append(dependant.cause) }
        dependants[dependant.cause, default: []].append(dependant)
        blame[dependant.token] = dependant.cause
    }

    /// A failed token fails with the cause it was blamed on, or else it is the cause.
    func rootCause(of token: Int) -> Cause { blame[token] ?? .token(token) }

    /// Tokens of a cycle fail with the cycle's one error, reported at its first token.
    mutating func blameCycle(_ members: [Int], on first: Int) {
        for member in members where member != first { blame[member] = .token(first) }
    }

    /// The note for each kind of dependant of `cause`: how many, and the first by place.
    static func notes(
        for dependants: [Dependant], paths: (Int) -> TokenPath, positions: (Int) -> SourcePosition?
    ) -> [Diagnostic.Note] {
        var notes: [Diagnostic.Note] = []
        for kind in [Kind.typeless, .referrer] {
            let ofKind = dependants.filter { $0.kind == kind }
            guard !ofKind.isEmpty else { continue }
            let placed = ofKind.map { (path: paths($0.token), location: positions($0.token)?.location) }
            let first = placed.min { lhs, rhs in
                switch (lhs.location, rhs.location) {
                case let (l?, r?): return l < r
                case (.some, nil): return true
                default: return false
                }
            }!
            var firstText = "'\(first.path)'"
            if let location = first.location { firstText += " at \(location.file):\(location.line):\(location.column)" }
            let count = ofKind.count
            let message = switch kind {
            case .typeless where count == 1: "1 token in this group has no type because of it: \(firstText)"
            case .typeless: "\(count) tokens in this group have no type because of it; the first is \(firstText)"
            case .referrer where count == 1: "used by 1 token, which fails with it: \(firstText)"
            case .referrer: "used by \(count) tokens, which fail with it; the first is \(firstText)"
            }
            notes.append(Diagnostic.Note(message))
        }
        return notes
    }
}
