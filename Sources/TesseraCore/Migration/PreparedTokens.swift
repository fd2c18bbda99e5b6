/// The tokens of one tree as lenient reading prepares them (`TokenTreeWalker`): types inherited
/// and inferred, older value shapes converted, Style Dictionary references shortened and Tokens
/// Studio math computed. Migration writes these values back into the files, so it converts
/// exactly what a lenient load converts.
struct PreparedTokens {
    /// A token is found by its path and by where its key is written: `$extends` copies a token to
    /// other paths, and a token that a later file replaces is in that file's walk only.
    struct Key: Hashable {
        var path: String
        var position: SourcePosition?
    }

    private var tokens: [Key: DeclaredToken] = [:]
    /// The conversions the walk made, by kind (one walk per document gives its summary).
    private(set) var report: LegacyReport
    /// Tokens with a Tokens Studio colour modifier (applied when `evaluatingMath`).
    private(set) var colorModifiers = 0
    /// The paths of `string` and `boolean` tokens, and of aliases of them: 2025.10 has no such
    /// types, so migration leaves them out (and says so), as it does tokens of other types it lacks.
    /// Found once per walk: the input's walk serves every document.
    private(set) var passThroughPaths: Set<String> = []

    /// Walks `tree` leniently. `evaluatingMath`: compute Tokens Studio math, which needs every
    /// token the expressions name to be in the tree.
    init(walking tree: JSONObject, evaluatingMath: Bool) {
        // The lenient load of the whole input reports problems; here they would only repeat.
        var log = DiagnosticLog()
        let expanded = ExtendsExpansion.expand(tree, mode: .lenient, log: &log)
        var walker = TokenTreeWalker(mode: .lenient, legacy: LegacyReport(keepingExamples: false))
        walker.walkRoot(expanded, log: &log)
        var walked = walker.takeTokens()
        report = walker.legacy
        colorModifiers = walked.count { TokensStudioColorModifier.read($0.extensions) != nil }
        if evaluatingMath {
            LegacyMathEvaluation.evaluate(&walked, log: &log)
            // A colour modifier is written as the colour it gives, like math.
            _ = TokensStudioColorModifiers.apply(&walked, log: &log)
        }
        for token in walked {
            let key = Key(path: token.path.string, position: token.position)
            if tokens[key] == nil { tokens[key] = token }
        }
        passThroughPaths = Self.passThrough(walked)
    }

    /// Each alias followed back from its target once (a breadth-first walk of the reversed alias
    /// edges), so a long chain of aliases costs its length, not its length squared.
    private static func passThrough(_ tokens: [DeclaredToken]) -> Set<String> {
        var pending = tokens.filter { $0.effectiveType?.isDTCG == false }.map(\.path.string)
        guard !pending.isEmpty else { return [] }
        var aliasesByTarget: [String: [String]] = [:]
        for token in tokens where token.effectiveType == nil {
            guard case .string(let text) = token.value.value, case .reference(let target) = CurlyReference.parse(text) else { continue }
            aliasesByTarget[target.string, default: []].append(token.path.string)
        }
        var paths = Set(pending)
        while let path = pending.popLast() {
            for alias in aliasesByTarget[path] ?? [] where paths.insert(alias).inserted { pending.append(alias) }
        }
        return paths
    }

    subscript(path: String, position: SourcePosition?) -> DeclaredToken? {
        tokens[Key(path: path, position: position)]
    }

    /// Every token that held math, with its computed value, to compare permutations by.
    var mathTokens: [Key: DeclaredToken] { tokens.filter { $0.value.isMath } }
}

extension DeclaredToken {
    /// The type lenient reading gives the token: its own (declared or inferred), else its group's.
    /// Nil for an alias with no type anywhere, which takes its target's.
    var effectiveType: TokenType? { ownType ?? groupType }

    /// The value in its 2025.10 JSON shape. A shorthand literal (`"#ff0000"`, `"16px"`) was
    /// parsed straight to a typed value, so its JSON is made here, by the general conversion.
    var convertedValue: JSONNode {
        guard literalIsShorthand, let type = effectiveType else { return value }
        var report = LegacyReport(keepingExamples: false)
        var log = DiagnosticLog()
        let normalized = LegacyImport.normalize(value, as: type, legacyName: legacyTypeName, report: &report, log: &log)
        return normalized.value ?? value
    }
}
