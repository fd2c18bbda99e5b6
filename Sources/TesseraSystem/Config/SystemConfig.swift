import TesseraCore
import TesseraRules

/// One design system's `tessera.yml`: where its tokens are, which permutations to build, and what
/// to write where. See Documentation/Configuration.md.
package struct SystemConfig: Sendable {
    package enum Source: Sendable {
        /// Token files (or glob patterns), merged in order; later files win.
        case files([String])
        /// One `*.resolver.json`.
        case resolver(String)
    }

    package enum PermutationChoice: Sendable {
        case all
        case defaultOnly
        /// Each entry is a resolver input such as `{theme: dark}`.
        case inputs([[String: String]], positions: [SourcePosition?])
    }

    package struct Output: Sendable {
        package var id: String
        /// The emitter's own options (`contexts` is not among them).
        package var options: JSONObject
        package var position: SourcePosition?
        /// The resolver contexts the output is built for; empty: every permutation.
        package var contexts = OutputContexts()

        package init(id: String, options: JSONObject, position: SourcePosition?, contexts: OutputContexts = OutputContexts()) {
            self.id = id
            self.options = options
            self.position = position
            self.contexts = contexts
        }
    }

    /// The folder holding `tessera.yml`; every path in the file is relative to it.
    package var directory: String
    package var file: SourceFile
    /// The whole file as read, for outputs that show what the system states (the specimen).
    package var document = JSONObject()
    package var name: String
    package var source: Source
    package var sourcePosition: SourcePosition?
    /// Where each path of `tokens:` is written (a single path: `sourcePosition`).
    package var sourceItemPositions: [SourcePosition?] = []
    package var permutations: PermutationChoice = .all
    /// `limits: {permutations: N}`: the most permutations `permutations: all` may build.
    package var permutationLimit = PermutationLimit.default
    package var importMode: ImportMode = .strict
    package var outputDirectory: String = "build"
    package var outputs: [Output] = []
    /// Foreground/background pairs the spec states, for the contrast checks.
    package var usage: [UsagePair] = []
    /// Rules the spec states, for the checker and the linter.
    package var prohibitions: [Prohibition] = []
    /// `rules:` and `suppress:`, for tessera check.
    package var ruleSettings = RuleSettings()
    /// `lint:`, for tessera lint.
    package var lintSettings = LintSettings()

    package static let fileName = "tessera.yml"
}
