import TesseraCore

extension TokenInput {
    /// What one file on the `tessera resolve` command line is.
    package enum Single {
        case resolver(ResolverDocument, mayHaveExtends: Bool)
        case tokens(TokenInput)
    }

    /// One file, recognised by its content: a resolver document whatever it is called (a
    /// `*.resolver.json` is one without looking), otherwise a token file. Read once either way.
    package static func single(_ path: String, mode: ImportMode, log: inout DiagnosticLog) -> Single? {
        if path.hasSuffix(".resolver.json") {
            return resolver(path, mode: mode, log: &log).map { .resolver($0.document, mayHaveExtends: $0.mayHaveExtends) }
        }
        var fileLog = DiagnosticLog()
        guard let file = InputFiles.read(path, log: &log) else { return nil }
        let reader = InputFiles.documentReader(mode)
        switch InputFiles.readDocument(file, reader: reader, log: &fileLog) {
        case .resolver(let document)?:
            log.emit(contentsOf: fileLog)
            if let warning = document.syntaxWarning(as: .resolver) { log.emit(warning) }
            let loader = FileSystemSourceLoader()
            guard let resolver = ResolverDocument.load(file, document: document, loader: loader, reader: reader, log: &log) else {
                return nil
            }
            return .resolver(resolver, mayHaveExtends: mayHaveExtends(file, loader: loader, mode: mode))
        case .tokens(let tree, let isPlainJSON)?:
            if mode == .lenient, let themes = TokensStudioThemes.resolver(for: tree, at: SourcePosition(file: file, offset: 0), log: &fileLog) {
                log.emit(contentsOf: fileLog)
                return .resolver(themes, mayHaveExtends: true)
            }
            let parsed = ParsedFile(tree: tree, log: fileLog, spellings: Spellings(file, plainJSON: isPlainJSON))
            return merging([parsed], log: &log).map { .tokens($0) }
        case nil:
            log.emit(contentsOf: fileLog)
            return nil
        }
    }
}
