import SwiftSyntax

/// A function call as the rules see it, read once for all of them: `LintDispatcher` makes one per
/// call and hands it to every rule that looks at calls. Its names and labels are spelled out once,
/// and the font, colour, layout and animation it writes are read on first use by any rule, so
/// three typography rules asking about one `.font(.system(size: 13))` read it once.
public final class CallSite {
    public let node: FunctionCallExprSyntax

    init(_ node: FunctionCallExprSyntax) {
        self.node = node
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
