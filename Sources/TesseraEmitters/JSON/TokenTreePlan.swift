/// How a large tree's document is cut into pieces for several threads: each piece is a run of
/// consecutive members of one group, about `pieceSize` tokens; the groups above the pieces (a
/// few, near the root) are opened and closed by the thread that joins the pieces in order.
struct TokenTreePlan: Sendable {
    enum Step: Sendable {
        /// A group's key (none for the root) and `{`.
        case open(Substring?)
        case piece(Int)
        case close
    }

    struct Piece: Sendable {
        var group: Int
        var members: Range<Int>
        /// Containers open around the piece's members (1 for the root's).
        var depth: Int
        var tokenCount: Int
    }

    private(set) var steps: [Step] = []
    private(set) var pieces: [Piece] = []

    init(_ tree: TokenTree, pieceSize: Int) {
        visit(group: 0, name: nil, depth: 1, tree: tree, pieceSize: pieceSize)
    }

    /// Groups larger than a piece are opened here and cut further; smaller members are gathered
    /// into runs that close once they hold `pieceSize` tokens.
    private mutating func visit(group index: Int, name: Substring?, depth: Int, tree: TokenTree, pieceSize: Int) {
        steps.append(.open(name))
        let group = tree.groups[index]
        var runStart = 0
        var runTokens = 0
        for member in group.entries.indices {
            var size = 1
            if case .group(let child) = group.entries[member] {
                size = tree.groups[child].tokenCount
                if size > pieceSize {
                    addPiece(group: index, runStart..<member, depth: depth, tokenCount: runTokens)
                    visit(group: child, name: group.names[member], depth: depth + 1, tree: tree, pieceSize: pieceSize)
                    runStart = member + 1
                    runTokens = 0
                    continue
                }
            }
            runTokens += size
            if runTokens >= pieceSize {
                addPiece(group: index, runStart..<(member + 1), depth: depth, tokenCount: runTokens)
                runStart = member + 1
                runTokens = 0
            }
        }
        addPiece(group: index, runStart..<group.entries.count, depth: depth, tokenCount: runTokens)
        steps.append(.close)
    }

    private mutating func addPiece(group: Int, _ members: Range<Int>, depth: Int, tokenCount: Int) {
        guard !members.isEmpty else { return }
        steps.append(.piece(pieces.count))
        pieces.append(Piece(group: group, members: members, depth: depth, tokenCount: tokenCount))
    }
}
