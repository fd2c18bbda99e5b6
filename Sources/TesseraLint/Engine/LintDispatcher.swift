@_spi(RawSyntax) import SwiftSyntax

/// The one walk of a file, which hands each node to the rules that asked for it, in the order they
/// asked. Rules register their handlers once per file (see `LintRule.register`), naming the calls
/// and member accesses they look at, so a call no rule names (most of a view's modifiers) costs one
/// lookup and no `CallSite`; a node whose bytes hold none of the names (`LintMarks`) is not walked.
///
/// The walk reads swift-syntax's raw tree (its `RawSyntax` SPI), where reading a child costs no
/// allocation, lock or reference count, and makes a node only for a handler that takes one: a
/// `CallSite` reads its call from the raw tree too, and makes its node only when a rule asks.
///
/// A rule that needs a node kind not listed here adds a handler list, its `on…` method and one
/// case in `visit(_:at:)`.
public final class LintDispatcher {
    /// The names each kind's handlers are reached by, once every rule has registered: worked out
    /// by a run's first registration (whose dispatcher walks nothing) and handed to every file's
    /// dispatcher. A class, so that handing them over copies no tables.
    final class Routes: Sendable {
        let calls: LintRouteNames
        let memberAccesses: LintRouteNames
        /// Every name above and those of the other kinds' handlers: what the walk looks for.
        let marks: LintMarks.Names

        init(calls: LintRouteNames, memberAccesses: LintRouteNames, marks: LintMarks.Names) {
            self.calls = calls
            self.memberAccesses = memberAccesses
            self.marks = marks
        }
    }

    /// The bytes of the file walked, where number literals are read; bound per file (`bind`).
    @exclusivity(unchecked) private(set) var bytes: [UInt8]
    let known: Routes?
    let calls: LintRoutes<(CallSite) -> Void>
    let memberAccesses: LintRoutes<(MemberSite) -> Void>
    // The handler lists are added to while rules register and only read during the walk, so no
    // access overlaps another: they are not checked for exclusivity at every node.
    @exclusivity(unchecked) var macroExpansions: [(MacroExpansionExprSyntax) -> Void] = []
    @exclusivity(unchecked) var sequences: [(SequenceExprSyntax) -> Void] = []
    @exclusivity(unchecked) var stringLiterals: [(StringLiteralExprSyntax) -> Void] = []
    /// Read once per node for every motion rule, rather than once per rule.
    @exclusivity(unchecked) var animations: [(AnimationLiteral) -> Void] = []
    /// The names macro expansions and sequences are reached by, and what string literals are
    /// (for the first registration only: the others take `known.marks`).
    var otherMarks = LintMarks.Names()
    /// The marks of the file being walked.
    @exclusivity(unchecked) var marks = LintMarks(nil)
    /// Where the walk is.
    @exclusivity(unchecked) private var path = LintPath()
    /// The findings of the file being walked, and those of calls judged by text, kept from file to file.
    @exclusivity(unchecked) var findings: LintFindings?
    @exclusivity(unchecked) var memo = LintCallMemo()
    let recorder = LintCallRecorder()
    /// False to judge every call afresh (for tests that compare the two).
    var remembersCalls = true

    /// `routes`: those the rules' first registration gave (`routes`), for a dispatcher that walks
    /// a file; nil for that first registration, whose dispatcher walks nothing.
    init(source: [UInt8], routes: Routes?) {
        self.bytes = source
        self.known = routes
        self.calls = LintRoutes(names: routes?.calls)
        self.memberAccesses = LintRoutes(names: routes?.memberAccesses)
    }

    /// Points the dispatcher, whose handlers are registered, at another file's bytes and findings.
    func bind(source: [UInt8], findings: LintFindings) {
        bytes = source
        self.findings = findings
    }

    /// The names that reach the handlers registered so far.
    var routes: Routes {
        if let known { return known }
        var marks = otherMarks
        marks.table.add(contentsOf: calls.learned.byName)
        marks.table.add(contentsOf: calls.learned.byLabel)
        marks.table.add(contentsOf: memberAccesses.learned.byName)
        if !animations.isEmpty {
            marks.table.add(contentsOf: AnimationLiteral.memberNameTable)
            marks.table.add(AnimationLiteral.callName.description, bits: 1)
        }
        return Routes(calls: calls.learned, memberAccesses: memberAccesses.learned, marks: marks)
    }

    /// Whether the handlers registered are those the routes were worked out for.
    var isRoutedAsRegistered: Bool { calls.isComplete && memberAccesses.isComplete }

    /// Whether any rule registered a handler: a file with none is not walked.
    var isEmpty: Bool {
        calls.isEmpty && memberAccesses.isEmpty && macroExpansions.isEmpty && sequences.isEmpty && stringLiterals.isEmpty
            && animations.isEmpty
    }

    /// Walks the file in document order, each node before its children, handing the nodes rules
    /// asked for to their handlers. A node whose bytes hold no mark (`LintMarks`; nil: every node
    /// is walked) is skipped with all it holds, and so are nodes made of tokens only: no handler
    /// looks at them. The walk reads the raw tree (`LintPath`): a node is made, with its
    /// ancestors, only when a handler is handed it.
    func walk(_ tree: SourceFileSyntax, marks: [Int]?) {
        precondition(known != nil, "a dispatcher walks a file with the routes worked out before")
        // The marks are offsets in the bytes the tree was parsed from.
        self.marks = LintMarks(tree.totalLength.utf8Length == bytes.count ? marks : nil)
        path = LintPath(tree)
        let root = path.raw
        if self.marks.holdsMark(from: 0, to: root.byteLength) { walkChildren(of: root, at: 0) }
        path = LintPath()
    }

    /// The children of the node at the end of the path, which starts at `offset`.
    private func walkChildren(of raw: RawSyntax, at offset: Int) {
        guard let layout = raw.layoutView else { return }
        var start = offset
        for (slot, child) in layout.children.enumerated() {
            guard let child else { continue }
            let end = start + child.byteLength
            defer { start = end }
            guard !Self.holdsNothing(child.kind), marks.holdsMark(from: start, to: end) else { continue }
            path.push(child, slot: slot, offset: start)
            visit(child, at: start)
            walkChildren(of: child, at: start)
            path.pop()
        }
    }

    /// Tokens, and nodes of tokens only (names, number, boolean and nil literals, operators, string
    /// segments), hold nothing a rule looks at.
    private static func holdsNothing(_ kind: SyntaxKind) -> Bool {
        switch kind {
        case .token, .declReferenceExpr, .integerLiteralExpr, .floatLiteralExpr, .booleanLiteralExpr, .nilLiteralExpr,
             .binaryOperatorExpr, .stringSegment:
            true
        default:
            false
        }
    }

    private func visit(_ raw: RawSyntax, at offset: Int) {
        switch raw.kind {
        case .functionCallExpr: visitCall(RawFunctionCallExprSyntax(raw)!, at: offset)
        case .memberAccessExpr: visitMember(RawMemberAccessExprSyntax(raw)!, at: offset)
        case .macroExpansionExpr where !macroExpansions.isEmpty: visitMacro(path.node().cast(MacroExpansionExprSyntax.self))
        case .sequenceExpr where !sequences.isEmpty: visitSequence(path.node().cast(SequenceExprSyntax.self))
        case .stringLiteralExpr where !stringLiterals.isEmpty: visitString(path.node().cast(StringLiteralExprSyntax.self))
        default: break
        }
    }

    private func visitCall(_ raw: RawFunctionCallExprSyntax, at offset: Int) {
        let name = CallSite.name(of: raw)
        var mask: UInt64 = 0
        var animated = false
        if let name {
            mask = calls.handlers(named: name)
            animated = !animations.isEmpty && name == SyntaxText(AnimationLiteral.callName)
        }
        if calls.routesLabels {
            for case let argument? in raw.arguments.raw.children {
                if let label = RawLabeledExprSyntax(argument)?.label { mask |= calls.handlers(labelled: label.tokenText) }
            }
        }
        if mask != 0 || animated { dispatch(raw, at: offset, name: name, mask: mask, animated: animated) }
    }

    /// Out of line, so the visit of the many calls no rule asked for stays small.
    @inline(never)
    private func dispatch(_ raw: RawFunctionCallExprSyntax, at offset: Int, name: SyntaxText?, mask: UInt64, animated: Bool) {
        let call = CallSite(raw, at: offset, name: name, depth: path.depth, in: self)
        judge(call, mask: mask)
        if animated, let animation = AnimationLiteral(call) {
            for handler in animations { handler(animation) }
        }
    }

    private func visitMember(_ raw: RawMemberAccessExprSyntax, at offset: Int) {
        let name = raw.declName.baseName.tokenText
        let mask = memberAccesses.handlers(named: name)
        let animated = !animations.isEmpty && AnimationLiteral.memberNameTable.bits(of: name) != 0
        guard mask != 0 || animated else { return }
        let member = MemberSite(raw, at: offset, depth: path.depth, in: self)
        if mask != 0 { memberAccesses.call(mask) { $0(member) } }
        if animated { dispatchAnimation(member) }
    }

    @inline(never)
    private func dispatchAnimation(_ member: MemberSite) {
        guard let animation = AnimationLiteral(member) else { return }
        for handler in animations { handler(animation) }
    }

    /// The node the walk is at, made on first use by a handler it was handed to (`CallSite.node`).
    func node(atDepth depth: Int) -> Syntax {
        precondition(depth == path.depth, "a call's node is asked for after its handlers ran")
        return path.node()
    }

    /// `LintPath.ancestor`, for a handler while the walk is at `depth`.
    func ancestor(_ levels: Int, of depth: Int) -> LintAncestor? {
        precondition(depth == path.depth, "a call's ancestors are asked for after its handlers ran")
        return path.ancestor(levels, of: depth)
    }

    func visitMacro(_ node: MacroExpansionExprSyntax) {
        for handler in macroExpansions { handler(node) }
    }

    func visitSequence(_ node: SequenceExprSyntax) {
        for handler in sequences { handler(node) }
    }

    func visitString(_ node: StringLiteralExprSyntax) {
        for handler in stringLiterals { handler(node) }
    }
}
