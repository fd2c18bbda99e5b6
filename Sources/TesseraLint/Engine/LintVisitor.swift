import SwiftSyntax

/// The base of every rule's visitor: the context to report to. A rule's visitor is no
/// `SyntaxVisitor` of its own; its `visit` methods are handlers the file's one walk
/// (`LintDispatcher`) calls for the node kinds the rule registered.
class LintVisitor {
    let context: LintContext
    let lookup: LintLookup

    init(_ context: LintContext) {
        self.context = context
        self.lookup = context.lookup
    }

    /// Read in place through the lookup, which holds it for the run: a visitor is made per rule
    /// and file, and a copy of the system would retain each of its arrays, which every thread shares.
    final var system: LintSystem { lookup.system }
}

/// Numbers as findings print them: `8`, `0.35`, `1.5` (at most three decimals, no trailing zeros).
enum LintFormat {
    static func number(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }

    /// A colour difference, one decimal (`0.4`), never shown as 0 for colours that differ.
    static func deltaE(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == 0 ? "< 0.1" : String(rounded)
    }

    /// ` (when theme=dark)` for a value only some permutations have.
    static func permutations(_ list: [String]) -> String {
        let named = list.filter { !$0.isEmpty }
        return named.isEmpty ? "" : " (when " + named.joined(separator: "; ") + ")"
    }
}
