@_spi(RawSyntax) import SwiftSyntax

/// The nodes from a file's root to the node the walk is at, read from the raw tree, which costs
/// no allocation, lock or reference count per node. A node is made (`Syntax`, with its parent,
/// as swift-syntax makes every node it hands out) only when a handler is handed it, and then
/// once: its ancestors made for one handler serve the next.
struct LintPath {
    private struct Step {
        let raw: RawSyntax
        /// Its slot in its parent's layout.
        let slot: Int
        /// Where it starts in the file (its leading trivia included).
        let offset: Int
        var node: Syntax?
    }

    private var steps: [Step] = []

    init() {}

    init(_ tree: SourceFileSyntax) {
        let root = Syntax(tree)
        steps.reserveCapacity(64)
        steps.append(Step(raw: root.raw, slot: 0, offset: 0, node: root))
    }

    /// How far from the root the walk is.
    var depth: Int { steps.count - 1 }

    /// The raw node the walk is at.
    var raw: RawSyntax { steps[steps.count - 1].raw }

    /// The raw node `levels` above the one at `depth` (0: that node), its slot in its parent and
    /// where it starts; nil above the root.
    func ancestor(_ levels: Int, of depth: Int) -> LintAncestor? {
        let index = depth - levels
        guard index >= 0, index < steps.count else { return nil }
        return LintAncestor(raw: steps[index].raw, slot: steps[index].slot, offset: steps[index].offset)
    }

    mutating func push(_ raw: RawSyntax, slot: Int, offset: Int) { steps.append(Step(raw: raw, slot: slot, offset: offset, node: nil)) }

    mutating func pop() { steps.removeLast() }

    /// The node the walk is at, made with its ancestors not made yet.
    mutating func node() -> Syntax { node(at: steps.count - 1) }

    private mutating func node(at depth: Int) -> Syntax {
        if let node = steps[depth].node { return node }
        let parent = node(at: depth - 1)
        // The public way to a child: its index among the parent's present children.
        let slot = steps[depth].slot
        let layout = steps[depth - 1].raw.layoutView!.children
        var present = 0
        for index in 0..<slot where layout[index] != nil { present += 1 }
        let children = parent.children(viewMode: .all)
        let node = children[children.index(children.startIndex, offsetBy: present)]
        steps[depth].node = node
        return node
    }
}

/// A node on the walk's path, read from the raw tree.
struct LintAncestor {
    let raw: RawSyntax
    /// Its slot in its parent's layout.
    let slot: Int
    /// Where it starts in the file (its leading trivia included).
    let offset: Int
}
