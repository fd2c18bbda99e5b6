import SwiftSyntax
import TesseraCore

/// The findings of calls already judged, by their text: most calls of a code base are written the
/// same way many times (`.padding(16)`, `.frame(height: 44)`), and a rule whose findings depend
/// on nothing but a call's text and the system (`LintDispatcher.onFunctionCall(judgedByText:)`)
/// judges each text once per thread; the next call written the same way gets its findings again.
/// One per dispatcher, so used by one thread at a time, and kept from file to file.
struct LintCallMemo {
    /// A finding as its rule reported it, with its place relative to the call's text.
    struct Finding {
        unowned(unsafe) let context: LintContext
        let message: String
        let severity: Diagnostic.Severity?
        let notes: [String]
        let place: Place
        let fix: (replacement: String, target: FixTarget)?
    }

    /// Where a finding is, for a call whose text starts at `LintCallKey.start`.
    enum Place: Equatable {
        /// At the call's start, before its text (the start of a modifier chain it ends).
        case callStart
        case inText(Int)
    }

    /// What a fix replaces.
    enum FixTarget: Equatable {
        /// The whole call (`CallSite.target`).
        case call
        case inText(start: Int, end: Int, kind: SyntaxKind)
    }

    private struct Entry {
        var start: Int
        var count: Int
        var hash: UInt64
        var findings: [Finding]
    }

    private var keys: [UInt8] = []
    private var entries: [Entry] = []
    private var slots: [Int] = Array(repeating: -1, count: 1024)
    /// Past this many texts, new ones are judged every time: memory stays bounded on a code base
    /// of calls each written once (colours, mostly).
    static let limit = 8192

    /// The findings remembered for `key`, or nil when its text was not judged yet.
    func findings(for key: LintCallKey) -> [Finding]? {
        guard let index = index(of: key) else { return nil }
        return entries[index].findings
    }

    /// Whether another text may be remembered.
    var isFull: Bool { entries.count >= Self.limit }

    mutating func remember(_ findings: [Finding], for key: LintCallKey) {
        guard !isFull, index(of: key) == nil else { return }
        entries.append(Entry(start: keys.count, count: key.count, hash: key.hash, findings: findings))
        key.append(to: &keys)
        if entries.count * 2 > slots.count {
            slots = Array(repeating: -1, count: slots.count * 2)
            for entry in entries.indices { place(entry) }
        } else {
            place(entries.count - 1)
        }
    }

    /// A text whose hash's slot is taken further than `probes` on is not found: a file made to
    /// collide costs a few probes per call, not a walk along a run of them.
    private static let probes = 16

    private mutating func place(_ entry: Int) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: entries[entry].hash) & mask
        for _ in 0..<Self.probes {
            if slots[slot] < 0 {
                slots[slot] = entry
                return
            }
            slot = (slot + 1) & mask
        }
    }

    private func index(of key: LintCallKey) -> Int? {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: key.hash) & mask
        return keys.withUnsafeBufferPointer { stored in
            var entry = slots[slot]
            var probes = 1
            while entry >= 0, probes <= Self.probes {
                probes += 1
                let candidate = entries[entry]
                if candidate.hash == key.hash, candidate.count == key.count,
                   key.equals(UnsafeBufferPointer(rebasing: stored[candidate.start..<candidate.start + candidate.count])) {
                    return entry
                }
                slot = (slot + 1) & mask
                entry = slots[slot]
            }
            return nil
        }
    }
}
