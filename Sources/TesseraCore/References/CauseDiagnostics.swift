/// Finds the error each follow-on cause was reported with, in the log, so the note can go on it.
/// A token's error is somewhere inside its object (its value, its `$type`, a `$ref` beside a
/// `$value`), so a token cause is the span from its name to the last thing written in it; a
/// group `$type` is its one place. Every diagnostic is looked at once.
struct CauseDiagnostics {
    private struct Span {
        var start: Diagnostic.Location
        var end: Diagnostic.Location
        var cause: FollowOnFailures.Cause
    }

    private var spans: [Span] = []

    /// `objects`: the token objects of the token and dropped causes, by path.
    init(_ causes: [FollowOnFailures.Cause], objects: [String: JSONMember], path: (Int) -> String) {
        for cause in causes {
            switch cause {
            case .groupType(let position):
                let location = position.location
                spans.append(Span(start: location, end: location, cause: cause))
            case .token(let index):
                if let span = Self.span(of: objects[path(index)], cause: cause) { spans.append(span) }
            case .dropped(let dropped):
                if let span = Self.span(of: objects[dropped], cause: cause) { spans.append(span) }
            }
        }
        spans.sort { $0.start < $1.start }
    }

    private static func span(of member: JSONMember?, cause: FollowOnFailures.Cause) -> Span? {
        guard let member, let start = member.keyPosition else { return nil }
        var last = start
        lastPosition(in: member.value, after: &last)
        return Span(start: start.location, end: last.location, cause: cause)
    }

    /// Diagnostics are placed at a key or a value, so the latest of those starts is the end.
    private static func lastPosition(in node: JSONNode, after last: inout SourcePosition) {
        if let position = node.position, position.fileID == last.fileID, position.offset > last.offset { last = position }
        switch node.value {
        case .object(let object):
            for member in object.members {
                if let key = member.keyPosition, key.fileID == last.fileID, key.offset > last.offset { last = key }
                lastPosition(in: member.value, after: &last)
            }
        case .array(let elements):
            for element in elements { lastPosition(in: element, after: &last) }
        default:
            return
        }
    }

    /// The index in `log.all` of each cause's error: the first (in report order) inside its span;
    /// of equal ones, the latest emitted (a log shared by several resolutions holds the earlier
    /// ones' too). Errors that do not take a token down (metadata, names) are passed over.
    func errors(in log: DiagnosticLog) -> [FollowOnFailures.Cause: Int] {
        var found: [FollowOnFailures.Cause: Int] = [:]
        guard !spans.isEmpty else { return found }
        for (index, diagnostic) in log.all.enumerated() {
            guard diagnostic.severity == .error, let location = diagnostic.location,
                  !Self.notTakingTokensDown.contains(diagnostic.code),
                  let span = innermostSpan(containing: location) else { continue }
            if let current = found[span.cause], log.all[current] < diagnostic { continue }
            found[span.cause] = index
        }
        return found
    }

    /// The span with the latest start at or before `location`, when `location` is inside it.
    private func innermostSpan(containing location: Diagnostic.Location) -> Span? {
        var low = 0
        var high = spans.count
        while low < high {
            let middle = (low + high) / 2
            if spans[middle].start <= location { low = middle + 1 } else { high = middle }
        }
        guard low > 0, location <= spans[low - 1].end else { return nil }
        return spans[low - 1]
    }

    /// The token objects at `paths` (as members, for their names' places), found by walking down
    /// only the groups on the way to them: looking each up from the root compares keys one by
    /// one, which for every token of a large group is quadratic. A lenient `a.$root` token is
    /// the object at `a`, which holds a value and children.
    static func tokenObjects(at paths: Set<String>, in tree: JSONObject, mode: ImportMode) -> [String: JSONMember] {
        var onTheWay: Set<String> = [""]
        for path in paths {
            var prefix = Substring(path)
            while let dot = prefix.lastIndex(of: ".") {
                prefix = prefix[..<dot]
                onTheWay.insert(String(prefix))
            }
        }
        var found: [String: JSONMember] = [:]
        var stack: [(path: String, object: JSONObject)] = [("", tree)]
        while let (path, object) = stack.popLast() {
            for member in object.members {
                guard let child = member.value.object else { continue }
                let childPath = TokenTreeWalker.join(path, member.key)
                if found[childPath] == nil, paths.contains(childPath) { found[childPath] = member }
                if mode == .lenient, child.isToken(mode: mode) {
                    let rootPath = childPath + "." + TokenName.root
                    if found[rootPath] == nil, paths.contains(rootPath) { found[rootPath] = member }
                }
                if onTheWay.contains(childPath) { stack.append((childPath, child)) }
            }
        }
        return found
    }

    static let notTakingTokensDown: Set<String> = [
        "invalid-description", "invalid-deprecated", "invalid-extensions", "unknown-property", "duplicate-key",
        "case-only-name-difference",
    ]
}
