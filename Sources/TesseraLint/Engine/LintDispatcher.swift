import SwiftSyntax

/// The one walk of a file: a single `SyntaxVisitor` that hands each node to the rules that asked
/// for it, in the order they asked. Rules register their handlers once per file (see
/// `LintRule.register`), naming the calls and member accesses they look at, so a call no rule
/// names (most of a view's modifiers) costs one lookup and no `CallSite`.
///
/// A rule that needs a node kind not listed here adds a handler list, its `on…` method and one
/// `visit` override.
public final class LintDispatcher: SyntaxVisitor {
    /// The names each kind's handlers are reached by, once every rule has registered: worked out
    /// for a run's first file and handed to the next ones' dispatchers.
    struct Routes: Sendable {
        var calls: LintRouteNames
        var memberAccesses: LintRouteNames
    }

    private let source: LintSource
    private let calls: LintRoutes<(CallSite) -> Void>
    private let memberAccesses: LintRoutes<(MemberAccessExprSyntax) -> Void>
    // The handler lists are added to while rules register and only read during the walk, so no
    // access overlaps another: they are not checked for exclusivity at every node.
    @exclusivity(unchecked) private var macroExpansions: [(MacroExpansionExprSyntax) -> Void] = []
    @exclusivity(unchecked) private var sequences: [(SequenceExprSyntax) -> Void] = []
    @exclusivity(unchecked) private var stringLiterals: [(StringLiteralExprSyntax) -> Void] = []
    /// Read once per node for every motion rule, rather than once per rule.
    @exclusivity(unchecked) private var animations: [(AnimationLiteral) -> Void] = []

    /// `routes`: those of an earlier file's dispatcher, for rules that register the same way.
    init(source: [UInt8], routes: Routes? = nil) {
        self.source = LintSource(bytes: source)
        self.calls = LintRoutes(names: routes?.calls)
        self.memberAccesses = LintRoutes(names: routes?.memberAccesses)
        // Source-accurate: what the file says, not what the parser guessed where it does not parse.
        super.init(viewMode: .sourceAccurate)
    }

    /// The names that reach the handlers registered so far.
    var routes: Routes { Routes(calls: calls.names, memberAccesses: memberAccesses.names) }

    /// Whether the handlers registered are those the routes were worked out for.
    var isRoutedAsRegistered: Bool { calls.isComplete && memberAccesses.isComplete }

    /// Whether any rule registered a handler: a file with none is not walked.
    var isEmpty: Bool {
        calls.isEmpty && memberAccesses.isEmpty && macroExpansions.isEmpty && sequences.isEmpty && stringLiterals.isEmpty
            && animations.isEmpty
    }

    /// Function calls whose name (`CallSite.name`: the member called, or the type initialized) is
    /// one of `names`, or that have an argument labelled one of `labels` (`spacing:` on any
    /// stack or grid), read once for all rules (`CallSite`). The names are read for a run's first
    /// file only: a rule registers the same names for every file.
    public func onFunctionCall(
        named names: @autoclosure () -> Set<String>, labelled labels: @autoclosure () -> Set<String> = [],
        _ handler: @escaping (CallSite) -> Void
    ) {
        calls.add(handler, names: names, labels: labels)
    }

    /// Member accesses whose name (`.black`, `Material.thin`) is one of `names`.
    public func onMemberAccess(named names: @autoclosure () -> Set<String>, _ handler: @escaping (MemberAccessExprSyntax) -> Void) {
        memberAccesses.add(handler, names: names)
    }

    public func onMacroExpansion(_ handler: @escaping (MacroExpansionExprSyntax) -> Void) { macroExpansions.append(handler) }
    public func onSequence(_ handler: @escaping (SequenceExprSyntax) -> Void) { sequences.append(handler) }
    public func onStringLiteral(_ handler: @escaping (StringLiteralExprSyntax) -> Void) { stringLiterals.append(handler) }
    /// An animation written in code (`.spring(…)`, `.easeOut(duration:)`, `Animation.linear`), as a
    /// call or as a member.
    func onAnimation(_ handler: @escaping (AnimationLiteral) -> Void) { animations.append(handler) }

    public override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let name = CallSite.name(of: node, in: source)
        var mask = name.map { calls.handlers(named: $0, in: source) } ?? 0
        if calls.routesLabels {
            let arguments = node.arguments
            if source.mayLabel(arguments, with: calls.names.byLabel) {
                for argument in arguments {
                    if let label = argument.label { mask |= calls.handlers(labelled: label, in: source) }
                }
            }
        }
        let animated = !animations.isEmpty && name.map { source.name($0, is: AnimationLiteral.callName) } == true
        if mask != 0 || animated { dispatch(node, name: name?.token, mask: mask, animated: animated) }
        return .visitChildren
    }

    /// Out of line, so the visit of the many calls no rule asked for stays small.
    @inline(never)
    private func dispatch(_ node: FunctionCallExprSyntax, name: TokenSyntax?, mask: UInt64, animated: Bool) {
        let call = CallSite(node, name: name)
        calls.call(mask) { $0(call) }
        if animated, let animation = AnimationLiteral(call) {
            for handler in animations { handler(animation) }
        }
    }

    public override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let name = source.name(of: node.declName.baseName)
        let mask = memberAccesses.handlers(named: name, in: source)
        if mask != 0 { memberAccesses.call(mask) { $0(node) } }
        if !animations.isEmpty, source.bits(of: name, in: AnimationLiteral.memberNameTable) != 0 { dispatchAnimation(node) }
        return .visitChildren
    }

    @inline(never)
    private func dispatchAnimation(_ node: MemberAccessExprSyntax) {
        guard let animation = AnimationLiteral(node) else { return }
        for handler in animations { handler(animation) }
    }

    public override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        for handler in macroExpansions { handler(node) }
        return .visitChildren
    }

    public override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        for handler in sequences { handler(node) }
        return .visitChildren
    }

    public override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        for handler in stringLiterals { handler(node) }
        return .visitChildren
    }

    // Nodes of tokens only hold nothing a rule looks at: their tokens are not walked.
    public override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    public override func visit(_ node: IntegerLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    public override func visit(_ node: FloatLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    public override func visit(_ node: BooleanLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    public override func visit(_ node: NilLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    public override func visit(_ node: BinaryOperatorExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    public override func visit(_ node: StringSegmentSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
