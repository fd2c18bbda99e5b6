@_spi(RawSyntax) import SwiftSyntax

/// A member access as the rules see it (`.black`, `Material.thin`, `color.gradient`), read from
/// the raw tree as `CallSite` reads a call: no node is made. Handed to the rules that asked for its
/// name while the walk is at it, which `ancestor(_:)` relies on.
public struct MemberSite {
    let raw: RawMemberAccessExprSyntax
    /// Where the access starts in the file (its leading trivia included).
    private let offset: Int
    /// Not retained: a site is read only while its handlers run, inside the dispatcher's walk
    /// (`LintDispatcher.node(atDepth:)` checks it), and one is handed out for most calls.
    private unowned(unsafe) let dispatcher: LintDispatcher
    private let depth: Int

    init(_ raw: RawMemberAccessExprSyntax, at offset: Int, depth: Int, in dispatcher: LintDispatcher) {
        self.raw = raw
        self.offset = offset
        self.depth = depth
        self.dispatcher = dispatcher
    }

    /// `black` in `Color.black`.
    var name: String { String(syntaxText: raw.declName.baseName.tokenText) }

    /// What the member is of; nil for an implicit member (`.black`).
    var base: RawExprSyntax? { raw.base }

    /// Where its text starts in the file (after its leading trivia).
    var start: Int { offset + raw.raw.leadingTriviaByteLength }

    /// The raw node `levels` above the access (1: its parent) and its slot in its parent; nil above the root.
    func ancestor(_ levels: Int) -> LintAncestor? { dispatcher.ancestor(levels, of: depth) }

    /// The access's node, made now: while its handlers run, the walk is at it.
    var node: MemberAccessExprSyntax { dispatcher.node(atDepth: depth).cast(MemberAccessExprSyntax.self) }

    /// The access as written (`Color.black`), as `LintContext.text(of:)` gives a node's.
    var text: String {
        let end = start + raw.raw.trimmedByteLength
        // Missing tokens, where the file does not parse, are not in the bytes: the node spells them.
        guard !raw.hasError, end <= dispatcher.bytes.count else { return dispatcher.node(atDepth: depth).trimmedDescription }
        return String(decoding: dispatcher.bytes[start..<end], as: UTF8.self)
    }
}
