import TesseraCore

/// One break of a rule, before severity, suppression and grouping across permutations.
public struct Finding: Sendable, Hashable {
    /// What is wrong and what would pass.
    public var message: String
    /// The token's place in its source file, or the usage entry's in tessera.yml.
    public var position: SourcePosition?
    /// The tokens involved; a suppression names one of them.
    public var tokens: [TokenPath]
    /// Fix suggestions and context, printed under the finding.
    public var notes: [Note]

    public struct Note: Sendable, Hashable {
        public var message: String
        public var position: SourcePosition?

        public init(_ message: String, at position: SourcePosition? = nil) {
            self.message = message
            self.position = position
        }
    }

    /// `declaredAt`: where the rule's input names this (the usage pair or prohibition in
    /// tessera.yml), added as a last note.
    public init(
        _ message: String, at position: SourcePosition?, tokens: [TokenPath], notes: [String] = [],
        declaredAt declaration: SourcePosition? = nil, declaration label: String = "declared here"
    ) {
        self.message = message
        self.position = position
        self.tokens = tokens
        // Sized once: the declaration note appended to a full array copied it (60,000 findings).
        var all: [Note] = []
        all.reserveCapacity(notes.count + (declaration == nil ? 0 : 1))
        for note in notes { all.append(Note(note)) }
        if let declaration { all.append(Note(label, at: declaration)) }
        self.notes = all
    }
}

/// Where a rule reports. Findings are recorded per permutation (`nil`: independent of the
/// permutation) so that one break found in every permutation is reported once.
public struct Findings: Sendable {
    public let ruleID: String
    public private(set) var items: [(finding: Finding, permutation: Int?)] = []
    /// `items` as diagnostics, with the suppressions they used (`FindingMerge.converted`), when
    /// the rule's own work item made them already; nil otherwise.
    var converted: FindingMerge.Converted?

    public init(ruleID: String) { self.ruleID = ruleID }

    /// Room for `count` findings in all: a rule that may report most of a large system's tokens
    /// asks for that many up front, since doubling copied the findings made so far each time (an
    /// upper bound costs nothing untouched: a large array's pages are mapped only when written).
    public mutating func reserveCapacity(_ count: Int) {
        items.reserveCapacity(count)
    }

    public mutating func add(_ finding: Finding, permutation: Int? = nil) {
        items.append((finding, permutation))
        converted = nil
    }

    /// Another part's findings of the same rule, after these.
    public mutating func append(contentsOf other: Findings) {
        if items.isEmpty {
            items = other.items
            converted = other.converted
        } else {
            items += other.items
            converted = nil
        }
    }
}
