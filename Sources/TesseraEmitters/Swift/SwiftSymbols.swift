import TesseraCore

/// Where each token lives in the generated neutral layer, and how to spell each permutation's
/// `Context`: what code that reads the generated API needs (tests that run it, a token-aware
/// linter). Computed by the same naming pass as `SwiftEmitter.emit`, so it cannot drift from it.
public struct SwiftSymbols: Sendable {
    public struct Entry: Sendable, Hashable {
        /// The token's path, `color.accent.$root` style.
        public var path: String
        /// The member expression, namespace included: `AuroraTokens.Color.accent`.
        public var accessor: String
    }

    /// The enum holding every token.
    public var namespace: String
    /// Every token of any permutation, in document order.
    public var entries: [Entry]
    /// Per permutation of the input (same order), a `Context` initialiser expression:
    /// `AuroraTokens.Context(theme: .dark)`.
    public var contexts: [String]
}

extension SwiftEmitter {
    /// The neutral layer's names for `input`, as `emit` would write them.
    public static func symbols(_ input: EmitterInput) -> SwiftSymbols {
        var log = DiagnosticLog()
        let options = EmitterOptions.validate(input.options, for: Self.self, log: &log)
        let settings = SwiftSettings(options, systemName: input.systemName, log: &log)
        let permutations = input.permutations.isEmpty ? [ResolvedTokenSet(tokens: [])] : input.permutations
        let union = TokenUnion(permutations, needsPathIndex: true)
        let tree = SwiftTokenTree(
            union: union, namespace: settings.namespace,
            positions: { union.representative($0, in: permutations).position }, log: &log)
        let context = SwiftContextWriter(input.modifiers, log: &log)
        let entries = (0..<union.count).map { entry in
            SwiftSymbols.Entry(path: union.paths[entry].string, accessor: settings.namespace + "." + tree.accessor(entry))
        }
        let contexts = permutations.map { set in
            let arguments = context.modifiers.map { modifier in
                let chosen = set.permutation.context(of: modifier.info.name) ?? modifier.defaultContext
                return "\(modifier.property.trimmingBackticks): .\(modifier.cases[chosen] ?? "token")"
            }
            return "\(settings.namespace).Context(\(arguments.joined(separator: ", ")))"
        }
        return SwiftSymbols(namespace: settings.namespace, entries: entries, contexts: contexts)
    }
}
