/// Collects the problems a stage finds. A value type: stages take it `inout`, so there are no locks.
/// Recoverable problems are emitted here; only unreadable input or broken invariants are thrown.
public struct DiagnosticLog: Sendable {
    public private(set) var all: [Diagnostic] = []

    public init() {}

    public mutating func emit(_ diagnostic: Diagnostic) { all.append(diagnostic) }

    public mutating func emit(contentsOf other: DiagnosticLog) { all.append(contentsOf: other.all) }

    /// Adds notes to diagnostics of `all`, keyed by index, in one pass: each diagnostic equal to a
    /// noted one (the same problem emitted twice, which `sorted` merges) gets the same notes, so
    /// the copies stay one.
    mutating func addNotes(_ notes: [Int: [Diagnostic.Note]]) {
        guard !notes.isEmpty else { return }
        var byDiagnostic: [Diagnostic: [Diagnostic.Note]] = [:]
        for (index, added) in notes.sorted(by: { $0.key < $1.key }) { byDiagnostic[all[index], default: []] += added }
        let places = Set(byDiagnostic.keys.map(\.location))
        for index in all.indices where places.contains(all[index].location) {
            if let added = byDiagnostic[all[index]] { all[index].notes += added }
        }
    }

    public mutating func error(
        _ code: String, _ message: String, at position: SourcePosition?, notes: [Diagnostic.Note] = []
    ) {
        emit(Diagnostic(.error, code: code, message: message, location: position?.location, notes: notes))
    }

    public mutating func warning(
        _ code: String, _ message: String, at position: SourcePosition?, notes: [Diagnostic.Note] = []
    ) {
        emit(Diagnostic(.warning, code: code, message: message, location: position?.location, notes: notes))
    }

    public var hasErrors: Bool { all.contains { $0.severity == .error } }
    public var errorCount: Int { all.count { $0.severity == .error } }
    public var warningCount: Int { all.count { $0.severity == .warning } }
    public var isEmpty: Bool { all.isEmpty }

    /// Sorted and de-duplicated: the same problem found twice (for example once per permutation)
    /// is reported once.
    public var sorted: [Diagnostic] {
        var seen = Set<Diagnostic>()
        return all.sorted().filter { seen.insert($0).inserted }
    }
}
