import TesseraCore
import TesseraLint
import TesseraRules

/// One design system's `tessera.yml`: where its tokens are, which permutations to build, and what
/// to write where. See Documentation/Configuration.md.
struct SystemConfig: Sendable {
    enum Source: Sendable {
        /// Token files (or glob patterns), merged in order; later files win.
        case files([String])
        /// One `*.resolver.json`.
        case resolver(String)
    }

    enum PermutationChoice: Sendable {
        case all
        case defaultOnly
        /// Each entry is a resolver input such as `{theme: dark}`.
        case inputs([[String: String]], positions: [SourcePosition?])
    }

    struct Output: Sendable {
        var id: String
        var options: JSONObject
        var position: SourcePosition?
    }

    /// The folder holding `tessera.yml`; every path in the file is relative to it.
    var directory: String
    var file: SourceFile
    /// The whole file as read, for outputs that show what the system states (the specimen).
    var document = JSONObject()
    var name: String
    var source: Source
    var sourcePosition: SourcePosition?
    /// Where each path of `tokens:` is written (a single path: `sourcePosition`).
    var sourceItemPositions: [SourcePosition?] = []
    var permutations: PermutationChoice = .all
    /// `limits: {permutations: N}`: the most permutations `permutations: all` may build.
    var permutationLimit = PermutationLimit.default
    var importMode: ImportMode = .strict
    var outputDirectory: String = "build"
    var outputs: [Output] = []
    /// Foreground/background pairs the spec states, for the contrast checks.
    var usage: [UsagePair] = []
    /// Rules the spec states, for the checker and the linter.
    var prohibitions: [Prohibition] = []
    /// `rules:` and `suppress:`, for tessera check.
    var ruleSettings = RuleSettings()
    /// `lint:`, for tessera lint.
    var lintSettings = LintSettings()

    static let fileName = "tessera.yml"
}
