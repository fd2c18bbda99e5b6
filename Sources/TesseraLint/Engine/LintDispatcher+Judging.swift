@_spi(RawSyntax) import SwiftSyntax

extension LintDispatcher {
    /// Hands `call` to the handlers in `mask`. Those judging calls by text (`onFunctionCall(judgedByText:)`)
    /// are not run for a call written as one judged before on this thread: its findings are
    /// reported again, at this call (`LintCallMemo`). The first time, what they report is recorded.
    func judge(_ call: CallSite, mask: UInt64) {
        let judged = mask & calls.judgedByText
        guard judged != 0, remembersCalls, let findings else { return calls.call(mask) { $0(call) } }
        bytes.withUnsafeBufferPointer { bytes in
            guard let key = LintCallKey(call.raw, at: call.offset, mask: judged, collectingFixes: findings.collectsFixes, in: bytes)
            else { return calls.call(mask) { $0(call) } }
            if let known = memo.findings(for: key) {
                replay(known, of: call, key: key)
                calls.call(mask & ~judged) { $0(call) }
                return
            }
            guard !memo.isFull else { return calls.call(mask) { $0(call) } }
            recorder.start()
            findings.recorder = recorder
            calls.callWithBits(mask) { bit, handler in
                recorder.isOn = judged & bit != 0
                handler(call)
            }
            findings.recorder = nil
            if let found = recorder.findings(for: key, of: call) { memo.remember(found, for: key) }
        }
    }

    private func replay(_ known: [LintCallMemo.Finding], of call: CallSite, key: LintCallKey) {
        for finding in known {
            let offset = switch finding.place {
            case .callStart: call.start
            case .inText(let distance): key.start + distance
            }
            let target: LintFix.Target? = switch finding.fix?.target {
            case nil: nil
            case .call: call.target
            case .inText(let start, let end, let kind): LintFix.Target(start: key.start + start, end: key.start + end, kind: kind)
            }
            finding.context.replay(finding, atOffset: offset, fixTarget: target)
        }
    }

    /// A handler read more than its call's text: what is being recorded is not remembered.
    func readsOutsideTheCall() {
        findings?.recorder?.readsOutside()
    }
}
