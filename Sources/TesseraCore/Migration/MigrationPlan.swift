/// One token file to migrate, already read.
public struct MigrationInput: Sendable {
    /// Where the migrated file goes, relative to the output folder (the input's own relative path).
    public var relativePath: String
    public var tree: JSONObject
    /// Read as JSONC or JSON5: its comments and trailing commas are not kept.
    public var relaxedSyntax: Bool

    public init(relativePath: String, tree: JSONObject, relaxedSyntax: Bool = false) {
        self.relativePath = relativePath
        self.tree = tree
        self.relaxedSyntax = relaxedSyntax
    }
}

/// What `tessera migrate` would write, before anything is written: the migrated files, a resolver
/// when the input had modes or themes, and the lenient reading of the input to check them against.
public struct MigrationPlan: Sendable {
    public struct File: Sendable {
        /// Relative to the output folder.
        public var relativePath: String
        public var bytes: [UInt8]
        /// The input it comes from (its relative path); nil for a resolver Tessera made.
        public var source: String?
        /// The set it holds, when `source` is a Tokens Studio export of several sets.
        public var part: String?
        /// The kinds of conversion made, each with its count ("12 colour strings"); empty when the
        /// file already was 2025.10.
        public var conversions: [String]
    }

    /// Token files in input order, then the resolver, if any.
    public var files: [File]
    /// Whether `files` ends with a resolver (for per-token modes or Tokens Studio themes); the
    /// migrated files are then read through it, as its permutations.
    public var hasResolver: Bool
    /// The permutations of the input's lenient reading, and each one's merged tree: what the
    /// migrated files must resolve to.
    public var permutations: [Permutation]
    public var lenientTrees: @Sendable (Permutation) -> JSONObject
    /// Where each token is written in the input, by path, to report a problem with its migration.
    public var positions: [String: SourcePosition]

    public var tokenFiles: ArraySlice<File> { hasResolver ? files.dropLast() : files[...] }
    public var resolver: File? { hasResolver ? files.last : nil }
}

extension MigrationPlan.File {
    /// `from → to: what changed`, the line `tessera migrate` prints for the file. `unchanged`:
    /// the migrated bytes are the input's.
    public func summaryLine(from input: String?, to output: String, unchanged: Bool) -> String {
        var what = conversions.isEmpty ? "already DTCG 2025.10" : conversions.joined(separator: ", ")
        if conversions.isEmpty { what += unchanged ? ", unchanged" : ", reformatted" }
        guard var input else { return "\(output): \(what)" }
        if let part { input += " (set \"\(part)\")" }
        return input == output ? "\(output): \(what)" : "\(input) → \(output): \(what)"
    }
}
