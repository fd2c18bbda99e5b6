/// Which context of each modifier a resolved set was built for. Empty for plain token files.
public struct Permutation: Hashable, Sendable, CustomStringConvertible {
    public struct Choice: Hashable, Sendable {
        public var modifier: String
        public var context: String

        public init(modifier: String, context: String) {
            self.modifier = modifier
            self.context = context
        }
    }

    /// In resolution order.
    public var choices: [Choice]

    public init(_ choices: [Choice] = []) { self.choices = choices }

    public func context(of modifier: String) -> String? {
        choices.first { $0.modifier.lowercased() == modifier.lowercased() }?.context
    }

    /// `theme=dark, contrast=high`; empty for the single permutation of plain token files.
    public var description: String { choices.map { "\($0.modifier)=\($0.context)" }.joined(separator: ", ") }
}

/// A modifier as declared by a resolver document, for outputs that lay permutations out as themes.
public struct ModifierInfo: Hashable, Sendable {
    public var name: String
    public var contexts: [String]
    public var defaultContext: String?

    public init(name: String, contexts: [String], defaultContext: String?) {
        self.name = name
        self.contexts = contexts
        self.defaultContext = defaultContext
    }
}

/// The result of resolution for one permutation: tokens in document order with an index by path.
public struct ResolvedTokenSet: Sendable {
    public var permutation: Permutation
    public private(set) var tokens: [Token]
    private var indexByPath: PathIndex
    /// The resolver's `aliasTargets` when it made `tokens` (nil: found by path on demand).
    private(set) var aliasTargets: [Int32]?

    public init(permutation: Permutation = Permutation(), tokens: [Token]) {
        self.permutation = permutation
        self.tokens = tokens
        self.indexByPath = PathIndex(count: tokens.count) { tokens[$0].path.string }
    }

    /// For the resolver, whose own index (and alias targets) match `tokens` when no token was
    /// dropped.
    init(permutation: Permutation, tokens: [Token], index: PathIndex, aliasTargets: [Int32]) {
        self.permutation = permutation
        self.tokens = tokens
        self.indexByPath = index
        self.aliasTargets = aliasTargets
    }

    public subscript(path: String) -> Token? {
        offset(of: path).map { tokens[$0] }
    }

    /// The place in `tokens` of the token with this path.
    public func offset(of path: String) -> Int? {
        indexByPath.find(path) { tokens[$0].path.string }
    }
    public var count: Int { tokens.count }

    /// The place in `tokens` of the token that the token at `offset` names as an alias (its
    /// `aliasOf`), nil when it is no alias. Read from the resolver's record when there is one: a
    /// check follows tens of thousands of aliases, and looking each path up hashes it again.
    public func aliasTarget(at offset: Int) -> Int? {
        if let aliasTargets {
            let target = aliasTargets[offset]
            return target < 0 ? nil : Int(target)
        }
        return tokens[offset].aliasOf.flatMap { self.offset(of: $0.string) }
    }
}
