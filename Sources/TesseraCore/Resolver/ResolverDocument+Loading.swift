extension ResolverDocument {
    /// Reads and validates a resolver file and every file it references (§4, §5 "Resolver").
    /// Each problem is reported at its member's `file:line:col`; returns nil when any is an error.
    public static func load(
        _ file: SourceFile, loader: some SourceLoader, log: inout DiagnosticLog
    ) -> ResolverDocument? {
        let rootNode: JSONNode
        var duplicateWarnings: [Diagnostic] = []
        do {
            // Lenient about repeated members: the official fixtures repeat "description".
            rootNode = try JSONReader.readKeepingLastDuplicate(file, warnings: &duplicateWarnings)
        } catch {
            log.emit(error.diagnostic)
            return nil
        }
        for warning in duplicateWarnings { log.emit(warning) }
        guard case .object(let root) = rootNode.value else {
            log.error(
                "resolver-invalid-value",
                "a resolver must be a JSON object with \"version\" and \"resolutionOrder\"; found \(rootNode.kindName)",
                at: rootNode.position)
            return nil
        }
        var builder = ResolverBuilder(file: file, rootNode: rootNode, root: root, loader: loader)
        let steps = builder.build()
        log.emit(contentsOf: builder.log)
        guard !builder.log.hasErrors else { return nil }
        return ResolverDocument(
            name: root["name"]?.string, description: root["description"]?.string, file: file, steps: steps)
    }
}
