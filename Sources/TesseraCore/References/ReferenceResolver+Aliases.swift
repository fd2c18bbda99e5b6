extension ReferenceResolver {
    /// Most aliases name a literal, whose final token the walk already made, and most of the rest
    /// name such an alias. An alias of a finished token needs nothing else, so these are made in
    /// rounds of parallel chunks (aliases of literals, then aliases of those, …) rather than one
    /// by one in the depth-first walk. Anything unusual (a missing target, a type mismatch, a
    /// cycle) and the few long chains left are for that walk, which reports them.
    /// Returns each token's alias target as looked up (`aliasLookups`), for the walk that follows.
    mutating func finishAliasesOfFinished() -> [Int32] {
        let targets = aliasLookups()
        while true {
            let round = aliasesOfFinished(targets)
            store(round)
            // Another round scans every token again; below this the depth-first walk is cheaper.
            if round.reduce(0, { $0 + $1.count }) < Self.minimumRoundSize { return targets }
        }
    }

    /// A round's aliases stored as finished, each chunk's on its own core: a chunk holds only
    /// places in its own range, and a round's targets were finished before it (so none is written
    /// here). Stored one by one, the writes into 100,000 cold declared tokens held up the others.
    private mutating func store(_ round: [[FinishedAlias]]) {
        tokens.withUnsafeMutableBufferPointer { tokenBuffer in
            state.withUnsafeMutableBufferPointer { stateBuffer in
                resolvedValue.withUnsafeMutableBufferPointer { valueBuffer in
                    aliasTargets.withUnsafeMutableBufferPointer { targetBuffer in
                        let tokens = DisjointWrites(tokenBuffer), state = DisjointWrites(stateBuffer)
                        let values = DisjointWrites(valueBuffer), targets = DisjointWrites(targetBuffer)
                        // Without a table every value is nil, the targets' too.
                        let hasTable = !values.buffer.isEmpty
                        _ = round.parallelMap { chunk in
                            for alias in chunk {
                                state.buffer[alias.index] = .done
                                if hasTable { values.buffer[alias.index] = values.buffer[alias.target] }
                                targets.buffer[alias.index] = Int32(alias.target)
                                tokens.buffer[alias.index].finished = alias.token
                            }
                        }
                    }
                }
            }
        }
    }

    private static var minimumRoundSize: Int { 256 }

    private struct FinishedAlias: Sendable {
        var index: Int
        var target: Int
        var token: Token
    }

    /// Per token: the place of the token a pending whole-value alias names (`lookup`), -1 for
    /// any other token or a missing target. Looked up once, in parallel, for every round (a
    /// chain advances one step per round, and a path looked up again is hashed again).
    private func aliasLookups() -> [Int32] {
        var targets = [Int32](repeating: -1, count: tokens.count)
        targets.withUnsafeMutableBufferPointer { buffer in
            let slots = DisjointWrites(buffer)
            _ = IndexChunks.ranges(tokens.count).parallelMap { range in
                for index in range where state[index] == .pending {
                    guard let path = tokens[index].aliasPath, let target = lookup(path) else { continue }
                    slots.buffer[index] = Int32(target)
                }
            }
        }
        return targets
    }

    /// The pending aliases whose target is finished, with their tokens. Reads only; the round's
    /// results are stored afterwards, so a chain advances one step per round.
    private func aliasesOfFinished(_ targets: [Int32]) -> [[FinishedAlias]] {
        IndexChunks.ranges(tokens.count).parallelMap { range in
            var finished: [FinishedAlias] = []
            for index in range where state[index] == .pending && targets[index] >= 0 {
                let target = Int(targets[index])
                guard state[target] == .done, let targetToken = tokens[target].finished,
                      tokens[index].ownType == nil || tokens[index].ownType == targetToken.type else { continue }
                // Fields are read in place: copying the whole declared token costs a retain and
                // release per field.
                finished.append(FinishedAlias(index: index, target: target, token: Token(
                    path: tokens[index].path, type: targetToken.type, value: targetToken.value,
                    description: tokens[index].description, deprecated: tokens[index].deprecated,
                    extensions: tokens[index].extensions, position: tokens[index].position,
                    rawValue: tokens[index].value, aliasOf: targetToken.path)))
            }
            return finished
        }
    }
}
