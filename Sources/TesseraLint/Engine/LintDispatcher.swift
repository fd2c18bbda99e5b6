import SwiftSyntax

/// The one walk of a file: a single `SyntaxVisitor` that hands each node to the rules that asked
/// for it, in the order they asked. Rules register their handlers once per file (see
/// `LintRule.register`), naming the calls and member accesses they look at, so a call no rule
/// names (most of a view's modifiers) costs one lookup and no `CallSite`.
///
/// A rule that needs a node kind not listed here adds a handler list, its `on…` method and one
/// `visit` override.
public final class LintDispatcher: SyntaxVisitor {
    private var calls = LintRoutes<(CallSite) -> Void>()
    private var memberAccesses = LintRoutes<(MemberAccessExprSyntax) -> Void>()
    private var macroExpansions: [(MacroExpansionExprSyntax) -> Void] = []
    private var sequences: [(SequenceExprSyntax) -> Void] = []
    private var stringLiterals: [(StringLiteralExprSyntax) -> Void] = []
    /// Read once per node for every motion rule, rather than once per rule.
    private var animations: [(AnimationLiteral) -> Void] = []

    init() {
        // Source-accurate: what the file says, not what the parser guessed where it does not parse.
        super.init(viewMode: .sourceAccurate)
    }

    /// Whether any rule registered a handler: a file with none is not walked.
    var isEmpty: Bool {
        calls.isEmpty && memberAccesses.isEmpty && macroExpansions.isEmpty && sequences.isEmpty && stringLiterals.isEmpty
            && animations.isEmpty
    }

    /// Function calls whose name (`CallSite.name`: the member called, or the type initialized) is
    /// one of `names`, or that have an argument labelled one of `labels` (`spacing:` on any
    /// stack or grid), read once for all rules (`CallSite`).
    public func onFunctionCall(named names: Set<String>, labelled labels: Set<String> = [], _ handler: @escaping (CallSite) -> Void) {
        calls.add(handler, names: names, labels: labels)
    }

    /// Member accesses whose name (`.black`, `Material.thin`) is one of `names`.
    public func onMemberAccess(named names: Set<String>, _ handler: @escaping (MemberAccessExprSyntax) -> Void) {
        memberAccesses.add(handler, names: names)
    }

    public func onMacroExpansion(_ handler: @escaping (MacroExpansionExprSyntax) -> Void) { macroExpansions.append(handler) }
    public func onSequence(_ handler: @escaping (SequenceExprSyntax) -> Void) { sequences.append(handler) }
    public func onStringLiteral(_ handler: @escaping (StringLiteralExprSyntax) -> Void) { stringLiterals.append(handler) }
    /// An animation written in code (`.spring(…)`, `.easeOut(duration:)`, `Animation.linear`), as a
    /// call or as a member.
    func onAnimation(_ handler: @escaping (AnimationLiteral) -> Void) { animations.append(handler) }

    public override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let name = CallSite.name(of: node)
        var mask = calls.handlers(named: name)
        if calls.routesLabels {
            for argument in node.arguments {
                if let label = argument.label { mask |= calls.handlers(labelled: label.text) }
            }
        }
        let animated = !animations.isEmpty && name == AnimationLiteral.callName
        guard mask != 0 || animated else { return .visitChildren }
        let call = CallSite(node, name: name)
        calls.call(mask) { $0(call) }
        if animated, let animation = AnimationLiteral(call) {
            for handler in animations { handler(animation) }
        }
        return .visitChildren
    }

    public override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.declName.baseName.text
        memberAccesses.call(memberAccesses.handlers(named: name)) { $0(node) }
        if !animations.isEmpty, AnimationLiteral.memberNames.contains(name), let animation = AnimationLiteral(node) {
            for handler in animations { handler(animation) }
        }
        return .visitChildren
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
}
