/// Reading `$ref` strings, loading referenced files, and reference diagnostics.
extension ResolverBuilder {
    mutating func parseReference(_ member: JSONMember) -> ResolverReference? {
        let position = member.value.position
        guard let text = member.value.string else {
            log.error(
                "resolver-invalid-reference",
                "\"$ref\" must be a string such as \"#/sets/base\" or \"colors.json\"; found \(member.value.kindName)",
                at: position)
            return nil
        }
        let failure: ResolverReference.ParseError
        do {
            return try ResolverReference.parse(text)
        } catch {
            failure = error
        }
        switch failure {
        case .empty:
            log.error(
                "resolver-invalid-reference",
                "\"$ref\" is empty; write \"#/sets/NAME\", \"file.json\" or \"file.json#/path\"", at: position)
        case .pointerWithoutSlash:
            log.error(
                "resolver-invalid-reference",
                "'\(text)' is not a JSON Pointer: after '#' write '/' and the path, e.g. \"#/sets/base\"", at: position)
        case .badEscape:
            log.error(
                "resolver-invalid-reference",
                "'\(text)' has an invalid escape: in a JSON Pointer '~' must be followed by 0 (for ~) or 1 (for /)",
                at: position)
        }
        return nil
    }

    /// The node a file reference points to, reading and parsing each file once.
    mutating func fileTarget(_ reference: ResolverReference, at position: SourcePosition?) -> JSONNode? {
        guard let path = reference.file, let tree = parsedFile(path, at: position) else { return nil }
        guard let target = tree.resolving(pointer: reference.pointer) else {
            log.error(
                "resolver-unresolved-reference",
                "'\(reference.text)': \(tree.position?.file.path ?? path) has nothing at \(Self.pointerText(reference.pointer))",
                at: position)
            return nil
        }
        return target
    }

    private mutating func parsedFile(_ path: String, at position: SourcePosition?) -> JSONNode? {
        let source: SourceFile
        do {
            source = try loader.load(path: path, relativeTo: file)
        } catch {
            log.error(error.code, error.description, at: position)
            return nil
        }
        if let cached = parsedFiles[source] { return cached }
        var read = prefetched.removeValue(forKey: source)
        if read == nil {
            var fileLog = DiagnosticLog()
            read = (reader.read(source, as: .tokens, log: &fileLog)?.node, fileLog)
        }
        log.emit(contentsOf: read?.log ?? DiagnosticLog())
        let node = read?.node
        parsedFiles[source] = .some(node)
        return node
    }

    mutating func reportPointerIntoResolutionOrder(_ reference: ResolverReference, at position: SourcePosition?) {
        log.error(
            "resolver-invalid-reference",
            "'\(reference.text)' points into resolutionOrder, which nothing may reference; move the item into \"sets\" or \"modifiers\" and reference it there",
            at: position)
    }

    /// `#/sets/x` or `#/modifiers/x` naming nothing; lists what exists.
    mutating func reportUnknownDefinition(_ reference: ResolverReference, kind: String, at position: SourcePosition?) {
        let names = mapMembers(kind).map { "\"\($0.key)\"" }
        let singular = kind == "sets" ? "set" : "modifier"
        let defined =
            names.isEmpty ? "the resolver defines no \(kind)" : "defined \(kind): \(names.joined(separator: ", "))"
        log.error(
            "resolver-unresolved-reference",
            "'\(reference.text)' does not match any \(singular); \(defined)", at: position)
    }
}
