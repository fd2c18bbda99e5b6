import SwiftSyntax
import TesseraCore

/// What a rule's visitor sees of the file it walks and the system, and where it reports. One per
/// rule and file, used on one thread.
public final class LintContext {
    public let system: LintSystem
    public let file: SourceFile
    let rule: String
    let defaultSeverity: Diagnostic.Severity
    /// The severity `tessera.yml` sets for the rule; it overrides every finding's own.
    let configuredSeverity: Diagnostic.Severity?
    private(set) var findings: [Diagnostic] = []

    init(system: LintSystem, file: SourceFile, rule: String, defaultSeverity: Diagnostic.Severity, configuredSeverity: Diagnostic.Severity?) {
        self.system = system
        self.file = file
        self.rule = rule
        self.defaultSeverity = defaultSeverity
        self.configuredSeverity = configuredSeverity
    }

    /// A finding at the first character of `node` (after its leading trivia). `severity` is the
    /// finding's own (an error when a literal equals a token, say); the rule's default otherwise.
    public func report(
        _ message: String, at node: some SyntaxProtocol, severity: Diagnostic.Severity? = nil, notes: [String] = []
    ) {
        report(message, atOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset, severity: severity, notes: notes)
    }

    public func report(_ message: String, atOffset offset: Int, severity: Diagnostic.Severity? = nil, notes: [String] = []) {
        findings.append(Diagnostic(
            configuredSeverity ?? severity ?? defaultSeverity, code: rule, message: message,
            location: file.location(ofOffset: offset), notes: notes.map { Diagnostic.Note($0) }))
    }
}
