/// Walks a merged, `$extends`-expanded token tree and collects every token with its inherited
/// `$type` and `$deprecated`, checking names, group properties and token properties on the way.
struct TokenTreeWalker {
    let mode: ImportMode
    var tokens: [DeclaredToken] = []
    var legacy: LegacyReport
    /// Diagnostics of one part when the root is walked in parallel.
    var partLog = DiagnosticLog()

    init(mode: ImportMode, legacy: LegacyReport) {
        self.mode = mode
        self.legacy = legacy
    }

    struct Inherited {
        var type: TokenType?
        var legacyTypeName: String?
        var deprecated: Deprecation?
    }

    /// The root's own properties are read here; its top-level groups are walked in parallel, each
    /// by its own walker, and their tokens, conversions and diagnostics joined in document order.
    mutating func walkRoot(_ root: JSONObject, log: inout DiagnosticLog) {
        let (context, consumed) = readGroup(root, inherited: Inherited(), isRoot: true, log: &log)
        let mode = self.mode
        let parts = root.members.filter { !consumed.contains($0.key) }.parallelMap { member -> TokenTreeWalker in
            var walker = TokenTreeWalker(mode: mode, legacy: LegacyReport())
            var partLog = DiagnosticLog()
            walker.walkMembers(JSONObject([member]), prefix: "", inherited: context, isRoot: true, log: &partLog)
            walker.partLog = partLog
            return walker
        }
        for part in parts {
            tokens += part.tokens
            legacy.merge(part.legacy)
            log.emit(contentsOf: part.partLog)
        }
    }

    /// A group's properties and case check; returns what its members inherit and the keys consumed.
    private mutating func readGroup(
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
            let key = member.key
            let startsWithDollar = key.utf8.first == UInt8(ascii: "$")
            // Consumed keys are `$`-properties or (lenient) `type`/`description`: only those are looked up.
            if !consumedKeys.isEmpty, startsWithDollar || mode == .lenient, consumedKeys.contains(key) { continue }
            if startsWithDollar && key != TokenName.root {
                reportUnknownGroupProperty(member, isRoot: isRoot, log: &log)
                continue
            }
            if let problem = TokenName.problem(with: key) {
                log.error("invalid-token-name", "'\(key)' is not a valid name: \(problem)", at: member.keyPosition)
                continue
            }
            let path = TokenTreeWalker.join(prefix, key)
            guard case .object(let object) = member.value.value else {
                log.error(
                    "invalid-group-member",
                    "'\(path)' is \(member.value.kindName); a group holds tokens (objects with $value) and groups (objects)",
                    at: member.keyPosition)
                continue
            }
            if object.isToken(mode: mode) {
                readToken(object, path: path, keyPosition: member.keyPosition, inherited: context, log: &log)
            } else {
                if key == TokenName.root {
                    log.error("invalid-token-name", "'$root' is reserved for a group's default token, but it holds a group here", at: member.keyPosition)
                    continue
                }
                if object["$type"] != nil, !object.members.contains(where: { !$0.key.hasPrefix("$") || $0.key == TokenName.root }) {
                    log.warning(
                        "incomplete-token",
                        "'\(path)' has $type but no $value, so it is read as an empty group; add $value if it is meant to be a token",
                        at: member.keyPosition)
                }
                walkGroup(object, prefix: path, inherited: context, isRoot: false, log: &log)
            }
        }
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

    /// `prefix.key` with one allocation (this runs once per token and group).
    static func join(_ prefix: String, _ key: String) -> String {
        guard !prefix.isEmpty else { return key }
        var path = ""
        path.reserveCapacity(prefix.utf8.count + key.utf8.count + 1)
        path += prefix
        path += "."
        path += key
        return path
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
