extension ReferenceResolver {
    /// Tokens whose value holds no reference depend on nothing, so they are parsed up front in
    /// parallel chunks (most tokens of a real file); the depth-first walk then only follows aliases.
    mutating func parseLiterals(log: inout DiagnosticLog) {
        let tokens = self.tokens
        let kinds = self.kinds
        let chunks = IndexChunks.ranges(tokens.count).parallelMap { range -> LiteralChunk in
            var chunk = LiteralChunk(start: range.lowerBound)
            for index in range {
                guard case .none = kinds[index], let type = tokens[index].ownType ?? tokens[index].groupType else {
                    chunk.values.append(nil)
                    continue
                }
                if let value = ValueParser.parse(tokens[index].value, as: type, log: &chunk.log) {
                    chunk.values.append((type, value))
                } else {
                    chunk.values.append(nil)
                    chunk.failed.append(index)
                }
            }
            return chunk
        }
        for chunk in chunks {
            log.emit(contentsOf: chunk.log)
            for (offset, parsed) in chunk.values.enumerated() {
                guard let parsed else { continue }
                let index = chunk.start + offset
                resolvedType[index] = parsed.type
                resolvedValue[index] = tokens[index].value
                typedValue[index] = parsed.value
                state[index] = .done
            }
            for index in chunk.failed { state[index] = .failed }
        }
    }
}

private struct LiteralChunk: Sendable {
    var start: Int
    var values: [(type: TokenType, value: TokenValue)?] = []
    var failed: [Int] = []
    var log = DiagnosticLog()
}
