import SwiftSyntax
import TesseraCore

/// What a rule's visitor sees of the file it walks and the system, and where it reports. One per
/// rule, used on one thread at a time: a registration is kept for the next file (`Linter`), which
/// binds its contexts to that file.
public final class LintContext {
    /// The system's answers worked out once per run (`LintLookup`).
    public let lookup: LintLookup
    /// Read through the lookup: a context is made per rule and file, and a copy of the system
    /// would retain each of its arrays, which every thread shares.
    public var system: LintSystem { lookup.system }
    // Bound per file and read at every finding on one thread: not checked for exclusivity.
    @exclusivity(unchecked) public private(set) var file: SourceFile
    /// Counts the files the context was bound to, so that a visitor that keeps something per
    /// file can tell a new one.
    private(set) var binding = 0
    let rule: String
    let defaultSeverity: Diagnostic.Severity
    /// The severity `tessera.yml` sets for the rule; it overrides every finding's own.
    let configuredSeverity: Diagnostic.Severity?
    /// Where the findings go, and where they are located: shared by the file's contexts
    /// (`Linter.register`).
    @exclusivity(unchecked) private(set) var findings: LintFindings
    @exclusivity(unchecked) private var locator: LintLocator
    /// The rule's place among the rules run, which orders fixes of one node.
    private let order: Int

    init(
        lookup: LintLookup, file: SourceFile, findings: LintFindings = LintFindings(), locator: LintLocator? = nil, order: Int = 0,
        rule: String, defaultSeverity: Diagnostic.Severity, configuredSeverity: Diagnostic.Severity?
    ) {
        self.lookup = lookup
        self.file = file
        self.findings = findings
        self.locator = locator ?? LintLocator(file)
        self.order = order
        self.rule = rule
        self.defaultSeverity = defaultSeverity
        self.configuredSeverity = configuredSeverity
    }

    /// Points the context at another file, whose findings go to `findings`.
    func bind(_ file: SourceFile, findings: LintFindings, locator: LintLocator) {
        binding += 1
        self.file = file
        self.findings = findings
        self.locator = locator
    }

    /// A finding at the first character of `node` (after its leading trivia). `severity` is the
    /// finding's own (an error when a literal equals a token, say); the rule's default otherwise.
    public func report(_ message: LintMessage, at node: some SyntaxProtocol, severity: Diagnostic.Severity? = nil, notes: [String] = []) {
        report(message, atOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset, severity: severity, notes: notes)
    }

    /// A finding at `offset`, whose fix, if it has one, replaces `target` (the expression that
    /// certainly replaces it, for `tessera lint --fix`). The fix is worked out only when fixes are
    /// gathered (`LintFindings.collectsFixes`).
    func report(
        _ message: LintMessage, atOffset offset: Int, severity: Diagnostic.Severity? = nil, notes: [String] = [],
        fix: @autoclosure () -> String?, replacing target: LintFix.Target
    ) {
        report(message, atOffset: offset, severity: severity, notes: notes)
        if findings.collectsFixes, let fix = fix() {
            addFix(LintFix(node: target, replacement: fix))
            findings.recorder?.fix(fix, replacing: target)
        }
    }

    /// A finding of a call judged by text before (`LintCallMemo`), at `offset`, with its fix, if
    /// it has one, replacing `target`.
    func replay(_ finding: LintCallMemo.Finding, atOffset offset: Int, fixTarget: LintFix.Target?) {
        report(LintMessage(stringLiteral: finding.message), atOffset: offset, severity: finding.severity, notes: finding.notes)
        if findings.collectsFixes, let fix = finding.fix, let fixTarget { addFix(LintFix(node: fixTarget, replacement: fix.replacement)) }
    }

    /// The node as written, without its outer trivia: `trimmedDescription`, sliced from the file's
    /// bytes rather than built as a new tree.
    public func text(of node: some SyntaxProtocol) -> String {
        findings.recorder?.readsOutside()
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        // Missing tokens, where the file does not parse, are not in the bytes.
        guard !node.hasError, start <= end, end <= file.bytes.count else { return node.trimmedDescription }
        return String(decoding: file.bytes[start..<end], as: UTF8.self)
    }

    /// `expression.numberLiteral`, read from the file's bytes.
    func number(_ expression: ExprSyntax) -> Double? {
        findings.recorder?.readsOutside()
        return expression.numberLiteral(in: file.bytes)
    }

    /// False when the file's text from `start` to `end` does not hold `needle`'s bytes; true when it
    /// does or that cannot be told.
    func mayContain(_ needle: StaticString, from start: Int, to end: Int) -> Bool {
        findings.recorder?.readsOutside()
        guard start <= end, end <= file.bytes.count else { return true }
        let wanted = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
        return file.bytes.withUnsafeBufferPointer { bytes in
            var index = start
            while index + wanted.count <= end {
                if UnsafeBufferPointer(rebasing: bytes[index..<index + wanted.count]).elementsEqual(wanted) { return true }
                index += 1
            }
            return false
        }
    }

    /// Whether every byte of the node as written is ASCII; false when that cannot be told.
    func isASCII(_ node: some SyntaxProtocol) -> Bool {
        findings.recorder?.readsOutside()
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        guard start <= end, end <= file.bytes.count else { return false }
        return file.bytes.withUnsafeBufferPointer { UnsafeBufferPointer(rebasing: $0[start..<end]).allSatisfy { $0 < 0x80 } }
    }

    public func report(_ message: LintMessage, atOffset offset: Int, severity: Diagnostic.Severity? = nil, notes: [String] = []) {
        findings.diagnostics.append(Diagnostic(
            configuredSeverity ?? severity ?? defaultSeverity, code: rule, message: message.text,
            location: locator.location(ofOffset: offset), notes: notes.isEmpty ? [] : notes.map { Diagnostic.Note($0) }))
        findings.recorder?.report(self, message: message.text, severity: severity, notes: notes, offset: offset)
    }

    /// The fix of the finding reported last.
    private func addFix(_ fix: LintFix) {
        findings.fixes.append((findings.diagnostics.count - 1, order, fix))
    }
}
