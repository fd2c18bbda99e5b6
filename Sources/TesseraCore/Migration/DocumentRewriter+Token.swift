extension DocumentRewriter {
    /// A token object in 2025.10 spelling, or, for an older object with a value and children, a
    /// group with a `$root` token. Nil for a token lenient reading leaves out.
    mutating func rewriteToken(_ object: JSONObject, member: JSONMember, path: [String], inherited: TokenType?) -> JSONNode? {
        let children = object.members.filter { Self.isChild($0, of: object) }
        let tokenPath = children.isEmpty ? path : path + [TokenName.root]
        let key = PreparedTokens.Key(path: tokenPath.joined(separator: "."), position: member.keyPosition)
        guard let token = prepared(key.path, at: key.position), !passThrough.contains(key.path) else {
            droppedTokens.append(key.path)
            return nil
        }
        if let position = member.keyPosition { positions[key.path] = position }
        guard !children.isEmpty else {
            return JSONNode(.object(tokenObject(object, token, key: key, path: tokenPath, inherited: inherited)))
        }
        // The value becomes the group's `$root` token; as in lenient reading, the children take
        // its type, so the group declares it.
        let inside = token.ownType ?? inherited
        var members: [JSONMember] = []
        if let type = token.ownType, type != inherited { members.append(Self.member("$type", .string(type.rawValue))) }
        let root = tokenObject(object, token, key: key, path: tokenPath, inherited: inside, omittingType: token.ownType)
        members.append(JSONMember(key: TokenName.root, value: JSONNode(.object(root))))
        for child in children {
            if let rewritten = rewriteMember(child, prefix: path, inherited: inside) { members.append(rewritten) }
        }
        return JSONNode(.object(JSONObject(members)))
    }

    /// A member that lenient reading takes as a child token or group of a token (an older value
    /// with children), rather than as one of its properties or as tool data.
    static func isChild(_ member: JSONMember, of object: JSONObject) -> Bool {
        guard !member.key.startsWithDollarByte else { return false }
        switch member.key {
        case "value" where object["$value"] == nil, "type" where object["$type"] == nil, "description", "comment":
            return false
        default:
            guard let child = member.value.object else { return false }
            return TokenTreeWalker.looksLikeTokenOrGroup(child)
        }
    }

    /// The token's members in their order, each in its 2025.10 spelling with the prepared value.
    /// Tool data lenient reading ignores is left out; `$`-properties DTCG lacks are in
    /// `$extensions`, where lenient reading keeps them. `omittingType`: a type the enclosing group
    /// now declares.
    private mutating func tokenObject(
        _ object: JSONObject, _ token: DeclaredToken, key: PreparedTokens.Key, path: [String], inherited: TokenType?,
        omittingType: TokenType? = nil
    ) -> JSONObject {
        let prefixedValue = object["$value"] != nil
        let prefixedType = object["$type"] != nil
        var members: [JSONMember] = []
        var written: Set<String> = []
        var modes: [String] = []
        for member in object.members {
            switch Self.role(of: member.key, prefixedValue: prefixedValue, prefixedType: prefixedType) {
            case .value:
                if written.insert("$value").inserted {
                    let value = PointerMigration.rewriteReferences(in: token.convertedValue, tree: tree, count: &pointers)
                    members.append(JSONMember(key: "$value", value: value))
                }
            case .kept:
                members.append(member.key == "$ref" ? referenceMember(member) : member)
            case .type:
                if written.insert("$type").inserted, let type = token.ownType, type != omittingType {
                    members.append(Self.member("$type", .string(type.rawValue)))
                }
            case .description:
                if written.insert("$description").inserted, let description = token.description {
                    members.append(Self.member("$description", .string(description)))
                }
            case .extensions:
                if written.insert("$extensions").inserted, let extensions = takingModes(token.extensions, into: &modes) {
                    members.append(JSONMember(key: "$extensions", value: extensions))
                }
            case .other:
                continue  // children (written by the caller), unknown `$`-properties, tool data
            }
        }
        if !written.contains("$extensions"), let extensions = takingModes(token.extensions, into: &modes) {
            members.append(JSONMember(key: "$extensions", value: extensions))
        }
        Self.declareType(token.effectiveType, in: &members, inherited: inherited)
        let result = JSONObject(members)
        if !modes.isEmpty || token.isMath {
            recordedInOrder.append((key, RewrittenToken(path: path, object: result, inheritedType: inherited, modes: modes)))
        }
        return result
    }

    /// A token-level `$ref` in 2025.10 spelling.
    private mutating func referenceMember(_ member: JSONMember) -> JSONMember {
        guard let text = member.value.string, let rewritten = PointerMigration.rewrite(text, in: tree) else { return member }
        pointers += 1
        return JSONMember(key: member.key, keyPosition: member.keyPosition, value: JSONNode(.string(rewritten)))
    }

    enum Role { case value, type, description, extensions, kept, other }

    /// What a token's member is to lenient reading: `value` and `type` count only when the `$`
    /// spelling is absent, as in `TokenTreeWalker.readToken`.
    static func role(of key: String, prefixedValue: Bool, prefixedType: Bool) -> Role {
        switch key {
        case "$value": .value
        case "value": prefixedValue ? .other : .value
        case "$type": .type
        case "type": prefixedType ? .other : .type
        case "$description", "description", "comment": .description
        case "$extensions": .extensions
        case "$ref", "$deprecated": .kept
        default: .other
        }
    }

    /// Adds `$type` before the value when the token needs one that nothing in the migrated file
    /// gives it: a type lenient reading inferred (a Style Dictionary category, a hex string, math).
    static func declareType(_ type: TokenType?, in members: inout [JSONMember], inherited: TokenType?) {
        guard let type else { return }
        if let index = members.firstIndex(where: { $0.key == "$type" }) {
            members[index].value = JSONNode(.string(type.rawValue))
            return
        }
        guard type != inherited else { return }
        let slot = members.firstIndex { $0.key == "$value" || $0.key == "$ref" } ?? 0
        members.insert(member("$type", .string(type.rawValue)), at: slot)
    }

    /// `$extensions` without its per-token `mode` values, whose names go to `modes`; nil when
    /// nothing else was in it.
    func takingModes(_ extensions: JSONNode?, into modes: inout [String]) -> JSONNode? {
        guard extractingModes, let extensions, var object = extensions.object,
              let values = object["mode"]?.object, !values.isEmpty else { return extensions }
        modes = values.keys
        object["mode"] = nil
        return object.isEmpty ? nil : JSONNode(.object(object), at: extensions.position)
    }
}
