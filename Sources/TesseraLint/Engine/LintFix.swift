import SwiftParser
import SwiftSyntax
import TesseraCore

/// A finding's one certain fix: the node it points at becomes the token's Swift spelling.
struct LintFix {
    var node: Target
    var replacement: String

    /// The node a fix replaces, by where its text is and its kind: no node need be made to name
    /// it, and in a tree that parses no two nodes share all three.
    struct Target: Hashable {
        var start: Int
        var end: Int
        var kind: SyntaxKind

        init(start: Int, end: Int, kind: SyntaxKind) {
            self.start = start
            self.end = end
            self.kind = kind
        }

        init(_ node: some SyntaxProtocol) {
            self.init(
                start: node.positionAfterSkippingLeadingTrivia.utf8Offset, end: node.endPositionBeforeTrailingTrivia.utf8Offset,
                kind: node.kind)
        }
    }
}

/// What `Linter.fix` did to one file: the new source, and a note per fix applied.
public struct LintFixResult: Sendable {
    public var bytes: [UInt8]
    public var applied: [Diagnostic]
}

extension LintSystem {
    /// The one expression that stands for a value whose equal tokens are `paths` (each equal in
    /// every permutation): the tokens the `swift` output names in its `api` if any, else all of
    /// them, must all be spelled, and alike. Nil when there is a choice to make or nothing to write.
    func certainCode(for paths: [String], as kind: SwiftSpellings.Kind) -> String? {
        guard !paths.isEmpty else { return nil }
        let named = paths.filter { spellings.hasMember($0, as: kind) }
        let codes = (named.isEmpty ? paths : named).map { spellings.code(of: $0, as: kind) }
        guard let first = codes.first, let code = first, codes.allSatisfy({ $0 == code }) else { return nil }
        return code
    }
}

/// Replaces the nodes of certain fixes with their spelling, keeping each node's leading and
/// trailing trivia (comments, indentation) and every other byte of the file.
final class FixRewriter: SyntaxRewriter {
    private let replacements: [LintFix.Target: String]

    init(_ fixes: [LintFix]) {
        var replacements: [LintFix.Target: String] = [:]
        for fix in fixes where replacements[fix.node] == nil { replacements[fix.node] = fix.replacement }
        self.replacements = replacements
        super.init(viewMode: .sourceAccurate)
    }

    override func visitAny(_ node: Syntax) -> Syntax? {
        guard let text = replacements[LintFix.Target(node)] else { return nil }
        var parser = Parser(text)
        let expression = ExprSyntax.parse(from: &parser)
        guard !expression.hasError, expression.trimmedDescription == text else { return nil }
        return Syntax(expression.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia))
    }
}
