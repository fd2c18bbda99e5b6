import TesseraCore

/// What a rule looks at: every resolved permutation of one system, the usage pairs and
/// prohibitions its `tessera.yml` records, and the rules' options.
public struct CheckInput: Sendable {
    public var systemName: String
    /// The default permutation first.
    public var permutations: [ResolvedTokenSet]
    public var usage: [UsagePair]
    public var prohibitions: [Prohibition]
    public var settings: RuleSettings
    /// What later permutations change from the first; the checker works it out once for every
    /// rule (nil: not known, so a rule checks every permutation in full).
    var changes: PermutationChanges?

    public init(
        systemName: String, permutations: [ResolvedTokenSet], usage: [UsagePair] = [], prohibitions: [Prohibition] = [],
        settings: RuleSettings = RuleSettings()
    ) {
        self.systemName = systemName
        self.permutations = permutations
        self.usage = usage
        self.prohibitions = prohibitions
        self.settings = settings
    }

    /// The prohibitions of one kind, each rule's own configuration.
    public func prohibitions(_ kind: Prohibition.Rule) -> [Prohibition] { prohibitions.filter { $0.rule == kind } }
}

extension Prohibition {
    /// A field holding one pattern or a list of them.
    public func patterns(_ key: String) -> [TokenPattern] {
        guard let node = options[key] else { return [] }
        if let text = node.string { return [TokenPattern(text)] }
        return (node.array ?? []).compactMap(\.string).map(TokenPattern.init)
    }

    public func number(_ key: String) -> Double? { options[key]?.number }

    public func numbers(_ key: String) -> [Double] { (options[key]?.array ?? []).compactMap(\.number) }

    public func strings(_ key: String) -> [String] {
        guard let node = options[key] else { return [] }
        if let text = node.string { return [text] }
        return (node.array ?? []).compactMap(\.string)
    }

    /// `the spec: "…" [id]`, the tail of every finding a prohibition produces.
    public var quoted: String { "the spec says \"\(says)\" (prohibition '\(id)')" }
}
