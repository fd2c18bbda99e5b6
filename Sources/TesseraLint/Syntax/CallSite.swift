import SwiftSyntax

/// A function call as the rules see it, read once for all of them: `LintDispatcher` makes one per
/// call that a rule asked for by name and hands it to those rules. Its names and labels are spelled out once,
/// and the font, colour, layout and animation it writes are read on first use by any rule, so
/// three typography rules asking about one `.font(.system(size: 13))` read it once.
public final class CallSite {
    public let node: FunctionCallExprSyntax

    /// What rules ask for calls by: the type an initializer call names (`Color` in `Color(…)`,
    /// `SwiftUI.Color(…)` or `Color.init(…)`), else the member called (`padding`, `system`), else
    /// the function (`withAnimation`).
    public private(set) lazy var name: String? = nameToken?.text

    private let nameToken: TokenSyntax?
    /// The bytes the tree was parsed from, where number literals are read.
    private let bytes: [UInt8]?

    init(_ node: FunctionCallExprSyntax, name: TokenSyntax?, bytes: [UInt8]? = nil) {
        self.node = node
        self.nameToken = name
        self.bytes = bytes
    }

    /// `expression.numberLiteral`, read from the file's bytes.
    func number(_ expression: ExprSyntax) -> Double? { expression.numberLiteral(in: bytes) }

    /// The token `name` is spelled by, read straight from the syntax: it decides whether a
    /// `CallSite` is made at all. Its text equals `type ?? member` (and `init` for an initializer
    /// of a type it cannot name).
    static func name(of node: FunctionCallExprSyntax, in source: LintSource) -> LintSource.Name? {
        let callee = node.calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return source.name(of: reference.baseName) }
        guard let member = callee.as(MemberAccessExprSyntax.self) else { return nil }
        let name = source.name(of: member.declName.baseName)
        guard source.name(name, is: "init"), let base = member.base else { return name }
        if let type = base.as(DeclReferenceExprSyntax.self)?.baseName ?? base.as(MemberAccessExprSyntax.self)?.declName.baseName {
            return source.name(of: type)
        }
        return name
    }

    /// `padding` in `.padding(8)` or `view.padding(8)`, `system` in `Font.system(size: 12)`.
    public private(set) lazy var member: String? = node.calledMember

    /// The type an initializer call names: `Color(…)`, `SwiftUI.Color(…)`, `UIColor.init(…)`.
    public private(set) lazy var type: String? = node.initializedType

    /// What the member is called on; nil for an implicit member (`.system(size: 12)`).
    public var base: ExprSyntax? { node.calledBase }

    /// The arguments, with their labels spelled once.
    private(set) lazy var arguments: [(label: String?, argument: LabeledExprSyntax)] = node.arguments.map { ($0.label?.text, $0) }

    /// The argument with this label (nil: the first unlabeled one).
    public func argument(_ label: String?) -> LabeledExprSyntax? {
        arguments.first { $0.label == label }?.argument
    }

    public var labels: [String?] { arguments.map(\.label) }

    /// The font the call writes out (`.system(size: 13)`, `UIFont(name:size:)`), if it is one.
    private(set) lazy var font: FontLiteral? = FontLiteral(self)

    /// The colour the call writes as numbers (`Color(red:green:blue:)`), if it is one.
    private(set) lazy var color: ColorLiteral? = ColorLiteral(self)

    /// The layout lengths among its arguments (padding, spacing, frame, offset, insets).
    private(set) lazy var layout: [LayoutLiteral] = LayoutLiteral.all(in: self)
}
