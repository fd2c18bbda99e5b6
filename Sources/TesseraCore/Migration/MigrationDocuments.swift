/// Token documents rewritten one by one with the walks that know their tokens: the files of the
/// input, or the sets of a Tokens Studio export.
struct MigrationDocuments {
    struct Document {
        var relativePath: String
        var tree: JSONObject
        /// The input it is read from (its relative path) and, for a set of an export, the set.
        var source: String
        var part: String?
        var relaxedSyntax: Bool
    }

    var files: [MigrationPlan.File] = []
    /// Tokens with modes or math, as migrated, in document order (for a resolver's contexts).
    var recorded: [(key: PreparedTokens.Key, token: RewrittenToken)] = []
    var positions: [String: SourcePosition] = [:]

    /// `walks`: lenient walks of trees holding the documents' tokens, tried in order before each
    /// document's own; `tree`: the merged tree JSON Pointers are followed in.
    /// `extractingModes`: take per-token modes out for a resolver (not for an export's sets,
    /// whose resolver is its themes).
    init(_ documents: [Document], walks: [PreparedTokens], tree: JSONObject, resolverName: String?, extractingModes: Bool = true) {
        for document in documents {
            let own = PreparedTokens(walking: document.tree, evaluatingMath: true)
            var rewriter = DocumentRewriter(walks: walks + [own], tree: tree, extractingModes: extractingModes)
            let migrated = rewriter.rewrite(document.tree)
            let modeTokens = rewriter.recordedInOrder.filter { !$0.token.modes.isEmpty }.count
            recorded += rewriter.recordedInOrder
            positions.merge(rewriter.positions) { _, later in later }
            files.append(MigrationPlan.File(
                relativePath: document.relativePath, bytes: MigrationJSON.bytes(migrated), source: document.source,
                part: document.part,
                conversions: MigrationSummary.conversions(
                    own.report, colorModifiers: own.colorModifiers, dropped: rewriter.droppedTokens, modes: modeTokens,
                    pointers: rewriter.pointers,
                    resolverName: resolverName, relaxedSyntax: document.relaxedSyntax)))
        }
    }
}
