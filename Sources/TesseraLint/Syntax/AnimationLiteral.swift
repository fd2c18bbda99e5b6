import SwiftSyntax

/// A SwiftUI animation named in code: `.easeInOut(duration: 0.3)`, `Animation.linear`,
/// `.spring(response: 0.3, dampingFraction: 0.7)`, `.bouncy`, where an animation goes
/// (`withAnimation(…)`, `.animation(…, value:)`, an `animation:` argument, `.transition(….animation(…))`)
/// or on `Animation` itself; and UIKit's `UIView.animate(withDuration:…)`.
struct AnimationLiteral {
    enum Kind { case duration, spring }

    var kind: Kind
    /// `.easeInOut`, `UIView.animate(withDuration:)`.
    var name: String
    var node: Syntax
    /// The call's arguments, when it is called (`.spring(response: 0.3, …)`).
    var arguments: LabeledExprListSyntax?

    static let durationNames: Set<String> = ["linear", "easeIn", "easeOut", "easeInOut", "timingCurve"]
    static let springNames: Set<String> = ["spring", "interactiveSpring", "interpolatingSpring", "bouncy", "snappy", "smooth"]
    /// The member accesses that may be one.
    static let memberNames = durationNames.union(springNames)
    /// `memberNames`, for a lookup by a token's bytes.
    static let memberNameTable = LintNameTable(memberNames)
    /// The calls that may be one (`UIView.animate(withDuration:…)`).
    static let callName: StaticString = "animate"

    init?(_ node: MemberAccessExprSyntax) {
        let name = node.declName.baseName.text
        if Self.durationNames.contains(name) {
            kind = .duration
        } else if Self.springNames.contains(name) {
            kind = .spring
        } else {
            return nil
        }
        if let base = node.base {
            guard let type = base.qualifiedName, Self.animationTypes.contains(type) else { return nil }
        } else {
            guard Self.isInAnimationPosition(node) else { return nil }
        }
        self.name = "." + name
        self.node = Syntax(node)
        if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id { arguments = call.arguments }
    }

    /// `UIView.animate(withDuration:…)`: a spring when it has `usingSpringWithDamping:`.
    init?(_ call: CallSite) {
        guard call.member == Self.callName.description, call.argument("withDuration") != nil,
              let base = call.base?.qualifiedName, base == "UIView" || base == "NSView" else { return nil }
        kind = call.argument("usingSpringWithDamping") == nil ? .duration : .spring
        name = "\(base).animate(withDuration:)"
        node = Syntax(call.node)
        arguments = call.node.arguments
    }

    /// The number an argument gives, if written.
    func number(_ label: String, in context: LintContext) -> Double? { arguments?.first { $0.label?.text == label }.flatMap { context.number($0.expression) } }

    /// The implicit member (with calls and modifiers such as `.delay(…)` after it) is an argument of
    /// `withAnimation`, of a `.animation(…)` modifier, or labelled `animation:`, or the value of a
    /// binding declared an `Animation` (`static let enter: Animation = .spring(…)`, as Species' §9).
    private static func isInAnimationPosition(_ node: MemberAccessExprSyntax) -> Bool {
        var expression = Syntax(node)
        while let parent = expression.parent {
            if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == expression.id {
                expression = parent
            } else if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == expression.id {
                expression = parent
            } else {
                break
            }
        }
        if let initializer = expression.parent?.as(InitializerClauseSyntax.self) {
            return isAnimationType(initializer.parent?.as(PatternBindingSyntax.self)?.typeAnnotation?.type)
        }
        guard let argument = expression.parent?.as(LabeledExprSyntax.self) else { return false }
        if argument.label?.text == "animation" { return true }
        guard argument.label == nil, let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return false }
        if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "withAnimation" { return true }
        return call.calledMember == "animation"
    }

    private static func isAnimationType(_ type: TypeSyntax?) -> Bool {
        guard var type else { return false }
        if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
        return animationTypes.contains(type.trimmedDescription)
    }

    private static let animationTypes: Set<String> = ["Animation", "SwiftUI.Animation"]
}
