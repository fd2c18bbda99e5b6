/// Applies `$extends` (format §6.7): a group that extends another starts from the target's tokens and
/// properties and adds its own, deep-merged (a local token replaces an inherited one whole). Runs on the
/// merged tree before tokens are collected, so references and JSON Pointers see inherited tokens.
struct ExtendsExpansion {
    let root: JSONObject
    let mode: ImportMode
    private var finished: [String: JSONObject] = [:]
    /// Groups being expanded, outermost first, with where their `$extends` is written.
    private var stack: [(path: String, extendsAt: SourcePosition?)] = []
    private var failed: Set<String> = []

    init(root: JSONObject, mode: ImportMode) {
        self.root = root
        self.mode = mode
    }

    /// The tree with every `$extends` applied; the input itself when there is none.
    static func expand(_ root: JSONObject, mode: ImportMode, log: inout DiagnosticLog) -> JSONObject {
        // Most trees have no `$extends`: a scan of group keys is much cheaper than the expansion's
        // path bookkeeping for every group.
        guard containsExtends(root, mode: mode) else { return root }
        var expansion = ExtendsExpansion(root: root, mode: mode)
        return expansion.expanded(root, path: "", log: &log) ?? root
    }

    /// Whether any group in the tree has an `$extends` member (tokens are not searched).
    private static func containsExtends(_ group: JSONObject, mode: ImportMode) -> Bool {
        for member in group.members {
            let key = member.key.utf8
            if key.count == 8, key.first == UInt8(ascii: "$"), member.key == "$extends" { return true }
            guard case .object(let child) = member.value.value, !child.isToken(mode: mode) else { continue }
            if containsExtends(child, mode: mode) { return true }
        }
        return false
    }

    /// The expanded group, or nil when nothing below it changed (so untouched trees are not copied).
    private mutating func expanded(_ group: JSONObject, path: String, log: inout DiagnosticLog) -> JSONObject? {
        if let done = finished[path] { return done }
        stack.append((path, group["$extends"]?.position))
        defer { stack.removeLast() }

        var result = group
        var changed = false
        for index in group.members.indices {
            let member = group.members[index]
            guard !member.key.hasPrefix("$") || member.key == TokenName.root,
                  case .object(let child) = member.value.value, !child.isToken(mode: mode) else { continue }
            let childPath = path.isEmpty ? member.key : path + "." + member.key
            if let expandedChild = expanded(child, path: childPath, log: &log) {
                result.members[index].value.value = .object(expandedChild)
                changed = true
            }
        }
        guard let extends = group["$extends"] else {
            if changed { finished[path] = result }
            return changed ? result : nil
        }
        result["$extends"] = nil
        guard var base = target(of: extends, from: path, log: &log) else {
            finished[path] = result
            return result
        }
        base["$extends"] = nil
        TokenTreeMerge.merge(result, into: &base)
        finished[path] = base
        return base
    }

    /// The expanded group that `$extends` names, or nil after reporting why there is none.
    private mutating func target(of extends: JSONNode, from path: String, log: inout DiagnosticLog) -> JSONObject? {
        guard let text = extends.string, let segments = Self.targetSegments(text) else {
            log.error("invalid-extends", "$extends must name a group as \"{group.path}\" or \"#/group/path\", found \(describe(extends))", at: extends.position)
            return nil
        }
        let targetPath = segments.joined(separator: ".")
        var node = JSONNode(.object(root))
        for segment in segments {
            guard let next = node.object?[segment] else {
                log.error("extends-not-found", "$extends names '\(targetPath)', but no group has that path", at: extends.position)
                return nil
            }
            node = next
        }
        guard let targetGroup = node.object else {
            log.error("extends-not-group", "$extends names '\(targetPath)', which is \(node.kindName), not a group", at: extends.position)
            return nil
        }
        if targetGroup.isToken(mode: mode) {
            log.error("extends-not-group", "$extends names '\(targetPath)', which is a token; only groups can be extended", at: extends.position)
            return nil
        }
        if let cycleStart = stack.firstIndex(where: { $0.path == targetPath }) {
            reportCycle(from: cycleStart, to: targetPath, log: &log)
            return nil
        }
        if failed.contains(targetPath) { return nil }
        return expanded(targetGroup, path: targetPath, log: &log) ?? targetGroup
    }

    private mutating func reportCycle(from start: Int, to targetPath: String, log: inout DiagnosticLog) {
        let members = stack[start...]
        let chain = (members.filter { $0.extendsAt != nil }.map { display($0.path) } + [display(targetPath)])
            .joined(separator: " → ")
        for member in members where member.extendsAt != nil {
            failed.insert(member.path)
            let message = member.path.hasPrefix(targetPath + ".") && members.count == 2
                ? "group '\(display(member.path))' extends its own ancestor '\(display(targetPath))', which would contain itself forever"
                : "$extends cycle: \(chain)"
            log.error("extends-cycle", message, at: member.extendsAt)
        }
    }

    private func display(_ path: String) -> String { path.isEmpty ? "(root)" : path }

    private func describe(_ node: JSONNode) -> String {
        if let text = node.string { return "\"\(text)\"" }
        return node.kindName
    }

    /// `{a.b}` or `#/a/b` → ["a", "b"].
    static func targetSegments(_ text: String) -> [String]? {
        if case .reference(let path) = CurlyReference.parse(text) {
            return path.segments.map(String.init)
        }
        if text.hasPrefix("#/"), let pointer = try? JSONPointer(text) {
            return pointer.segments
        }
        return nil
    }
}
