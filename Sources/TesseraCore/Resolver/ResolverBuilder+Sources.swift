/// Source lists of sets and contexts: inline token trees, files, and references to sets or to
/// other parts of the resolver, followed with cycle detection.
extension ResolverBuilder {
    mutating func sourceList(_ node: JSONNode, at path: [String], owner: String) -> [JSONObject] {
        guard let array = node.array else {
            log.error(
                "resolver-invalid-value",
                "\(owner) must be an array of sources (inline token trees or {\"$ref\": …}); found \(node.kindName)",
                at: node.position)
            return []
        }
        var result: [JSONObject] = []
        for (index, element) in array.enumerated() {
            appendSource(element, at: path + [String(index)], into: &result)
        }
        return result
    }

    /// `path` is where `node` sits in the resolver, to reject references to its own ancestors.
    mutating func appendSource(_ node: JSONNode, at path: [String], into result: inout [JSONObject]) {
        guard let object = node.object else {
            log.error(
                "resolver-invalid-value",
                "a source must be an object: an inline token tree or {\"$ref\": \"colors.json\"}; found \(node.kindName)",
                at: node.position)
            return
        }
        guard let reference = object.member("$ref") else {
            result.append(object)
            return
        }
        appendReferencedSources(object, reference: reference, at: path, into: &result)
    }

    private mutating func appendReferencedSources(
        _ object: JSONObject, reference member: JSONMember, at path: [String], into result: inout [JSONObject]
    ) {
        guard let reference = parseReference(member) else { return }
        let position = member.value.position
        let siblings = object.members.filter { $0.key != "$ref" }
        if reference.file != nil {
            guard let target = fileTarget(reference, at: position) else { return }
            guard let tree = target.object else {
                log.error(
                    "resolver-invalid-reference",
                    "'\(reference.text)' points to \(target.kindName); a source must be a token tree (a JSON object)",
                    at: position)
                return
            }
            if reference.pointer.isEmpty, !isTokenFile(tree, at: target.position, referencedAt: position) { return }
            result.append(Self.overlay(siblings, onto: tree))
            return
        }
        let pointer = reference.pointer
        guard checkSourcePointer(reference, at: position, from: path) else { return }
        let key = Self.pointerText(pointer)
        if let start = referenceStack.firstIndex(where: { $0.key == key }) {
            reportCycle(from: start, closingWith: key, at: position)
            return
        }
        if pointer.count == 2, pointer[0] == "sets" {
            guard let setNode = root["sets"]?.object?[pointer[1]] else {
                reportUnknownDefinition(reference, kind: "sets", at: position)
                return
            }
            if siblings.isEmpty {
                result += expandSet(named: pointer[1], via: position)
            } else {
                referenceStack.append((key, position))
                let overlaid = Self.overlaying(siblings, onto: setNode)
                result += setSources(overlaid, at: pointer, extraKeys: [], place: "set \"\(pointer[1])\"")
                referenceStack.removeLast()
            }
            return
        }
        guard let target = rootNode.resolving(pointer: pointer) else {
            log.error(
                "resolver-unresolved-reference",
                "'\(reference.text)' does not point to anything in this resolver; check each segment of the path",
                at: position)
            return
        }
        referenceStack.append((key, position))
        appendSource(Self.overlaying(siblings, onto: target), at: pointer, into: &result)
        referenceStack.removeLast()
    }

    /// Sets and contexts may reference sets, `$defs` or files, never modifiers, resolutionOrder or
    /// the object that contains the reference.
    private mutating func checkSourcePointer(
        _ reference: ResolverReference, at position: SourcePosition?, from path: [String]
    ) -> Bool {
        let pointer = reference.pointer
        if pointer.first == "resolutionOrder" {
            reportPointerIntoResolutionOrder(reference, at: position)
            return false
        }
        if pointer.first == "modifiers" {
            log.error(
                "resolver-invalid-reference",
                "a set or modifier context cannot include a modifier ('\(reference.text)'); reference a set (\"#/sets/NAME\") or list the modifier in resolutionOrder",
                at: position)
            return false
        }
        if pointer.count <= path.count, Array(path.prefix(pointer.count)) == pointer {
            log.error(
                "resolver-reference-cycle",
                "'\(reference.text)' points to an object that contains this reference, so it would include itself; reference another set or file",
                at: position)
            return false
        }
        return true
    }

    func reportCycleChain(from start: Int, closingWith key: String) -> String {
        (referenceStack[start...].map(\.key) + [key]).joined(separator: " → ")
    }

    mutating func reportCycle(from start: Int, closingWith key: String, at position: SourcePosition?) {
        let notes = referenceStack[(start + 1)...].compactMap { frame in
            frame.position.map { Diagnostic.Note("'\(frame.key)' is referenced here", location: $0.location) }
        }
        log.error(
            "resolver-reference-cycle",
            "reference cycle \(reportCycleChain(from: start, closingWith: key)); a set cannot include itself, directly or through other sets — remove one of these references",
            at: position, notes: notes)
    }

    /// Siblings of `$ref` applied to an object target; other targets are returned as they are.
    static func overlaying(_ siblings: [JSONMember], onto target: JSONNode) -> JSONNode {
        guard !siblings.isEmpty, let object = target.object else { return target }
        return JSONNode(.object(overlay(siblings, onto: object)), at: target.position)
    }
}

extension ResolverBuilder {
    /// A whole file named as a source must be a token file: a resolver document, a JSON Schema, a
    /// package.json… gets one error at its root rather than one per member read as a token.
    mutating func isTokenFile(_ tree: JSONObject, at root: SourcePosition?, referencedAt reference: SourcePosition?) -> Bool {
        let note = reference.map { [Diagnostic.Note("referenced here", location: $0.location)] } ?? []
        if ResolverDocument.recognizes(tree) {
            log.error(
                "resolver-invalid-reference",
                "this is a resolver document, not a token file; a set or modifier context lists token files, so reference the token files this resolver lists instead",
                at: root, notes: note)
            return false
        }
        if let description = ForeignDocument.describe(tree) {
            log.error("not-a-token-file", ForeignDocument.message(description), at: root, notes: note)
            return false
        }
        return true
    }
}
