import TesseraCore
import TesseraEmitters
import TesseraRules

/// Everything the sections draw from: the resolved permutations, the CSS names they refer to,
/// the modifiers the theme switch offers, and what the checker says.
struct SpecimenContext {
    struct Modifier {
        var name: String
        /// The attribute the CSS output selects its contexts by (`data-theme`).
        var attribute: String
        /// The default context first.
        var contexts: [String]
    }

    var systemName: String
    /// The default permutation first.
    var permutations: [ResolvedTokenSet]
    var modifiers: [Modifier]
    /// Custom property of each token path, `--` included.
    var names: [String: String]
    /// Every token of every permutation once, in document order (the default permutation's first).
    var tokens: [Token]
    var usage: [UsagePair]
    var verdicts: [ContrastVerdict]
    /// Colours no usage pair names, on the system's own backgrounds.
    var swatchContrast: [SwatchContrast]
    var findings: [Diagnostic]
    var prohibitions: [Prohibition]
    var components: [ComponentPreview]
    /// The folder of tessera.yml, to show finding locations relative to it.
    var folder: String?

    init(
        systemName: String, permutations: [ResolvedTokenSet], modifiers: [ModifierInfo], names: [String: String],
        check: CheckInput, findings: [Diagnostic], components: [ComponentPreview], folder: String?
    ) {
        self.systemName = systemName
        self.permutations = permutations.isEmpty ? [ResolvedTokenSet(tokens: [])] : permutations
        self.names = names
        self.usage = check.usage
        self.prohibitions = check.prohibitions
        self.verdicts = ContrastVerdict.all(in: check)
        self.swatchContrast = SwatchContrast.all(in: check)
        self.findings = findings
        self.components = components
        self.folder = folder
        self.modifiers = Self.modifiers(of: self.permutations, declared: modifiers)
        var seen = Set<String>()
        var tokens: [Token] = []
        for set in self.permutations {
            for token in set.tokens where seen.insert(token.path.string).inserted { tokens.append(token) }
        }
        self.tokens = tokens
    }

    /// The modifiers as the permutations spell them, in resolution order; contexts in the order the
    /// resolver declares them (those the permutations use), the default first.
    private static func modifiers(of permutations: [ResolvedTokenSet], declared: [ModifierInfo]) -> [Modifier] {
        guard let base = permutations.first?.permutation else { return [] }
        return base.choices.map { choice in
            var contexts = [choice.context]
            let used = permutations.compactMap { $0.permutation.context(of: choice.modifier) }
            let order = declared.first { $0.name.lowercased() == choice.modifier.lowercased() }?.contexts ?? []
            for context in order + used where used.contains(context) && !contexts.contains(context) { contexts.append(context) }
            return Modifier(name: choice.modifier, attribute: CSSEmitter.attributeName(forModifier: choice.modifier), contexts: contexts)
        }
    }

    func token(_ path: TokenPath, in permutation: Int = 0) -> Token? { permutations[permutation][path.string] }

    /// `var(--name)`; a path without a property (it is not a token) gives a name nothing defines.
    func variable(_ path: TokenPath) -> String { "var(\(names[path.string] ?? "--tessera-missing"))" }

    func tokens(of type: TokenType) -> [Token] { tokens.filter { $0.type == type } }

    /// A colour or gradient token as a CSS background.
    func background(_ token: Token) -> String {
        token.type == .gradient
            ? GradientCSS.background(token, names: names, lookup: { self.token($0) }) : variable(token.path)
    }

    /// The token in each permutation (nil where it is missing).
    func variants(_ path: TokenPath) -> [Token?] { permutations.map { $0[path.string] } }
}
