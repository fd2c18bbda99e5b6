/// The root walk in parallel. Groups near the top are opened one level at a time until there are
/// enough pieces to keep every core busy (a file often has just two top-level groups, `color` and
/// `size`, of very different sizes); each piece is walked by its own walker into its own range of
/// one array, and the pieces are put together in document order, so tokens, conversions and
/// diagnostics come out as a serial walk's.
extension TokenTreeWalker {
    private struct Pending: Sendable {
        var member: JSONMember
        var prefix: String
        var context: Inherited
        var isRoot: Bool
    }

    /// A finished piece (a group's own checks, or a token read while opening groups) or one
    /// member still to be walked.
    private enum Piece: Sendable {
        case walked(TokenTreeWalker)
        case pending(Pending)
    }

    /// Enough pieces for uneven groups to balance over the cores; opening stops after a few levels.
    private static var targetPieces: Int { 8 * IndexChunks.cores }
    private static let maximumOpenedLevels = 3

    mutating func walkRoot(_ root: JSONObject, log: inout DiagnosticLog) {
        let (context, consumed) = readGroup(root, inherited: Inherited(), isRoot: true, log: &log)
        var pieces: [Piece] = root.members.filter { !consumed.contains($0.key) }.map {
            .pending(Pending(member: $0, prefix: "", context: context, isRoot: true))
        }
        for _ in 0..<Self.maximumOpenedLevels where pieces.count < Self.targetPieces {
            guard let opened = open(pieces) else { break }
            pieces = opened
        }
        walkPieces(pieces, log: &log)
    }

    /// Walks the pieces on all cores into one array allocated once: each piece writes into its
    /// own range, sized by `TokenSlice.bound`, and the ranges are closed up in place afterwards.
    private mutating func walkPieces(_ pieces: [Piece], log: inout DiagnosticLog) {
        let bounds = pieces.parallelMap { piece -> Int in
            switch piece {
            case .walked(let walker): walker.tokens.count
            case .pending(let pending): TokenSlice.bound(pending.member.value)
            }
        }
        var total = 0
        let starts = bounds.map { bound in
            defer { total += bound }
            return total
        }
        let mode = self.mode
        var walked: [TokenTreeWalker] = []
        tokens = [DeclaredToken](unsafeUninitializedCapacity: max(total, 1)) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            let target = DisjointWrites(buffer)
            walked = Array(pieces.indices).parallelMap { index -> TokenTreeWalker in
                let range = starts[index]..<starts[index] + bounds[index]
                let slice = TokenSlice(UnsafeMutableBufferPointer(rebasing: target.buffer[range]))
                return Self.walk(pieces[index], into: slice, mode: mode)
            }
            var end = 0
            for index in walked.indices {
                let count = walked[index].slice?.count ?? 0
                if starts[index] != end { (base + end).moveInitialize(from: base + starts[index], count: count) }
                end += count
            }
            initialized = end
        }
        for part in walked {
            foundMath = foundMath || part.foundMath
            legacy.merge(part.legacy)
            log.emit(contentsOf: part.partLog)
        }
    }

    private static func walk(_ piece: Piece, into slice: TokenSlice, mode: ImportMode) -> TokenTreeWalker {
        switch piece {
        case .walked(var walker):
            walker.slice = slice
            for token in walker.takeTokens() { walker.collect(token) }
            return walker
        case .pending(let pending):
            var walker = TokenTreeWalker(mode: mode, legacy: LegacyReport())
            walker.slice = slice
            var partLog = DiagnosticLog()
            walker.walkMembers(
                JSONObject([pending.member]), prefix: pending.prefix, inherited: pending.context,
                isRoot: pending.isRoot, log: &partLog)
            walker.partLog = partLog
            return walker
        }
    }

    /// Every pending group one level further open: its own checks become a finished piece and its
    /// members pending pieces. Nil when nothing was a group.
    private func open(_ pieces: [Piece]) -> [Piece]? {
        var result: [Piece] = []
        var openedAny = false
        for piece in pieces {
            guard case .pending(let pending) = piece else {
                result.append(piece)
                continue
            }
            var walker = TokenTreeWalker(mode: mode, legacy: LegacyReport())
            var partLog = DiagnosticLog()
            let group = walker.visit(
                pending.member, prefix: pending.prefix, inherited: pending.context, isRoot: pending.isRoot,
                log: &partLog)
            var children: [Piece] = []
            if let group {
                openedAny = true
                let (context, consumed) = walker.readGroup(group.group, inherited: pending.context, isRoot: false, log: &partLog)
                for member in group.group.members where !consumed.contains(member.key) {
                    children.append(.pending(Pending(member: member, prefix: group.path, context: context, isRoot: false)))
                }
            }
            walker.partLog = partLog
            result.append(.walked(walker))
            result += children
        }
        return openedAny ? result : nil
    }
}
