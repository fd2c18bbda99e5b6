import TesseraCore

/// Token files as the import mode reads them, told apart from resolver documents and from JSON
/// files that are not token files at all, by their content.
extension InputFiles {
    /// Where a list of token files came from, for the advice when one is a resolver document.
    package enum Listing: Sendable {
        /// `tokens:` in the tessera.yml in `directory`, at this place.
        case configuration(SourcePosition?, directory: String)
        /// Files on the `tessera resolve` command line.
        case commandLine
    }

    /// A file read as a token file, or recognised as a resolver document.
    package enum TokenDocument {
        case tokens(JSONObject, isPlainJSON: Bool)
        case resolver(DocumentReader.Document)
    }

    /// The reader for `mode`: lenient mode reads JSONC, JSON5 and YAML (Yams lives here, in TesseraSystem, not in TesseraCore).
    package static func documentReader(_ mode: ImportMode) -> DocumentReader {
        DocumentReader(mode: mode, yaml: { file, log in YAMLDocument.readTokens(file, log: &log) })
    }

    /// Reads a token file whose root must be an object; a resolver document is an error that says
    /// where resolvers go. The tree, and whether it was plain JSON.
    package static func readTokenTree(
        _ file: SourceFile, reader: DocumentReader = .strict, listing: Listing = .commandLine, log: inout DiagnosticLog
    ) -> (object: JSONObject, isPlainJSON: Bool)? {
        switch readDocument(file, reader: reader, log: &log) {
        case .tokens(let object, let isPlainJSON)?:
            return (object, isPlainJSON)
        case .resolver(let document)?:
            if let warning = document.syntaxWarning(as: .resolver) { log.emit(warning) }
            log.error("resolver-in-tokens", resolverAdvice(file.path, listing), at: document.node.position, notes: listingNote(listing))
            return nil
        case nil:
            return nil
        }
    }

    /// Reads `file` keeping the last of repeated members, so that a resolver (whose official
    /// fixtures repeat "description") is recognised before repeats count against a token file. The
    /// `legacy-json-syntax` warning of a token file is logged here, a resolver's by the caller.
    package static func readDocument(_ file: SourceFile, reader: DocumentReader, log: inout DiagnosticLog) -> TokenDocument? {
        guard let document = reader.read(file, as: nil, keepingLastDuplicate: true, log: &log) else { return nil }
        let root = document.node
        if !(root.object.map(ResolverDocument.recognizes) ?? false), let warning = document.syntaxWarning(as: .tokens) {
            log.emit(warning)
        }
        guard let object = root.object else {
            log.error("root-not-object", "a token file must hold one JSON object (the root group), found \(root.kindName)", at: root.position)
            return nil
        }
        if ResolverDocument.recognizes(object) { return .resolver(document) }
        if let description = ForeignDocument.describe(object) {
            log.error("not-a-token-file", ForeignDocument.message(description), at: root.position)
            return nil
        }
        // In a token file a repeated name is an error, as strict reading makes it.
        guard document.duplicates.isEmpty else {
            for duplicate in document.duplicates { log.emit(duplicate.diagnostic) }
            return nil
        }
        return .tokens(object, isPlainJSON: document.isPlainJSON)
    }

    private static func resolverAdvice(_ path: String, _ listing: Listing) -> String {
        let what = "this is a resolver document (it has \"resolutionOrder\" or a resolver \"version\"), not a token file"
        switch listing {
        case .configuration(_, let directory):
            // As tessera.yml names it: relative to its folder.
            let prefix = directory.hasSuffix("/") ? directory : directory + "/"
            let named = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
            return "\(what); name it with 'resolver: \(named)' in \(SystemConfig.fileName) instead of listing it under 'tokens:'"
        case .commandLine:
            return "\(what); resolve it on its own: tessera resolve \(path)"
        }
    }

    private static func listingNote(_ listing: Listing) -> [Diagnostic.Note] {
        guard case .configuration(let position?, _) = listing else { return [] }
        return [Diagnostic.Note("listed under 'tokens:' here", location: position.location)]
    }
}
