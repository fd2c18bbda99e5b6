/// Where one piece of the parallel root walk writes its tokens: its own range of the one array
/// that every piece fills, so tokens are written once, in place, and never joined afterwards.
struct TokenSlice: @unchecked Sendable {
    private let buffer: UnsafeMutableBufferPointer<DeclaredToken>
    private(set) var count = 0

    /// `buffer`: uninitialized memory for at most `bound` tokens.
    init(_ buffer: UnsafeMutableBufferPointer<DeclaredToken>) { self.buffer = buffer }

    mutating func append(_ token: consuming DeclaredToken) {
        precondition(count < buffer.count, "a walk found more tokens than TokenSlice.bound allowed")
        buffer.initializeElement(at: count, to: token)
        count += 1
    }

    /// At least as many tokens as a walk of `node` can collect: a token is read from an object of
    /// its own, found under a name that does not start with `$` (or under `$root`), never in an
    /// array. Counting objects is far cheaper than reading tokens, and memory reserved for
    /// objects that are not tokens is never touched.
    static func bound(_ node: JSONNode) -> Int {
        guard case .object(let object) = node.value else { return 0 }
        // Members are read in place: copying each one out retains its key and value.
        return object.members.withUnsafeBufferPointer { members in
            var count = 1
            for index in members.indices {
                guard case .object = members[index].value.value else { continue }
                if members[index].key.startsWithDollarByte, members[index].key != TokenName.root { continue }
                count += bound(members[index].value)
            }
            return count
        }
    }
}
