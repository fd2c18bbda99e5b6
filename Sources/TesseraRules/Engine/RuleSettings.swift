import TesseraCore

/// The `rules:` and `suppress:` sections of tessera.yml: a severity (or `off`) and options per
/// rule, and findings silenced for named tokens, each with its reason.
public struct RuleSettings: Sendable {
    public enum Level: String, Sendable, CaseIterable { case off, note, warning, error }

    public struct Suppression: Sendable {
        public var rule: String
        public var tokens: [TokenPattern]
        public var reason: String
        public var position: SourcePosition?

        public init(rule: String, tokens: [TokenPattern], reason: String, position: SourcePosition? = nil) {
            self.rule = rule
            self.tokens = tokens
            self.reason = reason
            self.position = position
        }
    }

    /// Per rule id: the level set in tessera.yml, if any.
    public var levels: [String: Level] = [:]
    /// Per rule id: its options (without `severity`), as positioned JSON.
    public var options: [String: JSONObject] = [:]
    public var suppressions: [Suppression] = []

    public init(levels: [String: Level] = [:], options: [String: JSONObject] = [:], suppressions: [Suppression] = []) {
        self.levels = levels
        self.options = options
        self.suppressions = suppressions
    }

    public func option(_ rule: String, _ key: String) -> JSONNode? { options[rule]?[key] }

    /// A rule's `types` option (one type name or a list), else `fallback`.
    public func tokenTypes(_ rule: String, default fallback: [TokenType]) -> [TokenType] {
        guard let node = option(rule, "types") else { return fallback }
        let names = node.string.map { [$0] } ?? (node.array ?? []).compactMap(\.string)
        return names.compactMap(TokenType.init(rawValue:))
    }
}
