/// Reads one token or resolver file into a positioned tree as the import mode allows. Strict mode
/// reads RFC 8259 JSON. Lenient mode also reads JSONC and JSON5, with one `legacy-json-syntax`
/// warning per file, and YAML (`.yaml`, `.yml`) through the reader the command line supplies, since
/// only it links a YAML parser. Every value keeps its exact position either way.
public struct DocumentReader: Sendable {
    /// Reads a YAML file into the same tree, reporting its own problems.
    public typealias YAMLReader = @Sendable (SourceFile, inout DiagnosticLog) -> JSONNode?

    /// What the file is read as, for messages.
    public enum Role: String, Sendable {
        case tokens = "token file"
        case resolver = "resolver file"
    }

    /// A file read, with the member names it repeats (when the read kept going past them).
    public struct Document: Sendable {
        public var file: SourceFile
        public var node: JSONNode
        public var duplicates: [JSONReader.Failure]
        /// What JSONC/JSON5 allowed; empty for plain JSON and for YAML.
        public var relaxations = JSONRelaxations()
        public var isYAML = false

        /// False for YAML and for JSON that needed the relaxed grammar.
        public var isPlainJSON: Bool { !isYAML && relaxations.isEmpty }

        /// The `legacy-json-syntax` warning for this file read as `role`, or nil for plain JSON.
        public func syntaxWarning(as role: Role) -> Diagnostic? {
            relaxations.warning(in: file, document: role.rawValue)
        }
    }

    public var mode: ImportMode
    public var yaml: YAMLReader?

    public init(mode: ImportMode = .strict, yaml: YAMLReader? = nil) {
        self.mode = mode
        self.yaml = yaml
    }

    public static let strict = DocumentReader()

    /// YAML is told by the file's extension: `.yaml` or `.yml`, such as `colors.tokens.yaml`.
    public static func isYAML(_ path: String) -> Bool {
        let lowered = path.lowercased()
        return lowered.hasSuffix(".yaml") || lowered.hasSuffix(".yml")
    }

    /// The file's tree, or nil when it cannot be read (the reason is logged). `keepingLastDuplicate`:
    /// a repeated member name keeps its last value and is returned in `duplicates` for the caller
    /// to judge; otherwise the first repeat is the error. `role` nil: the file's kind is not known
    /// yet, and the caller logs `syntaxWarning(as:)` once it is.
    public func read(
        _ file: SourceFile, as role: Role?, keepingLastDuplicate: Bool = false, log: inout DiagnosticLog
    ) -> Document? {
        if Self.isYAML(file.path) { return readYAML(file, as: role, log: &log) }
        let reading: JSONReader.Reading
        do {
            reading = try JSONReader.read(
                file, syntax: mode == .lenient ? .relaxed : .json, keepingLastDuplicate: keepingLastDuplicate)
        } catch {
            log.emit(error.diagnostic)
            return nil
        }
        let document = Document(file: file, node: reading.node, duplicates: reading.duplicates, relaxations: reading.relaxations)
        if let role, let warning = document.syntaxWarning(as: role) { log.emit(warning) }
        guard reading.relaxations.nonFinite.isEmpty else {
            // The caller gets no document to log the warning from.
            if role == nil, let warning = document.syntaxWarning(as: .tokens) { log.emit(warning) }
            Self.reportNonFinite(reading.relaxations.nonFinite, in: file, log: &log)
            return nil
        }
        return document
    }

    private func readYAML(_ file: SourceFile, as role: Role?, log: inout DiagnosticLog) -> Document? {
        guard mode == .lenient, let yaml else {
            log.error(
                "yaml-token-file",
                "this \((role ?? .tokens).rawValue) is YAML, which strict mode does not read (DTCG files are JSON); `--lenient` (or `import: lenient`) reads YAML token files",
                at: SourcePosition(file: file, offset: 0))
            return nil
        }
        guard let node = yaml(file, &log) else { return nil }
        return Document(file: file, node: node, duplicates: [], isYAML: true)
    }

    /// JSON5 reads `Infinity` and `NaN`, but no token value can be one: each is an error at its
    /// place, and the file is not used (nothing downstream has to meet a non-finite number).
    private static func reportNonFinite(_ values: [JSONRelaxations.NonFinite], in file: SourceFile, log: inout DiagnosticLog) {
        for value in values {
            log.error(
                "non-finite-number",
                "\(value.text) is read as JSON5 but is not a valid token value: DTCG numbers are finite JSON numbers; write a number such as 1e6 (or a string, in $description or $extensions)",
                at: SourcePosition(file: file, offset: value.offset))
        }
    }
}
