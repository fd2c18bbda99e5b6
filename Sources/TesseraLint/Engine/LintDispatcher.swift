import SwiftSyntax

/// The one walk of a file, which hands each node to the rules that asked for it, in the order they
/// asked. Rules register their handlers once per file (see `LintRule.register`), naming the calls
/// and member accesses they look at, so a call no rule names (most of a view's modifiers) costs one
/// lookup and no `CallSite`; a node whose bytes hold none of the names (`LintMarks`) is not walked.
///
/// A rule that needs a node kind not listed here adds a handler list, its `on…` method and one
/// override below.
public final class LintDispatcher: SyntaxAnyVisitor {
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

    let source: LintSource
    let known: Routes?
    let calls: LintRoutes<(CallSite) -> Void>
    let memberAccesses: LintRoutes<(MemberAccessExprSyntax) -> Void>
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

    /// `routes`: those the rules' first registration gave (`routes`), for a dispatcher that walks
    /// a file; nil for that first registration, whose dispatcher walks nothing.
    init(source: [UInt8], routes: Routes?) {
        self.source = LintSource(bytes: source)
        self.known = routes
        self.calls = LintRoutes(names: routes?.calls)
        self.memberAccesses = LintRoutes(names: routes?.memberAccesses)
        // Source-accurate: what the file says, not what the parser guessed where it does not parse.
        super.init(viewMode: .sourceAccurate)
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
    /// looks at them, and a node not walked is not made (swift-syntax makes a node's children on
    /// first access).
    func walk(_ tree: SourceFileSyntax, marks: [Int]?) {
        precondition(known != nil, "a dispatcher walks a file with the routes worked out before")
        // The marks are offsets in the bytes the tree was parsed from.
        self.marks = LintMarks(tree.totalLength.utf8Length == source.bytes.count ? marks : nil)
        walk(tree)
    }

    /// `Syntax`'s own members, not the protocol's, which copy the node to reach them.
    private func holdsMark(_ node: Syntax) -> Bool {
        marks.holdsMark(from: node.position.utf8Offset, to: node.endPosition.utf8Offset)
    }

    public override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        holdsMark(node) ? .visitChildren : .skipChildren
    }

    public override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard holdsMark(Syntax(node)) else { return .skipChildren }
        visitCall(node)
        return .visitChildren
    }

    public override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard holdsMark(Syntax(node)) else { return .skipChildren }
        visitMember(node)
        return .visitChildren
    }

    public override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        guard holdsMark(Syntax(node)) else { return .skipChildren }
        visitMacro(node)
        return .visitChildren
    }

    public override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard holdsMark(Syntax(node)) else { return .skipChildren }
        visitSequence(node)
        return .visitChildren
    }

    public override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        guard holdsMark(Syntax(node)) else { return .skipChildren }
        visitString(node)
        return .visitChildren
    }

    // Tokens, and nodes of tokens only (names, number, boolean and nil literals, operators, string
    // segments), hold nothing a rule looks at.
    public override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    public override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    public override func visit(_ node: IntegerLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    public override func visit(_ node: FloatLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    public override func visit(_ node: BooleanLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    public override func visit(_ node: NilLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    public override func visit(_ node: BinaryOperatorExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    public override func visit(_ node: StringSegmentSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    func visitCall(_ node: FunctionCallExprSyntax) {
        let name = CallSite.name(of: node, in: source)
        // Unwrapped once: each `map` of the optional would copy the name's token.
        var mask: UInt64 = 0
        var animated = false
        if let name {
            mask = calls.handlers(named: name, in: source)
            animated = !animations.isEmpty && source.name(name, is: AnimationLiteral.callName)
        }
        if calls.routesLabels {
            let arguments = node.arguments
            if calls.mayLabel(arguments, in: source) {
                for argument in arguments {
                    if let label = argument.label { mask |= calls.handlers(labelled: label, in: source) }
                }
            }
        }
        if mask != 0 || animated { dispatch(node, name: name?.token, mask: mask, animated: animated) }
    }

    /// Out of line, so the visit of the many calls no rule asked for stays small.
    @inline(never)
    private func dispatch(_ node: FunctionCallExprSyntax, name: TokenSyntax?, mask: UInt64, animated: Bool) {
        let call = CallSite(node, name: name, bytes: source.bytes)
        calls.call(mask) { $0(call) }
        if animated, let animation = AnimationLiteral(call) {
            for handler in animations { handler(animation) }
        }
    }

    func visitMember(_ node: MemberAccessExprSyntax) {
        let name = source.name(of: node.declName.baseName)
        let mask = memberAccesses.handlers(named: name, in: source)
        if mask != 0 { memberAccesses.call(mask) { $0(node) } }
        if !animations.isEmpty, source.bits(of: name, in: AnimationLiteral.memberNameTable) != 0 { dispatchAnimation(node) }
    }

    @inline(never)
    private func dispatchAnimation(_ node: MemberAccessExprSyntax) {
        guard let animation = AnimationLiteral(node) else { return }
        for handler in animations { handler(animation) }
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
