@_spi(RawSyntax) import SwiftSyntax

/// A SwiftUI animation named in code: `.easeInOut(duration: 0.3)`, `Animation.linear`,
/// `.spring(response: 0.3, dampingFraction: 0.7)`, `.bouncy`, where an animation goes
/// (`withAnimation(…)`, `.animation(…, value:)`, an `animation:` argument, `.transition(….animation(…))`)
/// or on `Animation` itself; and UIKit's `UIView.animate(withDuration:…)`.
struct AnimationLiteral {
    enum Kind { case duration, spring }

    var kind: Kind
    /// `.easeInOut`, `UIView.animate(withDuration:)`.
    var name: String
    /// Where it starts in the file (after its leading trivia), where findings point.
    var start: Int
    /// The call's arguments, when it is called (`.spring(response: 0.3, …)`).
    var arguments: [CallSite.Argument]?
    /// The call, when it is called, as a fix names it.
    var call: LintFix.Target?

    static let durationNames: Set<String> = ["linear", "easeIn", "easeOut", "easeInOut", "timingCurve"]
    static let springNames: Set<String> = ["spring", "interactiveSpring", "interpolatingSpring", "bouncy", "snappy", "smooth"]
    /// The member accesses that may be one.
    static let memberNames = durationNames.union(springNames)
    /// `memberNames`, for a lookup by a token's bytes.
    static let memberNameTable = LintNameTable(memberNames)
    /// The calls that may be one (`UIView.animate(withDuration:…)`).
    static let callName: StaticString = "animate"

    /// Read from the raw tree, the member's ancestors on the walk's path: no node is made unless
    /// the member is the value of a declaration, whose type is read from its node.
    init?(_ member: MemberSite) {
        let name = member.name
        if Self.durationNames.contains(name) {
            kind = .duration
        } else if Self.springNames.contains(name) {
            kind = .spring
        } else {
            return nil
        }
        if let base = member.base {
            guard let type = base.qualifiedName, Self.animationTypes.contains(type) else { return nil }
        } else {
            guard Self.isInAnimationPosition(member) else { return nil }
        }
        self.name = "." + name
        start = member.start
        // Called when it is its parent call's callee (the call's second slot).
        if let parent = member.ancestor(1), let call = RawFunctionCallExprSyntax(parent.raw), member.ancestor(0)?.slot == 1 {
            arguments = CallSite.arguments(of: call, at: parent.offset)
            let callStart = parent.offset + parent.raw.leadingTriviaByteLength
            self.call = LintFix.Target(start: callStart, end: callStart + parent.raw.trimmedByteLength, kind: .functionCallExpr)
        }
    }

    /// `UIView.animate(withDuration:…)`: a spring when it has `usingSpringWithDamping:`.
    init?(_ call: CallSite) {
        guard call.member == Self.callName.description, call.rawArgument("withDuration") != nil,
              let base = call.rawBase?.qualifiedName, base == "UIView" || base == "NSView" else { return nil }
        kind = call.rawArgument("usingSpringWithDamping") == nil ? .duration : .spring
        name = "\(base).animate(withDuration:)"
        start = call.start
        arguments = call.arguments
        self.call = call.target
    }

    /// The number an argument gives, if written.
    func number(_ label: String) -> Double? { arguments?.first { $0.label == label }.flatMap { $0.expression.numberLiteral } }

    /// The implicit member (with calls and modifiers such as `.delay(…)` after it) is an argument of
    /// `withAnimation`, of a `.animation(…)` modifier, or labelled `animation:`, or the value of a
    /// binding declared an `Animation` (`static let enter: Animation = .spring(…)`, as Species' §9).
    private static func isInAnimationPosition(_ member: MemberSite) -> Bool {
        // `level`: how far above the member the expression is; a callee's and a base's slot is 1.
        var level = 0
        while let parent = member.ancestor(level + 1), member.ancestor(level)?.slot == 1,
              parent.raw.kind == .functionCallExpr || parent.raw.kind == .memberAccessExpr {
            level += 1
        }
        if member.ancestor(level + 1)?.raw.kind == .initializerClause {
            var node = Syntax(member.node)
            for _ in 0..<level { node = node.parent! }
            let initializer = node.parent?.as(InitializerClauseSyntax.self)
            return isAnimationType(initializer?.parent?.as(PatternBindingSyntax.self)?.typeAnnotation?.type)
        }
        guard let argument = member.ancestor(level + 1).flatMap({ RawLabeledExprSyntax($0.raw) }) else { return false }
        if argument.label?.tokenText == "animation" { return true }
        guard argument.label == nil, let call = member.ancestor(level + 3).flatMap({ RawFunctionCallExprSyntax($0.raw) }) else { return false }
        if call.calledExpression.as(RawDeclReferenceExprSyntax.self)?.baseName.tokenText == "withAnimation" { return true }
        return call.calledExpression.memberName == "animation"
    }

    private static func isAnimationType(_ type: TypeSyntax?) -> Bool {
        guard var type else { return false }
        if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
        return animationTypes.contains(type.trimmedDescription)
    }

    private static let animationTypes: Set<String> = ["Animation", "SwiftUI.Animation"]
}
