/// Walks a merged, `$extends`-expanded token tree and collects every token with its inherited
/// `$type` and `$deprecated`, checking names, group properties and token properties on the way.
struct TokenTreeWalker {
    let mode: ImportMode
    var tokens: [DeclaredToken] = []
    /// Set for a piece of the parallel root walk, which writes its tokens here instead of `tokens`.
    var slice: TokenSlice?
    var legacy: LegacyReport
    /// Diagnostics of one part when the root is walked in parallel.
    var partLog = DiagnosticLog()
    /// Whether a collected token is Tokens Studio math, noted as tokens are collected rather than
    /// found by a pass over all of them afterwards.
    var foundMath = false

    init(mode: ImportMode, legacy: LegacyReport) {
        self.mode = mode
        self.legacy = legacy
    }

    struct Inherited {
        var type: TokenType?
        var legacyTypeName: String?
        var deprecated: Deprecation?
    }

    /// The collected tokens, moved out (the walker keeps none, so they are not freed twice over).
    mutating func takeTokens() -> [DeclaredToken] {
        var taken: [DeclaredToken] = []
        swap(&taken, &tokens)
        return taken
    }

    mutating func collect(_ token: consuming DeclaredToken) {
        if token.isMath { foundMath = true }
        guard var target = slice else { return tokens.append(token) }
        target.append(token)
        slice = target
    }

    /// A group's properties and case check; returns what its members inherit and the keys consumed.
    mutating func readGroup(
        _ group: JSONObject, inherited: Inherited, isRoot: Bool, log: inout DiagnosticLog
    ) -> (Inherited, Set<String>) {
        var context = inherited
        let properties = GroupProperties.read(group, isRoot: isRoot, mode: mode, legacy: &legacy, log: &log)
        if let type = properties.type {
            context.type = type
            context.legacyTypeName = properties.legacyTypeName
        }
        if let deprecated = properties.deprecated { context.deprecated = deprecated.flag }
        checkCaseOnlyDifferences(group, log: &log)
        return (context, properties.consumedKeys)
    }

    private mutating func walkGroup(
        _ group: JSONObject, prefix: String, inherited: Inherited, isRoot: Bool, log: inout DiagnosticLog
    ) {
        let (context, consumed) = readGroup(group, inherited: inherited, isRoot: isRoot, log: &log)
        walkMembers(group, prefix: prefix, inherited: context, isRoot: isRoot, skipping: consumed, log: &log)
    }

    mutating func walkMembers(
        _ group: JSONObject, prefix: String, inherited context: Inherited, isRoot: Bool = false,
        skipping consumedKeys: Set<String> = [], log: inout DiagnosticLog
    ) {
        for member in group.members {
            // Consumed keys are `$`-properties or (lenient) `type`/`description`: only those are looked up.
            if !consumedKeys.isEmpty, member.key.startsWithDollarByte || mode == .lenient,
               consumedKeys.contains(member.key) { continue }
            guard let child = visit(member, prefix: prefix, inherited: context, isRoot: isRoot, log: &log) else { continue }
            walkGroup(child.group, prefix: child.path, inherited: context, isRoot: false, log: &log)
        }
    }

    /// Checks one member of a group and reads it when it is a token; returns it when it is a group
    /// still to be walked (nil for a token or a member that was reported).
    mutating func visit(
        _ member: JSONMember, prefix: String, inherited context: Inherited, isRoot: Bool, log: inout DiagnosticLog
    ) -> (group: JSONObject, path: String)? {
        let key = member.key
        if key.startsWithDollarByte && key != TokenName.root {
            reportUnknownGroupProperty(member, isRoot: isRoot, log: &log)
            return nil
        }
        if let problem = TokenName.problem(with: key) {
            log.error("invalid-token-name", "'\(key)' is not a valid name: \(problem)", at: member.keyPosition)
            return nil
        }
        let path = TokenTreeWalker.join(prefix, key)
        guard case .object(let object) = member.value.value else {
            log.error(
                "invalid-group-member",
                "'\(path)' is \(member.value.kindName); a group holds tokens (objects with $value) and groups (objects)",
                at: member.keyPosition)
            return nil
        }
        if object.isToken(mode: mode) {
            readToken(object, path: path, keyPosition: member.keyPosition, inherited: context, log: &log)
            return nil
        }
        if key == TokenName.root {
            log.error("invalid-token-name", "'$root' is reserved for a group's default token, but it holds a group here", at: member.keyPosition)
            return nil
        }
        if object["$type"] != nil, !object.members.contains(where: { !$0.key.hasPrefix("$") || $0.key == TokenName.root }) {
            log.warning(
                "incomplete-token",
                "'\(path)' has $type but no $value, so it is read as an empty group; add $value if it is meant to be a token",
                at: member.keyPosition)
        }
        return (object, path)
    }

    private func reportUnknownGroupProperty(_ member: JSONMember, isRoot: Bool, log: inout DiagnosticLog) {
        if case .object(let object) = member.value.value, object.isToken(mode: mode) {
            log.error("invalid-token-name", "'\(member.key)' is not a valid token name: names may not start with '$' (only the reserved '$root' may)", at: member.keyPosition)
        } else if member.key == "$value" {
            log.error("value-and-children", "this object has both $value and child tokens or groups; move the value into a '$root' token", at: member.keyPosition)
        } else {
            let known = (ReservedKeys.groupProperties.sorted() + [TokenName.root]).joined(separator: ", ")
            log.error("unknown-property", "'\(member.key)' is not a group property (known: \(known))", at: member.keyPosition)
        }
    }

    /// `prefix.key` with one allocation and two copies (this runs once per token and group).
    static func join(_ prefix: String, _ key: String) -> String {
        guard !prefix.isEmpty else { return key }
        var prefix = prefix
        var key = key
        return prefix.withUTF8 { head in
            key.withUTF8 { tail in
                String(unsafeUninitializedCapacity: head.count + tail.count + 1) { buffer in
                    _ = buffer.initialize(fromContentsOf: head)
                    buffer[head.count] = UInt8(ascii: ".")
                    _ = buffer[(head.count + 1)...].initialize(fromContentsOf: tail)
                    return head.count + tail.count + 1
                }
            }
        }
    }

    /// Names that differ only in case are legal but a trap on case-insensitive platforms and outputs.
    private func checkCaseOnlyDifferences(_ group: JSONObject, log: inout DiagnosticLog) {
        guard group.members.count > 1, group.members.contains(where: { TokenName.hasCase($0.key) }) else { return }
        var seen: [String: String] = [:]
        for member in group.members where !member.key.hasPrefix("$") {
            let folded = member.key.lowercased()
            if let other = seen[folded] {
                log.warning("case-only-name-difference", "'\(member.key)' differs from its sibling '\(other)' only in case; many outputs and file systems cannot tell them apart", at: member.keyPosition)
            } else {
                seen[folded] = member.key
            }
        }
    }
}
