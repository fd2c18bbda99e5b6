extension SwiftNeutralLayer {
    /// A piece of the file's token declarations: fixed text, or an item of the tree to write
    /// (with the number of tokens in it).
    enum Piece: Sendable {
        case text(String)
        case item(SwiftTokenTree.Item, indent: String, tokens: Int)
    }

    /// The declarations of every token (the bulk of the file), written on several threads and
    /// returned in order. Each job writes consecutive pieces holding about an eighth of the tokens.
    func writeTokensInParallel() -> [[UInt8]] {
        let limit = max(union.count / 8, 2_000)
        var jobs: [[Piece]] = [[]]
        var jobTokens = 0
        for piece in pieces(limit: limit) {
            let tokens = if case .item(_, _, let tokens) = piece { tokens } else { 0 }
            if jobTokens > 0, jobTokens + tokens > limit {
                jobs.append([])
                jobTokens = 0
            }
            jobs[jobs.count - 1].append(piece)
            jobTokens += tokens
        }
        let layer = self
        return BackgroundWork(jobs) { pieces in
            var out = SwiftSource(capacity: limit * 160)
            for piece in pieces {
                switch piece {
                case .text(let text): out += text
                case .item(let item, let indent, _): layer.write(item, indent: indent, to: &out)
                }
            }
            return out.bytes
        }.wait()
    }

    /// The root's items in order, each after a blank line; a group holding more than `limit`
    /// tokens is opened and closed as text around pieces of its own items, so no piece is large.
    private func pieces(limit: Int) -> [Piece] {
        var pieces: [Piece] = []
        func add(_ item: SwiftTokenTree.Item, indent: String) {
            let tokens = Self.tokenCount(item)
            guard case .group(let group) = item, tokens > limit else {
                return pieces.append(.item(item, indent: indent, tokens: tokens))
            }
            pieces.append(.text(indent + access + "enum " + group.typeName + " {\n"))
            for child in group.items { add(child, indent: indent + "    ") }
            pieces.append(.text(indent + "}\n"))
        }
        for item in tree.root.items {
            pieces.append(.text("\n"))
            add(item, indent: "    ")
        }
        return pieces
    }

    private static func tokenCount(_ item: SwiftTokenTree.Item) -> Int {
        guard case .group(let group) = item else { return 1 }
        return group.items.reduce(0) { $0 + tokenCount($1) }
    }
}
