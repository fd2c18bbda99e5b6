import TesseraCore

/// Lays the permutations of a resolver out as CSS rules that repeat only what changes.
///
/// The default permutation fills the main rule (`:root`). Every other permutation is selected by
/// attributes, one per modifier not at its default: `[data-theme="dark"]`, and for combinations
/// the compound `[data-theme="dark"][data-contrast="high"]`, written after the single ones. A
/// rule lists only the tokens whose value differs from what the rules before it would give that
/// element: the plan simulates the cascade (specificity first, then source order), so a token
/// equal in every permutation appears only in the main rule, and a combination repeats a token
/// only when its single-modifier rules do not already produce the right value.
///
/// A modifier with contexts `light` and `dark` also follows the system setting: when the element
/// has no attribute for it, `@media (prefers-color-scheme: dark)` applies the dark values (or the
/// light ones when dark is the default), combined with the other modifiers' attributes.
///
/// A token that a permutation lacks keeps the value the earlier rules give it: CSS has no way to
/// remove a custom property again.
struct CSSThemePlan {
    struct Rule {
        var selector: String
        /// A media query the rule sits in, e.g. `(prefers-color-scheme: dark)`.
        var media: String?
        /// The permutation whose values the rule writes.
        var permutation: Int
        /// Union indexes of the tokens it writes, in document order.
        var tokens: [Int32]
    }

    /// One way an element can be set up: the attributes it carries, whether the system colour
    /// scheme applies, and the permutation whose values it should see.
    private struct State {
        var attributes: [Attribute]
        var systemScheme: Bool
        var permutation: Int

        var specificity: Int { attributes.count + (systemScheme ? 2 : 0) }

        func contains(_ other: State) -> Bool {
            (systemScheme || !other.systemScheme) && other.attributes.allSatisfy(attributes.contains)
        }
    }

    private struct Attribute: Hashable {
        var modifier: Int
        var context: String
    }

    let rules: [Rule]
    let layout: ModifierLayout

    /// - Parameter differs: whether token `union` has a different value in permutation `a` than in
    ///   permutation `b` (both have it).
    init(
        permutations: [ResolvedTokenSet], modifiers: [ModifierInfo], union: TokenUnion, selector: String,
        differs: (_ union: Int, _ a: Int, _ b: Int) -> Bool
    ) {
        let layout = ModifierLayout(permutations: permutations, modifiers: modifiers)
        self.layout = layout
        var states = Self.attributeStates(layout)
        states += Self.schemeStates(layout)
        var emitted: [(state: State, rule: Rule)] = []
        var cascade = [Int32](repeating: -1, count: union.count)
        let base = union.tokenIndex.first ?? []
        for state in states {
            for entry in base.indices { cascade[entry] = base[entry] >= 0 ? 0 : -1 }
            let matching = emitted.enumerated()
                .filter { state.contains($0.element.state) }
                .sorted { ($0.element.state.specificity, $0.offset) < ($1.element.state.specificity, $1.offset) }
            for (_, earlier) in matching {
                for token in earlier.rule.tokens { cascade[Int(token)] = Int32(earlier.rule.permutation) }
            }
            var entries: [Int32] = []
            let own = union.tokenIndex[state.permutation]
            for entry in 0..<union.count where own[entry] >= 0 {
                let current = cascade[entry]
                if current < 0 || (Int(current) != state.permutation && differs(entry, state.permutation, Int(current))) {
                    entries.append(Int32(entry))
                }
            }
            guard !entries.isEmpty else { continue }
            let rule = Rule(
                selector: layout.selector(for: state.attributes.map { ($0.modifier, $0.context) },
                                          systemScheme: state.systemScheme, base: selector),
                media: state.systemScheme ? layout.schemeMedia : nil, permutation: state.permutation, tokens: entries)
            emitted.append((state, rule))
        }
        rules = emitted.map(\.rule)
    }

    /// One state per permutation but the default, fewest attributes first.
    private static func attributeStates(_ layout: ModifierLayout) -> [State] {
        var seen = Set<[Attribute]>([[]])
        var states: [State] = []
        for permutation in layout.nonDefault.indices.dropFirst() {
            let attributes = layout.nonDefault[permutation].map { Attribute(modifier: $0.0, context: $0.1) }
            guard seen.insert(attributes).inserted else { continue }
            states.append(State(attributes: attributes, systemScheme: false, permutation: permutation))
        }
        return stableSorted(states)
    }

    /// For the light/dark modifier: one state per permutation at the scheme's context, its other
    /// modifiers as attributes.
    private static func schemeStates(_ layout: ModifierLayout) -> [State] {
        guard let scheme = layout.scheme else { return [] }
        var seen = Set<[Attribute]>()
        var states: [State] = []
        for permutation in layout.nonDefault.indices
        where layout.context(of: scheme.modifier, in: permutation)?.lowercased() == scheme.context.lowercased() {
            let attributes = layout.nonDefault[permutation]
                .filter { $0.0 != scheme.modifier }
                .map { Attribute(modifier: $0.0, context: $0.1) }
            guard seen.insert(attributes).inserted else { continue }
            states.append(State(attributes: attributes, systemScheme: true, permutation: permutation))
        }
        return stableSorted(states)
    }

    private static func stableSorted(_ states: [State]) -> [State] {
        states.enumerated()
            .sorted { ($0.element.attributes.count, $0.offset) < ($1.element.attributes.count, $1.offset) }
            .map(\.element)
    }
}
