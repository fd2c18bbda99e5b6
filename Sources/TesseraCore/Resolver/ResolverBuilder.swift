/// Walks one resolver document: validates the root, its sets and modifiers, follows `$ref`s
/// (detecting cycles) and loads referenced files once each. Collects its own log.
struct ResolverBuilder {
    let file: SourceFile
    let rootNode: JSONNode
    let root: JSONObject
    let loader: any SourceLoader
    /// Reads the token files the document references, as the import mode allows.
    let reader: DocumentReader
    var log = DiagnosticLog()

    /// Parsed referenced files; nil records a file that failed, so it is reported once.
    var parsedFiles: [SourceFile: JSONNode?] = [:]
    /// Files read and parsed ahead of the walk (`prefetchFiles`), not yet used: the tree (nil when
    /// it could not be read) and what reading it reported.
    var prefetched: [SourceFile: (node: JSONNode?, log: DiagnosticLog)] = [:]
    /// Expanded sources of root sets, each set validated once.
    var setMemo: [String: [JSONObject]] = [:]
    /// Root modifiers, each validated once; nil when invalid.
    var modifierMemo: [String: ResolverDocument.Modifier?] = [:]
    /// The references being followed, outermost first, for cycle detection.
    var referenceStack: [(key: String, position: SourcePosition?)] = []

    static let rootKeys: Set<String> = [
        "name", "description", "sets", "modifiers", "resolutionOrder", "version", "$schema", "$defs", "$extensions",
    ]
    static let acceptedVersion = "2025.10"
    static let legacyVersions: Set<String> = ["2025-10-01", "2025-11-01"]

    init(file: SourceFile, rootNode: JSONNode, root: JSONObject, loader: any SourceLoader, reader: DocumentReader = .strict) {
        self.file = file
        self.rootNode = rootNode
        self.root = root
        self.loader = loader
        self.reader = reader
    }

    mutating func build() -> [ResolverDocument.Step] {
        prefetchFiles()
        checkVersion()
        checkKeys(of: root, allowed: Self.rootKeys, in: "the resolver root")
        checkString("name", in: root)
        checkString("description", in: root)
        checkString("$schema", in: root)
        checkExtensions(in: root)
        checkMapKinds()
        validateRootDefinitions()
        return resolutionOrder()
    }

    private mutating func checkVersion() {
        guard let version = root.member("version") else {
            log.error(
                "resolver-version",
                "the resolver has no \"version\"; add \"version\": \"\(Self.acceptedVersion)\"",
                at: rootNode.position)
            return
        }
        guard let text = version.value.string else {
            log.error(
                "resolver-version",
                "\"version\" must be the string \"\(Self.acceptedVersion)\"; found \(version.value.kindName)",
                at: version.value.position)
            return
        }
        if text == Self.acceptedVersion { return }
        if Self.legacyVersions.contains(text) {
            log.warning(
                "resolver-legacy-version",
                "\"version\": \"\(text)\" is a pre-release spelling; write \"\(Self.acceptedVersion)\"",
                at: version.value.position)
            return
        }
        log.error(
            "resolver-version",
            "unsupported resolver version \"\(text)\"; Tessera reads version \"\(Self.acceptedVersion)\"",
            at: version.value.position)
    }

    /// Every root set and modifier is checked, referenced or not, as the schema would.
    private mutating func validateRootDefinitions() {
        for name in mapMembers("sets").map(\.key) { _ = expandSet(named: name, via: nil) }
        for name in mapMembers("modifiers").map(\.key) { _ = rootModifier(named: name) }
    }

    /// The members of `sets` or `modifiers`, which must be objects.
    func mapMembers(_ key: String) -> [JSONMember] { root[key]?.object?.members ?? [] }

    mutating func checkMapKinds() {
        for key in ["sets", "modifiers"] {
            guard let node = root[key], node.object == nil else { continue }
            log.error(
                "resolver-invalid-value",
                "\"\(key)\" must be an object mapping names to definitions; found \(node.kindName)",
                at: node.position)
        }
    }
}

extension ResolverBuilder {
    /// The root sets and modifiers that no resolutionOrder item names, with their sources.
    func unincluded(besides steps: [ResolverDocument.Step]) -> [ReferenceLocator.Place] {
        let used = Set(steps.map(\.name))
        var places: [ReferenceLocator.Place] = []
        for name in mapMembers("sets").map(\.key) where !used.contains(name) {
            guard let trees = setMemo[name] else { continue }
            places.append(.init(
                description: "set \"\(name)\", which resolutionOrder does not include (add {\"$ref\": \"#/sets/\(name)\"} to it)",
                trees: trees))
        }
        for name in mapMembers("modifiers").map(\.key) where !used.contains(name) {
            guard let modifier = modifierMemo[name] ?? nil else { continue }
            for context in modifier.contexts {
                places.append(.init(
                    description: "context \"\(context.name)\" of modifier \"\(name)\", which resolutionOrder does not include (add {\"$ref\": \"#/modifiers/\(name)\"} to it)",
                    trees: context.sources))
            }
        }
        return places
    }
}
