/// A validated DTCG resolver (`*.resolver.json`, dtcg-2025.10 §4): the resolution order of sets and
/// modifiers with every source already loaded as a token tree. Built by `load(_:loader:log:)` from a
/// file, or by `synthesized(fromModes:log:)` from legacy per-token modes, so sources may be inline
/// trees as well as files. Aliases inside the trees are left for the caller to resolve after merging.
public struct ResolverDocument: Sendable {
    public var name: String?
    public var description: String?
    /// The resolver file; nil for a document Tessera synthesized.
    public var file: SourceFile?
    /// resolutionOrder with references followed; internal so the invariants set up by loading hold.
    var steps: [Step]
    /// Root sets and modifiers that resolutionOrder leaves out, to say where a missing token is.
    var unincluded: [ReferenceLocator.Place] = []

    init(name: String?, description: String?, file: SourceFile?, steps: [Step]) {
        self.name = name
        self.description = description
        self.file = file
        self.steps = steps
    }

    /// One resolutionOrder item.
    struct Step: Sendable {
        enum Kind: Sendable {
            /// Token trees merged in order.
            case set([JSONObject])
            case modifier(Modifier)
        }

        var name: String
        var kind: Kind
    }

    struct Modifier: Sendable {
        var name: String
        var contexts: [Context]
        var defaultContext: String?

        /// The context an input names: exact spelling first, then ignoring case (§4 input matching).
        func context(named name: String) -> Context? {
            contexts.first { $0.name == name } ?? contexts.first { $0.name.lowercased() == name.lowercased() }
        }

        /// The declared default, else the first context (for permutation listings only).
        var fallbackContext: String? { defaultContext ?? contexts.first?.name }
    }

    struct Context: Sendable {
        var name: String
        var sources: [JSONObject]
    }

    /// The modifiers in resolutionOrder order, for inputs and for outputs laid out as themes.
    public var modifiers: [ModifierInfo] {
        steps.compactMap { step in
            guard case .modifier(let modifier) = step.kind else { return nil }
            return ModifierInfo(
                name: modifier.name, contexts: modifier.contexts.map(\.name), defaultContext: modifier.defaultContext)
        }
    }

    var modifierSteps: [Modifier] {
        steps.compactMap { step in
            if case .modifier(let modifier) = step.kind { modifier } else { nil }
        }
    }
}
