extension ResolverDocument {
    /// Reads and validates a resolver file and every file it references (§4, §5 "Resolver").
    /// Each problem is reported at its member's `file:line:col`; returns nil when any is an error.
    /// `reader` reads the resolver and its token files as the import mode allows (JSONC, JSON5 and
    /// YAML in lenient mode).
    public static func load(
        _ file: SourceFile, loader: some SourceLoader, reader: DocumentReader = .strict, log: inout DiagnosticLog
    ) -> ResolverDocument? {
        // Lenient about repeated members: the official fixtures repeat "description".
        guard let document = reader.read(file, as: .resolver, keepingLastDuplicate: true, log: &log) else { return nil }
        return load(file, document: document, loader: loader, reader: reader, log: &log)
    }

    /// A resolver file already read (read keeping the last of repeated members), for a caller that
    /// recognised it by its content.
    public static func load(
        _ file: SourceFile, document: DocumentReader.Document, loader: some SourceLoader, reader: DocumentReader,
        log: inout DiagnosticLog
    ) -> ResolverDocument? {
        for duplicate in document.duplicates { log.emit(duplicate.duplicateWarning) }
        let rootNode = document.node
        guard case .object(let root) = rootNode.value else {
            log.error(
                "resolver-invalid-value",
                "a resolver must be a JSON object with \"version\" and \"resolutionOrder\"; found \(rootNode.kindName)",
                at: rootNode.position)
            return nil
        }
        var builder = ResolverBuilder(file: file, rootNode: rootNode, root: root, loader: loader, reader: reader)
        let steps = builder.build()
        log.emit(contentsOf: builder.log)
        guard !builder.log.hasErrors else { return nil }
        var document = ResolverDocument(
            name: root["name"]?.string, description: root["description"]?.string, file: file, steps: steps)
        document.unincluded = builder.unincluded(besides: steps)
        return document
    }
}
