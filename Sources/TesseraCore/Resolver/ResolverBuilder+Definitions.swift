/// Sets and modifiers, whether declared in the root maps or inline in resolutionOrder.
extension ResolverBuilder {
    static let setKeys: Set<String> = ["sources", "description", "$extensions"]
    static let modifierKeys: Set<String> = ["contexts", "default", "description", "$extensions"]
    /// Inline resolutionOrder items also carry these.
    static let inlineItemKeys: Set<String> = ["type", "name"]

    /// The merged-in-order sources of root set `name`, validated the first time it is asked for.
    /// `position` is where the reference that leads here is written (nil from the root map).
    mutating func expandSet(named name: String, via position: SourcePosition?) -> [JSONObject] {
        if let done = setMemo[name] { return done }
        guard let node = root["sets"]?.object?[name] else { return [] }
        let path = ["sets", name]
        referenceStack.append((Self.pointerText(path), position))
        let sources = setSources(node, at: path, extraKeys: [], place: "set \"\(name)\"")
        referenceStack.removeLast()
        setMemo[name] = sources
        return sources
    }

    mutating func rootModifier(named name: String) -> ResolverDocument.Modifier? {
        if let done = modifierMemo[name] { return done }
        guard let node = root["modifiers"]?.object?[name] else { return nil }
        let modifier = self.modifier(
            node, named: name, at: ["modifiers", name], extraKeys: [], place: "modifier \"\(name)\"")
        modifierMemo[name] = .some(modifier)
        return modifier
    }

    mutating func setSources(
        _ node: JSONNode, at path: [String], extraKeys: Set<String>, place: String
    ) -> [JSONObject] {
        guard let object = node.object else {
            log.error(
                "resolver-invalid-value",
                "\(place) must be an object with \"sources\"; found \(node.kindName)", at: node.position)
            return []
        }
        checkKeys(of: object, allowed: Self.setKeys.union(extraKeys), in: place)
        checkString("description", in: object)
        checkExtensions(in: object)
        guard let sources = object["sources"] else {
            log.error(
                "resolver-missing-sources",
                "\(place) has no \"sources\"; add \"sources\": [ … ] listing token files ({\"$ref\": \"colors.json\"}) or inline token trees",
                at: node.position)
            return []
        }
        return sourceList(sources, at: path + ["sources"], owner: "the sources of \(place)")
    }

    mutating func modifier(
        _ node: JSONNode, named name: String, at path: [String], extraKeys: Set<String>, place: String
    ) -> ResolverDocument.Modifier? {
        guard let object = node.object else {
            log.error(
                "resolver-invalid-value",
                "\(place) must be an object with \"contexts\"; found \(node.kindName)", at: node.position)
            return nil
        }
        checkKeys(of: object, allowed: Self.modifierKeys.union(extraKeys), in: place)
        checkString("description", in: object)
        checkExtensions(in: object)
        guard let contextsNode = object["contexts"] else {
            log.error(
                "resolver-contexts",
                "\(place) has no \"contexts\"; add at least two, e.g. \"contexts\": {\"light\": [ … ], \"dark\": [ … ]}",
                at: node.position)
            return nil
        }
        guard let contextsObject = contextsNode.object else {
            log.error(
                "resolver-contexts",
                "\"contexts\" of \(place) must be an object mapping context names to source lists; found \(contextsNode.kindName)",
                at: contextsNode.position)
            return nil
        }
        checkContextCount(contextsObject, at: contextsNode.position, place: place)
        var contexts: [ResolverDocument.Context] = []
        for member in contextsObject.members {
            let sources = sourceList(
                member.value, at: path + ["contexts", member.key],
                owner: "context \"\(member.key)\" of \(place)")
            contexts.append(ResolverDocument.Context(name: member.key, sources: sources))
        }
        checkCaseCollisions(contextsObject.members, kind: "context names of \(place)", inputs: "context names")
        let defaultContext = checkDefault(object["default"], contexts: contexts, place: place)
        return ResolverDocument.Modifier(name: name, contexts: contexts, defaultContext: defaultContext)
    }

    /// 0 contexts MUST be rejected; 1 SHOULD be (the schema requires 2), and Tessera does.
    private mutating func checkContextCount(_ contexts: JSONObject, at position: SourcePosition?, place: String) {
        if contexts.isEmpty {
            log.error(
                "resolver-contexts",
                "\(place) has no contexts; a modifier chooses between at least two, e.g. \"light\" and \"dark\"",
                at: position)
        } else if contexts.count == 1 {
            log.error(
                "resolver-contexts",
                "\(place) has only the context \"\(contexts.members[0].key)\"; a modifier needs at least two (tokens that always apply belong in a set)",
                at: position)
        }
    }

    private mutating func checkDefault(
        _ node: JSONNode?, contexts: [ResolverDocument.Context], place: String
    ) -> String? {
        guard let node else { return nil }
        guard let name = node.string else {
            log.error(
                "resolver-default", "\"default\" of \(place) must be a context name string; found \(node.kindName)",
                at: node.position)
            return nil
        }
        if contexts.contains(where: { $0.name == name }) { return name }
        let names = contexts.map { "\"\($0.name)\"" }.joined(separator: ", ")
        let nearMiss = contexts.first { $0.name.lowercased() == name.lowercased() }
        let hint = nearMiss.map { " (did you mean \"\($0.name)\"?)" } ?? ""
        log.error(
            "resolver-default",
            "\"default\": \"\(name)\" is not a context of \(place)\(hint); its contexts are \(names.isEmpty ? "none" : names)",
            at: node.position)
        return nil
    }

    /// Inputs match names ignoring case, so names that differ only in case are ambiguous.
    mutating func checkCaseCollisions(_ members: [JSONMember], kind: String, inputs: String) {
        var seen: [String: String] = [:]
        for member in members {
            let folded = member.key.lowercased()
            if let earlier = seen[folded], earlier != member.key {
                log.warning(
                    "resolver-name-case",
                    "the \(kind) \"\(earlier)\" and \"\(member.key)\" differ only in case; inputs match \(inputs) ignoring case, so rename one",
                    at: member.keyPosition)
            } else {
                seen[folded] = member.key
            }
        }
    }
}
