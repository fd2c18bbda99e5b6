@_spi(RawSyntax) import SwiftSyntax

/// A function call as the rules see it, read once for all of them: `LintDispatcher` makes one per
/// call that a rule asked for by name and hands it to those rules. Its names, labels and literal
/// arguments are read from the raw tree on first use by any rule, so three typography rules asking
/// about one `.font(.system(size: 13))` read it once, and a call whose literals are fine is never
/// made into nodes: `node` is made on first use.
public final class CallSite {
    /// An argument as read from the raw tree.
    struct Argument {
        let label: String?
        let expression: RawExprSyntax
        /// Where the expression's text starts in the file (after its leading trivia).
        let start: Int
        /// Its place in the argument list.
        let index: Int

        /// The expression, as a fix names it.
        var target: LintFix.Target { LintFix.Target(start: start, end: start + expression.raw.trimmedByteLength, kind: expression.raw.kind) }
    }

    let raw: RawFunctionCallExprSyntax
    /// Where the call starts in the file (its leading trivia included).
    let offset: Int
    /// Not retained: a site is read only while its handlers run, inside the dispatcher's walk
    /// (`LintDispatcher.node(atDepth:)` checks it), and one is handed out for most calls.
    private unowned(unsafe) let dispatcher: LintDispatcher
    /// Where the call is on the dispatcher's walk, for `node`.
    private let depth: Int

    /// The call's node, made on first use: while its handlers run, the walk is at it. A handler
    /// that reads it may read anything around the call, so its findings are not remembered by
    /// the call's text (`LintCallMemo`).
    public var node: FunctionCallExprSyntax {
        dispatcher.readsOutsideTheCall()
        return madeNode
    }

    private lazy var madeNode: FunctionCallExprSyntax = dispatcher.node(atDepth: depth).cast(FunctionCallExprSyntax.self)

    /// What rules ask for calls by: the type an initializer call names (`Color` in `Color(…)`,
    /// `SwiftUI.Color(…)` or `Color.init(…)`), else the member called (`padding`, `system`), else
    /// the function (`withAnimation`).
    public private(set) lazy var name: String? = nameText.map { String(syntaxText: $0) }

    /// Where the tree holds the name's text, which `raw` keeps.
    private let nameText: SyntaxText?

    init(_ raw: RawFunctionCallExprSyntax, at offset: Int, name: SyntaxText?, depth: Int, in dispatcher: LintDispatcher) {
        self.raw = raw
        self.offset = offset
        self.nameText = name
        self.depth = depth
        self.dispatcher = dispatcher
    }

    /// Where the call's text starts in the file (after its leading trivia).
    var start: Int { offset + raw.raw.leadingTriviaByteLength }

    /// Where the name of the member called starts (`padding` in `view.padding(8)`), when it is one.
    var memberNameStart: Int? {
        guard let member = raw.calledExpression.as(RawMemberAccessExprSyntax.self) else { return nil }
        // The callee is the call's second slot, the name the member access's sixth (swift-syntax's layouts).
        let memberStart = raw.raw.start(ofSlot: 1, from: offset)
        return member.raw.start(ofSlot: 5, from: memberStart) + member.declName.raw.leadingTriviaByteLength
    }

    /// The call, as a fix names it.
    var target: LintFix.Target { LintFix.Target(start: start, end: start + raw.raw.trimmedByteLength, kind: .functionCallExpr) }

    /// The raw node `levels` above the call (1: its parent) and its slot in its parent; nil above the root.
    func ancestor(_ levels: Int) -> LintAncestor? {
        dispatcher.readsOutsideTheCall()
        return dispatcher.ancestor(levels, of: depth)
    }

    /// The argument's number literal, read from the raw tree.
    func number(_ argument: Argument) -> Double? { argument.expression.numberLiteral }

    /// The text `name` is spelled by, read from the raw tree: it decides whether a `CallSite` is
    /// made at all. It equals `type ?? member` (and `init` for an initializer of a type it cannot name).
    static func name(of node: RawFunctionCallExprSyntax) -> SyntaxText? {
        let callee = node.calledExpression
        if let reference = callee.as(RawDeclReferenceExprSyntax.self) { return reference.baseName.tokenText }
        guard let member = callee.as(RawMemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.tokenText
        guard name == "init", let base = member.base else { return name }
        if let type = base.as(RawDeclReferenceExprSyntax.self)?.baseName ?? base.as(RawMemberAccessExprSyntax.self)?.declName.baseName {
            return type.tokenText
        }
        return name
    }

    /// `padding` in `.padding(8)` or `view.padding(8)`, `system` in `Font.system(size: 12)`.
    public private(set) lazy var member: String? = raw.calledExpression.memberName.map { String(syntaxText: $0) }

    /// The type an initializer call names: `Color(…)`, `SwiftUI.Color(…)`, `UIColor.init(…)`
    /// (`FunctionCallExprSyntax.initializedType`).
    public private(set) lazy var type: String? = raw.initializedType.map { String(syntaxText: $0) }

    /// What the member is called on; nil for an implicit member (`.system(size: 12)`).
    public var base: ExprSyntax? { rawBase == nil ? nil : node.calledBase }

    /// `base`, read from the raw tree.
    var rawBase: RawExprSyntax? { raw.calledExpression.as(RawMemberAccessExprSyntax.self)?.base }

    /// The arguments, with their labels spelled once.
    private(set) lazy var arguments: [Argument] = Self.arguments(of: raw, at: offset)

    /// The argument with this label (nil: the first unlabeled one), as a node.
    public func argument(_ label: String?) -> LabeledExprSyntax? {
        rawArgument(label).map { labeled(at: $0.index) }
    }

    /// The argument with this label (nil: the first unlabeled one).
    func rawArgument(_ label: String?) -> Argument? { arguments.first { $0.label == label } }

    public var labels: [String?] { arguments.map(\.label) }

    private func labeled(at index: Int) -> LabeledExprSyntax {
        let list = node.arguments
        return list[list.index(list.startIndex, offsetBy: index)]
    }

    /// The arguments of `raw`, a call that starts at `offset`.
    static func arguments(of raw: RawFunctionCallExprSyntax, at offset: Int) -> [Argument] {
        // The list's slot in a call, and the expression's in a labelled expression (swift-syntax's layouts).
        var start = raw.raw.start(ofSlot: 5, from: offset)
        let list = raw.arguments.raw
        var found: [Argument] = []
        found.reserveCapacity(list.layoutView?.children.count ?? 0)
        for case let element? in list.children {
            let argument = RawLabeledExprSyntax(element)!
            let expressionStart = element.start(ofSlot: 5, from: start)
            let expression = argument.expression
            found.append(Argument(
                label: argument.label.map { String(syntaxText: $0.tokenText) }, expression: expression,
                start: expressionStart + expression.raw.leadingTriviaByteLength, index: found.count))
            start += element.byteLength
        }
        return found
    }

    /// The font the call writes out (`.system(size: 13)`, `UIFont(name:size:)`), if it is one.
    private(set) lazy var font: FontLiteral? = FontLiteral(self)

    /// The colour the call writes as numbers (`Color(red:green:blue:)`), if it is one.
    private(set) lazy var color: ColorLiteral? = ColorLiteral(self)

    /// The layout lengths among its arguments (padding, spacing, frame, offset, insets).
    private(set) lazy var layout: [LayoutLiteral] = LayoutLiteral.all(in: self)
}

extension RawFunctionCallExprSyntax {
    /// `FunctionCallExprSyntax.initializedType`, read from the raw tree.
    var initializedType: SyntaxText? {
        if let reference = calledExpression.as(RawDeclReferenceExprSyntax.self) { return reference.baseName.tokenText }
        guard let member = calledExpression.as(RawMemberAccessExprSyntax.self), let base = member.base else { return nil }
        let name = member.declName.baseName.tokenText
        if name == "init" { return base.as(RawDeclReferenceExprSyntax.self)?.baseName.tokenText ?? base.memberName }
        if let module = base.as(RawDeclReferenceExprSyntax.self)?.baseName.tokenText,
           module == "SwiftUI" || module == "UIKit" || module == "AppKit" {
            return name
        }
        return nil
    }
}
