import SwiftSyntax

extension LintDispatcher {
    /// Function calls whose name (`CallSite.name`: the member called, or the type initialized) is
    /// one of `names`, or that have an argument labelled one of `labels` (`spacing:` on any
    /// stack or grid), read once for all rules (`CallSite`). The names are read for a run's first
    /// file only: a rule registers the same names for every file.
    ///
    /// `judgedByText`: the handler's findings depend on nothing but the call's text from its callee
    /// to its closing parenthesis (not a base that is a call, not trailing closures) and the
    /// system, so a call written the same way as one before gets that one's findings without the
    /// handler running (`LintCallMemo`). Reading the call's node, base or ancestors, or the file's
    /// bytes through the context, is noticed and keeps that call's findings from being remembered.
    public func onFunctionCall(
        named names: @autoclosure () -> Set<String>, labelled labels: @autoclosure () -> Set<String> = [],
        judgedByText: Bool = false, _ handler: @escaping (CallSite) -> Void
    ) {
        calls.add(handler, names: names, labels: labels, judgedByText: judgedByText)
    }

    /// Member accesses whose name (`.black`, `Material.thin`) is one of `names`.
    public func onMemberAccess(named names: @autoclosure () -> Set<String>, _ handler: @escaping (MemberSite) -> Void) {
        memberAccesses.add(handler, names: names)
    }

    /// Every macro expansion; with `names`, the handler looks at nothing but expansions whose
    /// bytes spell one of them (`#colorLiteral`), so the walk may skip the others.
    public func onMacroExpansion(named names: @autoclosure () -> Set<String>? = nil, _ handler: @escaping (MacroExpansionExprSyntax) -> Void) {
        macroExpansions.append(handler)
        if known == nil { mark(names()) }
    }

    /// Every sequence (`a = b`, `x + y`); with `names`, the handler looks at nothing but
    /// sequences whose bytes spell one of them (`layer.cornerRadius = 8`).
    public func onSequence(named names: @autoclosure () -> Set<String>? = nil, _ handler: @escaping (SequenceExprSyntax) -> Void) {
        sequences.append(handler)
        if known == nil { mark(names()) }
    }

    /// Every string literal; with `nonASCIIOnly`, the handler looks at nothing but literals with
    /// a byte above 0x7F (emoji).
    public func onStringLiteral(nonASCIIOnly: Bool = false, _ handler: @escaping (StringLiteralExprSyntax) -> Void) {
        stringLiterals.append(handler)
        if known == nil {
            if nonASCIIOnly { otherMarks.nonASCII = true } else { otherMarks.everything = true }
        }
    }

    /// An animation written in code (`.spring(…)`, `.easeOut(duration:)`, `Animation.linear`), as a
    /// call or as a member.
    func onAnimation(_ handler: @escaping (AnimationLiteral) -> Void) { animations.append(handler) }

    private func mark(_ names: Set<String>?) {
        guard let names else { return otherMarks.everything = true }
        for name in names { otherMarks.table.add(name, bits: 1) }
    }
}
