extension ReferenceResolver {
    /// `finish`, then: a token that failed without an error of its own failed because of
    /// something reported elsewhere (what `pendingCause` names, or a token it refers to that
    /// failed), and is counted against that instead (`FollowOnFailures`).
    mutating func finishTracingCause(_ token: Int, log: inout DiagnosticLog) {
        let emitted = log.all.count
        pendingCause = nil
        finish(token, log: &log)
        defer { pendingCause = nil }
        guard state[token] == .failed, !log.all[emitted...].contains(where: { $0.severity == .error }) else { return }
        if var dependant = pendingCause {
            dependant.token = token
            followOns.record(dependant)
        } else if let target = dependencies(of: token).first(where: { state[$0] == .failed }) {
            followOns.record(.init(cause: followOns.rootCause(of: target), kind: .referrer, token: token))
        }
    }

    /// The tree facts, found at the first need.
    mutating func followOnFacts() -> FollowOnTreeFacts {
        if let treeFacts { return treeFacts }
        let facts = FollowOnTreeFacts(tree: tree, mode: mode) { position(of: $0) != nil }
        treeFacts = facts
        return facts
    }

    /// A token without a type: when a group above it has an invalid `$type`, that error explains
    /// it; otherwise it is reported.
    mutating func reportMissingType(_ token: Int, log: inout DiagnosticLog) {
        if let typePosition = followOnFacts().nearestGroupType(above: tokens[token].path) {
            pendingCause = .init(cause: .groupType(typePosition), kind: .typeless, token: token)
            return
        }
        reportMissingTypeAsBefore(token, log: &log)
    }

    private func reportMissingTypeAsBefore(_ token: Int, log: inout DiagnosticLog) {
        log.error("missing-type", "cannot tell the type of '\(tokens[token].path)': give it a $type, or put it in a group that has one", at: tokens[token].position)
    }

    /// A reference to a path no declared token has: when the tree has a token there that the walk
    /// reported and dropped, that error explains it; otherwise it is reported.
    mutating func reportUnresolved(_ path: TokenPath, at position: SourcePosition?, log: inout DiagnosticLog) {
        if followOnFacts().droppedTokens.contains(path.string) {
            pendingCause = .init(cause: .dropped(path.string), kind: .referrer, token: -1, reference: (path, position))
            return
        }
        reportMissingTarget(path, at: position, log: &log)
    }

    /// Each cause's dependants as one note on its error. A cause whose error is not in this log
    /// (or is only a warning: the build must still fail) has them reported as before.
    mutating func attachFollowOnNotes(log: inout DiagnosticLog) {
        guard !followOns.isEmpty else { return }
        let causes = followOns.causes
        var paths: Set<String> = []
        for cause in causes {
            switch cause {
            case .token(let index): paths.insert(tokens[index].path.string)
            case .dropped(let path): paths.insert(path)
            case .groupType: continue
            }
        }
        let objects = CauseDiagnostics.tokenObjects(at: paths, in: tree, mode: mode)
        let errors = CauseDiagnostics(causes, objects: objects) { tokens[$0].path.string }.errors(in: log)
        var notes: [Int: [Diagnostic.Note]] = [:]
        for cause in causes {
            let dependants = followOns.dependants[cause] ?? []
            guard let error = errors[cause] else {
                reportAsBefore(dependants, log: &log)
                continue
            }
            notes[error, default: []] += FollowOnFailures.notes(
                for: dependants, paths: { tokens[$0].path }, positions: { tokens[$0].position })
        }
        log.addNotes(notes)
        followOns = FollowOnFailures()
    }

    private func reportAsBefore(_ dependants: [FollowOnFailures.Dependant], log: inout DiagnosticLog) {
        for dependant in dependants {
            if dependant.kind == .typeless {
                reportMissingTypeAsBefore(dependant.token, log: &log)
            } else if let reference = dependant.reference {
                reportMissingTarget(reference.path, at: reference.position, log: &log)
            }
            // A token that failed with a declared token was never reported on its own.
        }
    }
}
