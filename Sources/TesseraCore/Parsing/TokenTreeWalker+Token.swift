extension TokenTreeWalker {
    /// Reads one token object: its value (or token-level `$ref`), own `$type` and metadata.
    mutating func readToken(
        _ object: JSONObject, path: String, keyPosition: SourcePosition?, inherited: Inherited,
        log: inout DiagnosticLog
    ) {
        var token = DeclaredToken(
            path: TokenPath(path), groupType: inherited.type, value: JSONNode(.null),
            deprecated: inherited.deprecated, position: keyPosition, legacyTypeName: inherited.legacyTypeName)
        var value: JSONNode?
        var reference: JSONMember?
        var children: [JSONMember] = []
        var unknownProperties: [JSONMember] = []

        for member in object.members {
            // `$`-properties and the rest are told apart by the first byte, so a key is compared
            // only with the names it could be (a string switch compares them one by one).
            if member.key.startsWithDollarByte {
                switch member.key {
                case "$value": value = member.value
                case "$ref": reference = member
                case "$type": readType(member.value, into: &token, log: &log)
                case "$description":
                    if mode == .lenient, case .null = member.value.value {
                        legacy.record(.nullDescription, at: member.keyPosition, example: "$description")
                    } else {
                        token.description = Metadata.description(member.value, log: &log)
                    }
                case "$deprecated":
                    if let flag = Metadata.deprecation(member.value, log: &log) { token.deprecated = flag.flag }
                case "$extensions": token.extensions = Metadata.extensions(member.value, log: &log)
                default:
                    if mode == .lenient {
                        legacy.record(.unknownProperty, at: member.keyPosition, example: member.key)
                        unknownProperties.append(member)
                        continue
                    }
                    let known = ReservedKeys.tokenProperties.sorted().joined(separator: ", ")
                    log.error("unknown-property", "'\(member.key)' is not a token property (known: \(known)); `--lenient` (or `import: lenient`) keeps it under $extensions", at: member.keyPosition)
                }
                continue
            }
            switch member.key {
            case "value" where mode == .lenient && object["$value"] == nil:
                legacy.record(.unprefixedKeys, at: member.keyPosition, example: "value")
                value = member.value
            case "type" where mode == .lenient && object["$type"] == nil:
                legacy.record(.unprefixedKeys, at: member.keyPosition, example: "type")
                readType(member.value, into: &token, log: &log)
            case "description" where mode == .lenient, "comment" where mode == .lenient:
                legacy.record(.unprefixedKeys, at: member.keyPosition, example: member.key)
                if let text = member.value.string, token.description == nil { token.description = text }
            default:
                if let child = member.value.object, mode == .strict || Self.looksLikeTokenOrGroup(child) {
                    children.append(member)
                } else if mode == .lenient {
                    legacy.record(.extraKeys, at: member.keyPosition, example: member.key)
                } else {
                    log.error("unknown-property", "token '\(path)' has a property '\(member.key)'; tokens hold only $value, $type, $description, $deprecated, $extensions (put tool data in $extensions)", at: member.keyPosition)
                }
            }
        }

        if !unknownProperties.isEmpty {
            let kept = JSONObject([JSONMember(key: "org.tessera.legacy", value: JSONNode(.object(JSONObject(unknownProperties))))])
            token.extensions = LegacyImport.Normalized(value: nil, extensions: kept).mergedExtensions(token.extensions)
        }
        if let reference {
            if value != nil {
                log.error("ref-and-value", "token '\(path)' has both $ref and $value; keep one", at: reference.keyPosition)
                return
            }
            value = JSONNode(.object(JSONObject([reference])), at: reference.value.position)
        }
        guard let value, !token.isUnsupportedLegacyType else { return }
        token.value = value

        if !children.isEmpty {
            guard mode == .lenient else {
                log.error("value-and-children", "'\(path)' has both $value and child tokens or groups; move the value into a '$root' token", at: keyPosition)
                return
            }
            // Older files put a value and children on one object; 2025.10 spells that as `$root`.
            legacy.record(.valueAndChildren, at: keyPosition, example: path)
            token.path = TokenPath(path + "." + TokenName.root)
            if prepare(&token, log: &log) { collect(token) }
            var context = inherited
            if let type = token.ownType { context.type = type }
            walkMembers(JSONObject(children), prefix: path, inherited: context, log: &log)
            return
        }
        if prepare(&token, log: &log) { collect(token) }
    }

    /// Older tools keep flat metadata objects beside the value (Style Dictionary's `attributes`);
    /// only objects that hold a token or a nested object are read as children.
    static func looksLikeTokenOrGroup(_ object: JSONObject) -> Bool {
        TokenTreeMerge.isToken(object) || object.members.contains { $0.value.object != nil }
    }

    private mutating func readType(_ node: JSONNode, into token: inout DeclaredToken, log: inout DiagnosticLog) {
        let parsed = TypeName.parse(node, mode: mode, legacy: &legacy, log: &log)
        token.ownType = parsed.type
        token.hasInvalidType = parsed.type == nil
        token.isUnsupportedLegacyType = parsed.unsupported
        if parsed.legacyName != nil { token.legacyTypeName = parsed.legacyName }
    }
}
