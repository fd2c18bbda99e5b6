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
    /// its own that has a `$value`, `$ref` or (lenient) `value` member, found under a name that
    /// does not start with `$` (or under `$root`), never in an array. Counting such objects is far
    /// cheaper than reading tokens. Groups are not counted: every slot a piece leaves empty is
    /// moved over when the pieces are closed up, megabytes when each group took one.
    static func bound(_ node: JSONNode) -> Int {
        guard case .object(let object) = node.value else { return 0 }
        // Members are read in place: copying each one out retains its key and value.
        return object.members.withUnsafeBufferPointer { members in
            var count = 0
            var mayBeToken = false
            for index in members.indices {
                let key = members[index].key
                if isValueKey(key) { mayBeToken = true }
                guard case .object = members[index].value.value else { continue }
                if key.startsWithDollarByte, key != TokenName.root { continue }
                count += bound(members[index].value)
            }
            return mayBeToken ? count + 1 : count
        }
    }

    /// `$value`, `$ref` or `value`, told by length and first byte before any string comparison.
    private static func isValueKey(_ key: String) -> Bool {
        let utf8 = key.utf8
        switch (utf8.count, utf8.first) {
        case (6, UInt8(ascii: "$")): return key == "$value"
        case (4, UInt8(ascii: "$")): return key == "$ref"
        case (5, UInt8(ascii: "v")): return key == "value"
        default: return false
        }
    }
}
