import SwiftSyntax

/// The one walk of a file: a single `SyntaxVisitor` that hands each node to the rules that asked
/// for its kind, in the order they asked. Rules register their handlers once per file (see
/// `LintRule.register`); the walk then calls them without allocating, so linting costs one walk
/// whatever the number of rules, plus what the interested rules do.
///
/// A rule that needs a node kind not listed here adds a handler list, its `on…` method and one
/// `visit` override.
public final class LintDispatcher: SyntaxVisitor {
    private var functionCalls: [(CallSite) -> Void] = []
    private var memberAccesses: [(MemberAccessExprSyntax) -> Void] = []
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
        functionCalls.isEmpty && memberAccesses.isEmpty && macroExpansions.isEmpty && sequences.isEmpty && stringLiterals.isEmpty
            && animations.isEmpty
    }

    /// Every function call, read once for all rules (`CallSite`).
    public func onFunctionCall(_ handler: @escaping (CallSite) -> Void) { functionCalls.append(handler) }
    public func onMemberAccess(_ handler: @escaping (MemberAccessExprSyntax) -> Void) { memberAccesses.append(handler) }
    public func onMacroExpansion(_ handler: @escaping (MacroExpansionExprSyntax) -> Void) { macroExpansions.append(handler) }
    public func onSequence(_ handler: @escaping (SequenceExprSyntax) -> Void) { sequences.append(handler) }
    public func onStringLiteral(_ handler: @escaping (StringLiteralExprSyntax) -> Void) { stringLiterals.append(handler) }
    /// An animation written in code (`.spring(…)`, `.easeOut(duration:)`, `Animation.linear`), as a
    /// call or as a member.
    func onAnimation(_ handler: @escaping (AnimationLiteral) -> Void) { animations.append(handler) }

    public override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let call = CallSite(node)
        for handler in functionCalls { handler(call) }
        if !animations.isEmpty, let animation = AnimationLiteral(call) {
            for handler in animations { handler(animation) }
        }
        return .visitChildren
    }

    public override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        for handler in memberAccesses { handler(node) }
        if !animations.isEmpty, let animation = AnimationLiteral(node) {
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
