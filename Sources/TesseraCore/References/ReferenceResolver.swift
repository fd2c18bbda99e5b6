/// Follows every alias of a token tree: curly references and JSON Pointer `$ref`s, in whole values
/// and inside composites, through chains of any length. Cycles are found by an iterative depth-first
/// walk (no recursion per chain step, so a 100,000-step chain cannot overflow the stack) and reported
/// on every member with the chain shown.
struct ReferenceResolver {
    enum State: UInt8 { case pending, visiting, done, failed }

    let tree: JSONObject
    let mode: ImportMode
    var tokens: [DeclaredToken]
    let index: PathIndex
    var state: [State]
    /// A finished token's value as 2025.10 JSON (nil for a shorthand literal; see `resolvedJSON`).
    /// Its type and typed value are in the token itself (`DeclaredToken.finished`). Empty while
    /// every value is nil (`storeValue` makes it at the first value).
    var resolvedValue: [JSONNode?]
    /// For a finished alias, the place of the token it names directly (the one its `aliasOf` is);
    /// -1 for any other token. Kept with the resolved set, so that checks follow aliases by place
    /// instead of looking each path up again.
    var aliasTargets: [Int32]
    /// The "did you mean" index and work budget for unresolved references (issue 23).
    let suggestions = ReferenceSuggestions()
    /// Where a token the resolution leaves out is defined (a resolver's other sets and contexts),
    /// for the message of a reference that misses it.
    var locator: ReferenceLocator?
    /// Tokens that fail only with a problem reported elsewhere, for one note on it (issue 24).
    var followOns = FollowOnFailures()
    /// What the token being finished failed because of, when that is reported elsewhere.
    var pendingCause: FollowOnFailures.Dependant?
    /// Found at the first reference that misses or token without a type (`followOnFacts()`).
    var treeFacts: FollowOnTreeFacts?

    init(tree: JSONObject, tokens: [DeclaredToken], mode: ImportMode) {
        let index = PathIndex(count: tokens.count) { tokens[$0].path.string }
        self.init(tree: tree, tokens: tokens, mode: mode, index: index)
    }

    /// `index` must index these tokens' paths (a later permutation's tokens have the first's).
    /// `values`: the resolved values to start from (a patch takes the first permutation's rather
    /// than a new array of 100,000 empty ones; see `adopt`).
    init(tree: JSONObject, tokens: [DeclaredToken], mode: ImportMode, index: PathIndex, values: [JSONNode?]? = nil) {
        self.tree = tree
        self.mode = mode
        self.tokens = tokens
        let count = tokens.count
        state = Array(repeating: .pending, count: count)
        resolvedValue = values ?? (Self.literalsKeepJSON(tokens) ? Self.noValues(count) : [])
        aliasTargets = Array(repeating: -1, count: count)
        self.index = index
    }

    /// `count` empty values, written on every core: 100,000 of them are megabytes of fresh memory.
    static func noValues(_ count: Int) -> [JSONNode?] {
        [JSONNode?](unsafeUninitializedCapacity: count) { buffer, initialized in
            let values = DisjointWrites(buffer)
            _ = IndexChunks.ranges(count).parallelMap { range in
                (values.buffer.baseAddress! + range.lowerBound).initialize(repeating: nil, count: range.count)
            }
            initialized = count
        }
    }

    /// The declared tokens, moved out once resolution is done (so the caller can change them
    /// without copying all of them first).
    mutating func takeTokens() -> [DeclaredToken] {
        var taken: [DeclaredToken] = []
        swap(&taken, &tokens)
        return taken
    }

    /// The resolved values, moved out likewise (for `BackgroundRelease`).
    mutating func takeResolvedValues() -> [JSONNode?] {
        var taken: [JSONNode?] = []
        swap(&taken, &resolvedValue)
        return taken
    }

    mutating func resolveAll(log: inout DiagnosticLog) {
        adoptLiterals()
        resolvePending(log: &log)
    }

    /// Finishes every token still pending, once the done ones are marked.
    mutating func resolvePending(log: inout DiagnosticLog) {
        let targets = finishAliasesOfFinished()
        for root in tokens.indices where state[root] == .pending {
            // An alias whose target is already finished (an alias of an alias written earlier, or
            // one whose type mismatch is to be reported) needs no walk.
            if targets[root] >= 0, state[Int(targets[root])] == .done, let path = tokens[root].aliasPath {
                finishAlias(root, target: Int(targets[root]), path: path, at: tokens[root].value.position, log: &log)
                continue
            }
            resolve(root, log: &log)
        }
        attachFollowOnNotes(log: &log)
    }

    /// Depth-first over dependencies with an explicit stack; a token is finished once all it refers
    /// to is finished.
    private mutating func resolve(_ root: Int, log: inout DiagnosticLog) {
        var stack: [(token: Int, dependencies: [Int], next: Int)] = [(root, dependencies(of: root), 0)]
        state[root] = .visiting
        while !stack.isEmpty {
            let top = stack.count - 1
            if stack[top].next < stack[top].dependencies.count {
                let dependency = stack[top].dependencies[stack[top].next]
                stack[top].next += 1
                switch state[dependency] {
                case .pending:
                    state[dependency] = .visiting
                    stack.append((dependency, dependencies(of: dependency), 0))
                case .visiting:
                    let start = stack.firstIndex { $0.token == dependency } ?? top
                    reportCycle(stack[start...].map(\.token), log: &log)
                case .done, .failed:
                    continue
                }
            } else {
                let finished = stack.removeLast().token
                if state[finished] == .visiting { finishTracingCause(finished, log: &log) }
            }
        }
    }

    /// One error per cycle, at its first token in document order, naming at most
    /// `cycleNamesShown` of its tokens: a cycle of 10,000 tokens is one line, not 10,000 lines
    /// of 10,000 names each.
    private mutating func reportCycle(_ members: [Int], log: inout DiagnosticLog) {
        let fresh = members.filter { state[$0] != .failed }
        guard let first = fresh.min() else { return }
        for member in fresh { state[member] = .failed }
        followOns.blameCycle(fresh, on: first)
        // Start the chain at the first token so the message is the same whichever token the walk met first.
        let start = members.firstIndex(of: first) ?? 0
        let ordered = Array(members[start...] + members[..<start])
        let shown = ordered.prefix(Self.cycleNamesShown).map { tokens[$0].path.string }
        let chain = ordered.count <= Self.cycleNamesShown
            ? (shown + [shown[0]]).joined(separator: " → ")
            : shown.joined(separator: " → ") + " → … (\(ordered.count - shown.count) more) → " + shown[0]
        let size = ordered.count == 1 ? "" : " of \(ordered.count) tokens"
        log.error(
            "reference-cycle",
            "reference cycle\(size): \(chain); break the cycle by giving one of these tokens a literal value",
            at: tokens[first].value.position ?? tokens[first].position)
    }

    static let cycleNamesShown = 8

    /// The token with exactly this path.
    func position(of path: String) -> Int? { index.find(path) { tokens[$0].path.string } }

    /// The path a curly reference names, falling back (lenient mode) to a group's `$root` token, the
    /// way older files that put a value on a group are read.
    func lookup(_ path: TokenPath) -> Int? {
        if let found = position(of: path.string) { return found }
        if mode == .lenient { return position(of: path.string + "." + TokenName.root) }
        return nil
    }

    /// Every token this token's value refers to (curly names and the token a pointer passes through).
    func dependencies(of token: Int) -> [Int] {
        switch tokens[token].references {
        case .none: return []
        case .alias: return tokens[token].aliasPath.flatMap(lookup).map { [$0] } ?? []
        case .nested: break
        }
        var result: [Int] = []
        collectDependencies(tokens[token].value, into: &result)
        return result
    }

    private func collectDependencies(_ node: JSONNode, into result: inout [Int]) {
        switch node.value {
        case .string(let text):
            if case .reference(let path) = CurlyReference.parse(text), let target = lookup(path) { result.append(target) }
        case .object(let object):
            if let reference = object["$ref"]?.string {
                if let pointer = try? JSONPointer(reference), let target = tokenOnPath(pointer) { result.append(target) }
                return
            }
            for member in object.members { collectDependencies(member.value, into: &result) }
        case .array(let elements):
            for element in elements { collectDependencies(element, into: &result) }
        default:
            return
        }
    }

    /// The first token a pointer passes through (the one whose value it reads or aliases).
    func tokenOnPath(_ pointer: JSONPointer) -> Int? {
        var group = tree
        var path = ""
        for segment in pointer.segments {
            guard let child = group[segment]?.object else { return nil }
            path = path.isEmpty ? segment : path + "." + segment
            if child.isToken(mode: mode) { return position(of: path) }
            group = child
        }
        return nil
    }
}
