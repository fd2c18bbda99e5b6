#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TesseraCore

/// Tokens whose paths come in tree order (each group's members together, as the walk of a token
/// file gives them), so the JSON document can be written straight from the token array: each
/// token closes the groups its path leaves and opens the ones it enters. Reading the paths once
/// for that costs a fraction of building a `TokenTree` (31 ms for the 100,000-token benchmark,
/// before any byte was written), which remains for any other order and for conflicting paths.
struct TokenRuns: Sendable {
    /// Per token: the segments of its parent path (its depth below the root).
    let depths: [UInt16]
    /// Per token: the leading segments its parent path shares with the previous token's.
    let shared: [UInt16]

    /// Nil when a group's members are not together, a path repeats, or a path is both a token
    /// and a group: a `TokenTree` writes (and reports) those.
    init?(_ tokens: [Token]) {
        var depths = [UInt16](repeating: 0, count: tokens.count)
        var shared = [UInt16](repeating: 0, count: tokens.count)
        var scanner = Scanner()
        for index in tokens.indices {
            guard let (depth, common) = scanner.next(tokens[index].path) else { return nil }
            depths[index] = depth
            shared[index] = common
        }
        self.depths = depths
        self.shared = shared
    }

    /// Compares each path with the one before and checks, per open group, that no member name
    /// repeats. A group that closed and opens again repeats its name in its parent (which is still
    /// open), so the same check catches members out of order, repeated paths and paths that are
    /// both a token and a group.
    private struct Scanner {
        /// Segment ends of the previous parent path, and its bytes.
        var previousEnds: [Int] = []
        var previous: [UInt8] = []
        /// Member names of the open group at each level (0: the root).
        var levels: [NameSet] = [NameSet()]
        var ends: [Int] = []

        mutating func next(_ path: TokenPath) -> (depth: UInt16, shared: UInt16)? {
            var text = path.string
            return text.withUTF8 { bytes -> (UInt16, UInt16)? in
                // Most tokens are in the previous one's group: its path is that parent, a dot and
                // a name without dots.
                let parentLength = previous.count
                let depth = previousEnds.count
                if depth > 0, bytes.count > parentLength, bytes[parentLength] == UInt8(ascii: "."),
                   Self.same(bytes, previous, count: parentLength),
                   !bytes[(parentLength + 1)...].contains(UInt8(ascii: ".")) {
                    guard levels[depth].insert(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[(parentLength + 1)...]))) else { return nil }
                    return (UInt16(depth), UInt16(depth))
                }
                return nextGroup(bytes)
            }
        }

        /// A token in another group than the previous one.
        private mutating func nextGroup(_ bytes: UnsafeBufferPointer<UInt8>) -> (depth: UInt16, shared: UInt16)? {
            ends.removeAll(keepingCapacity: true)
            for index in bytes.indices where bytes[index] == UInt8(ascii: ".") { ends.append(index) }
            let depth = ends.count
            guard depth < Int(UInt16.max) else { return nil }
            // The parent segments within the bytes both paths share, ending where the previous
            // parent path has a boundary too.
            let limit = min(depth == 0 ? 0 : ends[depth - 1], previous.count)
            var agreed = 0
            while agreed < limit, bytes[agreed] == previous[agreed] { agreed += 1 }
            var common = 0
            while common < depth, common < previousEnds.count, ends[common] <= agreed,
                  ends[common] == previous.count || previous[ends[common]] == UInt8(ascii: ".") {
                common += 1
            }
            // Groups entered: each a new member of its parent, with no members of its own yet.
            for level in common..<depth {
                let start = level == 0 ? 0 : ends[level - 1] + 1
                guard levels[level].insert(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[start..<ends[level]]))) else { return nil }
                if levels.count == level + 1 { levels.append(NameSet()) } else { levels[level + 1].removeAll() }
            }
            let nameStart = depth == 0 ? 0 : ends[depth - 1] + 1
            guard levels[depth].insert(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[nameStart...]))) else { return nil }
            // Swapped, not copied: a copy would share the buffer the next token then reallocates.
            swap(&previousEnds, &ends)
            previous.removeAll(keepingCapacity: true)
            previous.append(contentsOf: bytes[..<(depth == 0 ? 0 : previousEnds[depth - 1])])
            return (UInt16(depth), UInt16(common))
        }

        /// Whether the first `count` bytes of `bytes` are `previous` (which has `count` bytes).
        private static func same(_ bytes: UnsafeBufferPointer<UInt8>, _ previous: [UInt8], count: Int) -> Bool {
            guard count > 0 else { return true }
            return previous.withUnsafeBufferPointer { memcmp(bytes.baseAddress!, $0.baseAddress!, count) == 0 }
        }
    }
}
