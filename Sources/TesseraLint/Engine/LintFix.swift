import SwiftParser
import SwiftSyntax
import TesseraCore

/// A finding's one certain fix: the node it points at becomes the token's Swift spelling.
struct LintFix {
    var node: SyntaxIdentifier
    var replacement: String
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
    private let replacements: [SyntaxIdentifier: String]

    init(_ fixes: [LintFix]) {
        var replacements: [SyntaxIdentifier: String] = [:]
        for fix in fixes where replacements[fix.node] == nil { replacements[fix.node] = fix.replacement }
        self.replacements = replacements
        super.init(viewMode: .sourceAccurate)
    }

    override func visitAny(_ node: Syntax) -> Syntax? {
        guard let text = replacements[node.id] else { return nil }
        var parser = Parser(text)
        let expression = ExprSyntax.parse(from: &parser)
        guard !expression.hasError, expression.trimmedDescription == text else { return nil }
        return Syntax(expression.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia))
    }
}
