import TesseraCore

/// Turns each rule's findings into diagnostics: identical findings across permutations grouped
/// (a break in some permutations names them), suppressions applied and the ones used noted.
/// Grouping runs per rule and the conversion (where each finding's line and column are worked
/// out) in chunks, all in parallel; the result is in rule order, then finding order, as one pass
/// would give it.
struct FindingMerge: Sendable {
    /// Per enabled rule, in order: its id and the severity its level gives.
    var rules: [(id: String, severity: Diagnostic.Severity)]
    var settings: RuleSettings
    var permutations: [Permutation]

    func diagnostics(_ findings: [Findings]) -> (diagnostics: [Diagnostic], usedSuppressions: Set<Int>) {
        let grouped = Array(findings.indices).parallelMap { findings[$0].grouped ?? Self.grouped(findings[$0]) }
        var work: [(rule: Int, range: Range<Int>)] = []
        for rule in grouped.indices {
            work += IndexChunks.ranges(grouped[rule].count, minimumPerChunk: 4_000).map { (rule, $0) }
        }
        var parts = work.parallelMap { item in
            convert(grouped[item.rule][item.range], rule: rules[item.rule])
        }
        var used = Set<Int>()
        for part in parts { used.formUnion(part.used) }
        var lists = parts.indices.map { index in
            var list: [Diagnostic] = []
            swap(&list, &parts[index].diagnostics)
            return list
        }
        BackgroundRelease.release((grouped, consume parts))
        return ([Diagnostic].joining(moving: &lists, placeholder: .movedOut), used)
    }

    private func convert(
        _ grouped: ArraySlice<(Finding, [Int]?)>, rule: (id: String, severity: Diagnostic.Severity)
    ) -> (diagnostics: [Diagnostic], used: [Int]) {
        var diagnostics: [Diagnostic] = []
        var used: [Int] = []
        var locator = SourceLocator()
        diagnostics.reserveCapacity(grouped.count)
        // Read in place: a copy of each finding retained and released its strings and arrays
        // (cold memory, 60,000 findings), and only the message and notes carry over.
        grouped.withUnsafeBufferPointer { grouped in
            for entry in grouped.indices {
                if let index = suppression(for: grouped[entry].0, rule: rule.id) {
                    used.append(index)
                    continue
                }
                var message = grouped[entry].0.message
                if let found = grouped[entry].1, found.count < permutations.count {
                    message += " (" + Checker.scope(found, of: permutations) + ")"
                }
                let position = grouped[entry].0.position
                diagnostics.append(Diagnostic(
                    rule.severity, code: rule.id, message: message, location: position.map { locator.location(of: $0) },
                    notes: notes(grouped[entry].0.notes, &locator)))
            }
        }
        return (diagnostics, used)
    }

    private func notes(_ notes: [Finding.Note], _ locator: inout SourceLocator) -> [Diagnostic.Note] {
        guard !notes.isEmpty else { return [] }
        var result: [Diagnostic.Note] = []
        result.reserveCapacity(notes.count)
        for index in notes.indices {
            result.append(Diagnostic.Note(notes[index].message, location: notes[index].position.map { locator.location(of: $0) }))
        }
        return result
    }

    private func suppression(for finding: Finding, rule: String) -> Int? {
        guard !settings.suppressions.isEmpty else { return nil }
        return settings.suppressions.indices.first { index in
            let suppression = settings.suppressions[index]
            return suppression.rule == rule && finding.tokens.contains { suppression.tokens.matches($0) }
        }
    }

    /// Identical findings merged, with the permutations they occur in (`nil`: all of them). A
    /// finding made for every permutation at once (most of a large system's: a rule reports a
    /// token no permutation changes once) needs no merging, unless the same finding was also made
    /// for single permutations; only those are indexed. Identical findings for every permutation
    /// become identical diagnostics, which the final sort keeps once.
    static func grouped(_ findings: Findings) -> [(Finding, [Int]?)] {
        var result: [(Finding, [Int]?)] = []
        result.reserveCapacity(findings.items.count)
        var index: [FindingKey: Int] = [:]
        // Read in place, each finding copied once, into the result: a loop over the items copied
        // every one (three retains and releases), and a list of the ones found everywhere copied
        // them again (45,000 unused tokens).
        findings.items.withUnsafeBufferPointer { items in
            for item in items.indices {
                guard let permutation = items[item].permutation else { continue }
                // One lookup per finding: a new one's slot is filled in place.
                let next = result.count
                let existing = index.value(for: FindingKey(finding: items[item].finding), insertingIfAbsent: next)
                if existing == next {
                    result.append((items[item].finding, [permutation]))
                } else if var list = result[existing].1 {
                    if !list.contains(permutation) { list.append(permutation) }
                    result[existing].1 = list
                }
            }
            // The places of the findings indexed, so that a finding found everywhere is looked up
            // (its key a copy of it, hashed) only when one of them is at its place.
            let places = index.keys.compactMap { $0.finding.position.map(Self.place) }.sorted()
            for item in items.indices where items[item].permutation == nil {
                let position = items[item].finding.position
                let mayBeIndexed = position.map { places.containsSorted(Self.place($0)) } ?? !index.isEmpty
                if mayBeIndexed, let existing = index[FindingKey(finding: items[item].finding)] {
                    result[existing].1 = nil
                } else {
                    result.append((items[item].finding, nil))
                }
            }
        }
        return result
    }

    private static func place(_ position: SourcePosition) -> UInt64 {
        UInt64(position.fileID) << 32 | UInt64(position.offset)
    }

    /// Findings hashed by place and message length, or by message where there is no place: the
    /// place and the break tell findings apart as well as every field does, for a fraction of the
    /// hashing (a message is a hundred bytes; tens of thousands of them were most of a merge).
    private struct FindingKey: Hashable {
        let finding: Finding

        func hash(into hasher: inout Hasher) {
            if let position = finding.position {
                hasher.combine(position)
                hasher.combine(finding.message.utf8.count)
            } else {
                hasher.combine(finding.message)
            }
        }
        static func == (lhs: FindingKey, rhs: FindingKey) -> Bool { lhs.finding == rhs.finding }
    }
}

extension Diagnostic {
    /// What a slot holds after its diagnostic was moved out: it owns nothing, so it costs
    /// nothing to free.
    static let movedOut = Diagnostic(.note, code: "", message: "")
}

extension Array where Element == UInt64 {
    /// Whether this ascending array holds `value` (a binary search).
    func containsSorted(_ value: UInt64) -> Bool {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low < count && self[low] == value
    }
}
