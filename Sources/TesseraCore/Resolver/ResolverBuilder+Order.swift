/// resolutionOrder: references to root sets and modifiers, or inline items with `type` and `name`.
extension ResolverBuilder {
    mutating func resolutionOrder() -> [ResolverDocument.Step] {
        guard let node = root["resolutionOrder"] else {
            log.error(
                "resolver-missing-resolution-order",
                "the resolver has no \"resolutionOrder\"; list the sets and modifiers to merge, e.g. [{\"$ref\": \"#/sets/base\"}]",
                at: rootNode.position)
            return []
        }
        guard let items = node.array else {
            log.error(
                "resolver-invalid-value", "\"resolutionOrder\" must be an array; found \(node.kindName)",
                at: node.position)
            return []
        }
        guard !items.isEmpty else {
            log.error(
                "resolver-missing-resolution-order",
                "\"resolutionOrder\" is empty; list at least one set or modifier, e.g. {\"$ref\": \"#/sets/base\"}",
                at: node.position)
            return []
        }
        var steps: [ResolverDocument.Step] = []
        var firstUse: [String: SourcePosition?] = [:]
        var modifierNames: [JSONMember] = []
        for (index, item) in items.enumerated() {
            guard let (step, namePosition) = orderItem(item, index: index) else { continue }
            if let first = firstUse[step.name] {
                log.error(
                    "resolver-duplicate-name",
                    "the name \"\(step.name)\" appears twice in resolutionOrder; names must be unique (rename the inline item or drop the repeated reference)",
                    at: namePosition,
                    notes: first.map { [Diagnostic.Note("first used here", location: $0.location)] } ?? [])
                continue
            }
            firstUse[step.name] = namePosition
            if case .modifier = step.kind {
                modifierNames.append(JSONMember(key: step.name, keyPosition: namePosition, value: JSONNode(.null)))
            }
            steps.append(step)
        }
        checkCaseCollisions(modifierNames, kind: "modifiers", inputs: "modifier names")
        return steps
    }

    /// The step for one item and where its name is written.
    private mutating func orderItem(_ item: JSONNode, index: Int) -> (ResolverDocument.Step, SourcePosition?)? {
        guard let object = item.object else {
            log.error(
                "resolver-invalid-value",
                "a resolutionOrder item must be {\"$ref\": \"#/sets/NAME\"}, {\"$ref\": \"#/modifiers/NAME\"} or an inline set or modifier with \"type\" and \"name\"; found \(item.kindName)",
                at: item.position)
            return nil
        }
        if let reference = object.member("$ref") {
            return referencedItem(object, reference: reference)
        }
        return inlineItem(object, node: item, path: ["resolutionOrder", String(index)])
    }

    private mutating func inlineItem(
        _ object: JSONObject, node: JSONNode, path: [String]
    ) -> (ResolverDocument.Step, SourcePosition?)? {
        guard let typeNode = object["type"] else {
            log.error(
                "resolver-inline-item",
                "an inline resolutionOrder item needs \"type\": \"set\" or \"modifier\", and a \"name\"",
                at: node.position)
            return nil
        }
        guard let type = typeNode.string, type == "set" || type == "modifier" else {
            log.error(
                "resolver-inline-item",
                "\"type\" must be \"set\" or \"modifier\"; found \(typeNode.string.map { "\"\($0)\"" } ?? typeNode.kindName)",
                at: typeNode.position)
            return nil
        }
        guard let nameNode = object["name"] else {
            log.error(
                "resolver-inline-item",
                "this inline \(type) needs a \"name\", unique within resolutionOrder (inputs and messages use it)",
                at: node.position)
            return nil
        }
        guard let name = nameNode.string, !name.isEmpty else {
            log.error(
                "resolver-inline-item", "\"name\" must be a non-empty string; found \(nameNode.kindName)",
                at: nameNode.position)
            return nil
        }
        let place = "inline \(type) \"\(name)\""
        guard let step = step(isSet: type == "set", node: node, name: name, path: path,
                              extraKeys: Self.inlineItemKeys, place: place)
        else { return nil }
        return (step, nameNode.position)
    }

    private mutating func referencedItem(
        _ object: JSONObject, reference member: JSONMember
    ) -> (ResolverDocument.Step, SourcePosition?)? {
        guard let reference = parseReference(member) else { return nil }
        let position = member.value.position
        let pointer = reference.pointer
        guard reference.file == nil, pointer.count == 2, pointer[0] == "sets" || pointer[0] == "modifiers" else {
            if reference.file == nil, pointer.first == "resolutionOrder" {
                reportPointerIntoResolutionOrder(reference, at: position)
            } else {
                log.error(
                    "resolver-invalid-reference",
                    "a resolutionOrder item must reference \"#/sets/NAME\" or \"#/modifiers/NAME\", found '\(reference.text)'; list token files in a set's \"sources\"",
                    at: position)
            }
            return nil
        }
        let isSet = pointer[0] == "sets"
        guard let target = root[pointer[0]]?.object?[pointer[1]] else {
            reportUnknownDefinition(reference, kind: pointer[0], at: position)
            return nil
        }
        guard let (name, namePosition) = itemName(object, isSet: isSet, reference: reference) else { return nil }
        let overrides = object.members.filter { !["$ref", "type", "name"].contains($0.key) }
        if overrides.isEmpty {
            if isSet {
                return (ResolverDocument.Step(name: name, kind: .set(expandSet(named: pointer[1], via: position))),
                        namePosition)
            }
            guard var modifier = rootModifier(named: pointer[1]) else { return nil }
            modifier.name = name
            return (ResolverDocument.Step(name: name, kind: .modifier(modifier)), namePosition)
        }
        let kind = isSet ? "set" : "modifier"
        guard let step = step(isSet: isSet, node: Self.overlaying(overrides, onto: target), name: name, path: pointer,
                              extraKeys: [], place: "\(kind) \"\(pointer[1])\" (with overrides)")
        else { return nil }
        return (step, namePosition)
    }

    /// A referenced item is named by its map key unless a sibling "name" renames it; a sibling
    /// "type" is tolerated when it agrees with the reference.
    private mutating func itemName(
        _ object: JSONObject, isSet: Bool, reference: ResolverReference
    ) -> (String, SourcePosition?)? {
        let kind = isSet ? "set" : "modifier"
        if let typeNode = object["type"], typeNode.string != kind {
            log.error(
                "resolver-inline-item",
                "\"type\" next to '\(reference.text)' must be \"\(kind)\" or left out; found \(typeNode.string.map { "\"\($0)\"" } ?? typeNode.kindName)",
                at: typeNode.position)
            return nil
        }
        guard let nameNode = object["name"] else { return (reference.pointer[1], object["$ref"]?.position) }
        guard let name = nameNode.string, !name.isEmpty else {
            log.error(
                "resolver-inline-item", "\"name\" must be a non-empty string; found \(nameNode.kindName)",
                at: nameNode.position)
            return nil
        }
        return (name, nameNode.position)
    }

    private mutating func step(
        isSet: Bool, node: JSONNode, name: String, path: [String], extraKeys: Set<String>, place: String
    ) -> ResolverDocument.Step? {
        if isSet {
            return ResolverDocument.Step(
                name: name, kind: .set(setSources(node, at: path, extraKeys: extraKeys, place: place)))
        }
        guard let modifier = modifier(node, named: name, at: path, extraKeys: extraKeys, place: place) else {
            return nil
        }
        return ResolverDocument.Step(name: name, kind: .modifier(modifier))
    }
}
