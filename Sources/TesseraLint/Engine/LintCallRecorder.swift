import TesseraCore

/// The findings the rules judging a call by text report while it is judged the first time
/// (`LintDispatcher.judge`), for `LintCallMemo`; set on the file's `LintFindings` meanwhile. One
/// per dispatcher, started again for each call.
final class LintCallRecorder {
    private struct Reported {
        unowned(unsafe) let context: LintContext
        let message: String
        let severity: Diagnostic.Severity?
        let notes: [String]
        let offset: Int
        var fix: (replacement: String, target: LintFix.Target)?
    }

    /// Whether the handler running is one judged by text: the others report as usual.
    var isOn = false
    /// Set when a judged handler read more than the call's text (its node, its base, its
    /// ancestors, the file's bytes): its findings are then not remembered.
    private(set) var readOutside = false
    private var reported: [Reported] = []

    /// Starts recording another call.
    func start() {
        isOn = false
        readOutside = false
        reported.removeAll(keepingCapacity: true)
    }

    func report(_ context: LintContext, message: String, severity: Diagnostic.Severity?, notes: [String], offset: Int) {
        guard isOn else { return }
        reported.append(Reported(context: context, message: message, severity: severity, notes: notes, offset: offset))
    }

    /// The fix of the finding recorded last.
    func fix(_ replacement: String, replacing target: LintFix.Target) {
        guard isOn, !reported.isEmpty else { return }
        reported[reported.count - 1].fix = (replacement, target)
    }

    func readsOutside() {
        if isOn { readOutside = true }
    }

    /// The findings as the memo keeps them, relative to `key`'s text; nil when one of them is
    /// somewhere that text does not tell (or the handlers read outside it).
    func findings(for key: LintCallKey, of call: CallSite) -> [LintCallMemo.Finding]? {
        guard !readOutside else { return nil }
        var findings: [LintCallMemo.Finding] = []
        findings.reserveCapacity(reported.count)
        for finding in reported {
            let place: LintCallMemo.Place
            if finding.offset >= key.start, finding.offset <= key.end {
                place = .inText(finding.offset - key.start)
            } else if finding.offset == call.start {
                place = .callStart
            } else {
                return nil
            }
            var fix: (replacement: String, target: LintCallMemo.FixTarget)?
            if let (replacement, target) = finding.fix {
                if target.start >= key.start, target.end <= key.end {
                    fix = (replacement, .inText(start: target.start - key.start, end: target.end - key.start, kind: target.kind))
                } else if target == call.target {
                    fix = (replacement, .call)
                } else {
                    return nil
                }
            }
            findings.append(LintCallMemo.Finding(
                context: finding.context, message: finding.message, severity: finding.severity, notes: finding.notes, place: place, fix: fix))
        }
        return findings
    }
}
