/// A resolver usually names its token files up front; read and parsed one after another as the
/// document is walked, they were most of the time it took to load. Every file the document names
/// is read and parsed in parallel first, and each result is used (its diagnostics emitted) when
/// the walk reaches the file, exactly as before.
extension ResolverBuilder {
    mutating func prefetchFiles() {
        let loader = self.loader
        var paths: [String] = []
        Self.collectFileReferences(in: rootNode, into: &paths)
        guard paths.count > 1 else { return }
        let file = self.file
        let reader = self.reader
        let results = paths.parallelMap { path -> (SourceFile, (node: JSONNode?, log: DiagnosticLog))? in
            guard let source = try? loader.load(path: path, relativeTo: file) else { return nil }
            var fileLog = DiagnosticLog()
            let node = reader.read(source, as: .tokens, log: &fileLog)?.node
            return (source, (node, fileLog))
        }
        for case let (source, result)? in results where prefetched[source] == nil {
            prefetched[source] = result
        }
    }

    /// The files named by `$ref`s anywhere in the document, each once, in document order.
    private static func collectFileReferences(in node: JSONNode, into paths: inout [String]) {
        switch node.value {
        case .object(let object):
            for member in object.members {
                if member.key == "$ref", let text = member.value.string,
                   let reference = try? ResolverReference.parse(text), let path = reference.file {
                    if !paths.contains(path) { paths.append(path) }
                } else {
                    collectFileReferences(in: member.value, into: &paths)
                }
            }
        case .array(let elements):
            for element in elements { collectFileReferences(in: element, into: &paths) }
        default:
            return
        }
    }
}
