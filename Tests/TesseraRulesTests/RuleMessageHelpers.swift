import Testing
import TesseraCore
@testable import TesseraRules

/// The one finding a rule reports on a small system, for tests of its message and fix text.
enum RuleMessage {
    static func only(
        _ rule: any Rule.Type, tokens: String, prohibition: String, modes: [RuleExample.Mode] = [],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Diagnostic {
        let diagnostics = try RuleHarness.check(rule, tokens: tokens, config: #"{"prohibitions": ["# + prohibition + "]}", modes: modes)
        try #require(diagnostics.count == 1, "\(diagnostics.map(\.description).joined(separator: "\n"))", sourceLocation: sourceLocation)
        return diagnostics[0]
    }

    /// The notes between the message and the "declared here" note: the fix, then any alias note.
    static func fixes(_ diagnostic: Diagnostic) -> [String] {
        diagnostic.notes.map(\.message).filter { $0 != "the prohibition is declared here" }
    }
}
