import TesseraCore

/// One check of a design system. Adding a rule is one file with a type conforming to this and one
/// line in `RuleRegistry.all`. Rules only read their input and report findings; severity,
/// suppression and grouping across permutations are the engine's.
public protocol Rule: Sendable {
    /// Stable kebab-case id: the diagnostic code, the key under `rules:` in tessera.yml.
    static var id: String { get }
    static var summary: String { get }
    /// The severity when tessera.yml sets none.
    static var defaultLevel: RuleSettings.Level { get }
    /// Options under `rules: {<id>: {…}}`, besides `severity`.
    static var options: [RuleOption] { get }
    /// Systems that break the rule and systems that keep it: documentation and tests at once.
    static var examples: [RuleExample] { get }
    /// More on what is measured and how, for Documentation/Rules.md (Markdown).
    static var details: String { get }

    init()
    func check(_ input: CheckInput, into findings: inout Findings)
    /// The rule as a `PartitionedRule`, or nil: asked of every rule by the checker, where a cast
    /// (`as? any PartitionedRule.Type`) searched the binary's conformance records, rule by rule.
    static var partitioned: (any PartitionedRule.Type)? { get }
}

extension Rule {
    public static var options: [RuleOption] { [] }
    public static var details: String { "" }
    public static var partitioned: (any PartitionedRule.Type)? { nil }
}

/// An option a rule reads from `rules: {<id>: {key: value}}`.
public struct RuleOption: Sendable {
    /// `map`: keys of the rule's choosing, each value one of `choices`.
    public enum Kind: String, Sendable { case string, number, strings, map }

    public var key: String
    public var summary: String
    public var kind: Kind
    /// The values a string option (or each value of a map option) accepts; empty for any.
    public var choices: [String]

    public init(key: String, summary: String, kind: Kind, choices: [String] = []) {
        self.key = key
        self.summary = summary
        self.kind = kind
        self.choices = choices
    }
}

/// A tiny system, as DTCG JSON plus the tessera.yml sections the rule reads (as JSON), and how
/// many findings the rule must report on it.
public struct RuleExample: Sendable {
    public var summary: String
    /// A DTCG token document.
    public var tokens: String
    /// `{"usage": [...], "prohibitions": [...], "rules": {...}}`, any of them.
    public var config: String
    public var findings: Int
    /// Further permutations after the default one (`tokens`), for rules whose answer depends on
    /// a mode such as Reduce Motion.
    public var modes: [Mode]
    /// The modifier context the default permutation (`tokens`) stands for, for rules that compare
    /// contexts (`platform=ios` beside a `platform=web` mode); nil: it chooses none.
    public var defaultContext: (modifier: String, context: String)?

    /// One further permutation: a modifier's context (`motion=reduced`) and its whole token document.
    public struct Mode: Sendable {
        public var modifier: String
        public var context: String
        public var tokens: String

        public init(_ modifier: String, _ context: String, tokens: String) {
            self.modifier = modifier
            self.context = context
            self.tokens = tokens
        }
    }

    public init(
        _ summary: String, tokens: String, config: String = "{}", context: (modifier: String, context: String)? = nil,
        modes: [Mode] = [], findings: Int
    ) {
        self.summary = summary
        self.tokens = tokens
        self.config = config
        self.defaultContext = context
        self.modes = modes
        self.findings = findings
    }
}
