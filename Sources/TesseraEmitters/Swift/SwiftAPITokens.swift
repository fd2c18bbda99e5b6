import Foundation
import TesseraCore

/// What the API layer knows of each token: its path (without `$root`), the neutral accessor,
/// whether it is adaptive, its neutral Swift type and the token itself.
struct SwiftAPITokens {
    let namespace: String
    let union: TokenUnion
    let tree: SwiftTokenTree
    let values: SwiftTokenValues
    let representative: (Int) -> Token
    private let index: PathLookup

    init(union: TokenUnion, tree: SwiftTokenTree, values: SwiftTokenValues, namespace: String, representative: @escaping (Int) -> Token) {
        self.namespace = namespace
        self.union = union
        self.tree = tree
        self.values = values
        self.representative = representative
        index = PathLookup(union: union)
    }

    var count: Int { union.count }

    /// The token's path without a final `$root`.
    func path(_ entry: Int) -> String { PathLookup.stripped(union.paths[entry].string) }

    func entry(_ path: String) -> Int? { index.entry(path) }

    /// `Namespace.Group.member`.
    func accessor(_ entry: Int) -> String { namespace + "." + tree.accessor(entry) }

    func isAdaptive(_ entry: Int) -> Bool {
        if case .adaptive = values[entry] { return true }
        return false
    }

    /// The neutral type of the token's value (inside `Adaptive` when it is adaptive).
    func type(_ entry: Int) -> String {
        switch values[entry] {
        case .constant(let type, _): type
        case .adaptive(let type, _, _, _, _): type
        }
    }

    /// The token as an `Adaptive<Type>` expression, wrapping constants.
    func adaptive(_ entry: Int) -> String {
        isAdaptive(entry) ? accessor(entry) : "\(namespace).Adaptive(\(accessor(entry)))"
    }

    /// The token's value in the default context.
    func value(_ entry: Int) -> String { isAdaptive(entry) ? accessor(entry) + ".value" : accessor(entry) }

    /// Entries whose path matches `pattern`: `*` is any one segment (or part of one: `t*`), `**`
    /// any number of segments. Document order.
    func matching(_ pattern: String) -> [Int] {
        if !pattern.contains("*") { return entry(pattern).map { [$0] } ?? [] }
        let tokenPattern = TokenPattern(pattern)
        return (0..<count).filter { tokenPattern.matches(TokenPath(path($0))) }
    }
}

extension SwiftAPITokens {
    /// Entries by path without `$root`. Built on the first lookup: only systems whose swift output
    /// places tokens by path need it, and for 100,000 tokens it costs more than the lookups.
    final class PathLookup {
        private let union: TokenUnion
        private lazy var byPath: [String: Int] = {
            var byPath: [String: Int] = [:]
            for entry in 0..<union.count { byPath[Self.stripped(union.paths[entry].string)] = entry }
            return byPath
        }()

        init(union: TokenUnion) { self.union = union }

        func entry(_ path: String) -> Int? { byPath[path] }

        static func stripped(_ path: String) -> String {
            path.hasSuffix(".$root") ? String(path.dropLast(6)) : path
        }
    }
}
