import TesseraCore

/// `duplicate-value`: two tokens written with the same literal value under different names drift
/// apart the first time one is edited; one should be an alias of the other.
struct DuplicateValueRule: Rule {
    static let id = "duplicate-value"
    static let summary = "Two tokens hold the same literal value under different names; one should refer to the other."
    static let defaultLevel = RuleSettings.Level.warning
    static let options = [
        RuleOption(key: "types", summary: "The token types compared (default color, gradient, shadow, typography, border: dimensions and durations coincide by design).", kind: .strings),
    ]
    static let defaultTypes: [TokenType] = [.color, .gradient, .shadow, .typography, .border]
    static let examples = [
        RuleExample(
            "two literal colours with one value", tokens: ##"{"brand": {"$type": "color", "$value": "#0a84ff"}, "link": {"$type": "color", "$value": "#0a84ff"}}"##,
            findings: 1),
        RuleExample(
            "an alias is not a duplicate", tokens: ##"{"brand": {"$type": "color", "$value": "#0a84ff"}, "link": {"$type": "color", "$value": "{brand}"}}"##,
            findings: 0),
        RuleExample(
            "equal spacings are not compared by default", tokens: ##"{"space": {"$type": "dimension", "md": {"$value": {"value": 16, "unit": "px"}}, "gutter": {"$value": {"value": 16, "unit": "px"}}}}"##,
            findings: 0),
    ]

    func check(_ input: CheckInput, into findings: inout Findings) {
        let types = Set(input.settings.tokenTypes(Self.id, default: Self.defaultTypes))
        for (index, set) in input.permutations.enumerated() {
            var first: [ValueKey: Token] = [:]
            for token in set.tokens where types.contains(token.type) && TokenReferences.paths(in: token).isEmpty {
                let key = ValueKey(token.value)
                guard let original = first[key] else {
                    first[key] = token
                    continue
                }
                findings.add(Finding(
                    "\(token.path) has the same value as \(original.path); make it an alias ({\(original.path)}) or give it a value of its own",
                    at: token.position, tokens: [token.path, original.path]), permutation: index)
            }
        }
    }

    /// A value as a dictionary key, equal exactly when the values are. A colour with three
    /// components (nearly every one) is keyed by its fields: hashing its components array, and
    /// the copies a `TokenValue` key makes on every lookup and insert, cost most of this rule's time.
    private enum ValueKey: Hashable {
        case color(ColorSpace, Double, Double, Double, alpha: Double, hex: String?)
        case other(TokenValue)

        init(_ value: TokenValue) {
            if case .color(let color) = value, color.components.count == 3,
               let x = color.components[0], let y = color.components[1], let z = color.components[2] {
                self = .color(color.space, x, y, z, alpha: color.alpha, hex: color.hex)
            } else {
                self = .other(value)
            }
        }
    }
}
