import TesseraCore

/// Turns each rule's findings into diagnostics: identical findings across permutations grouped
/// (a break in some permutations names them), suppressions applied and the ones used noted.
/// A whole rule's are converted on its own core as soon as it ran (`converted`); a partitioned
/// rule's parts are grouped together afterwards and converted in parallel chunks (where each
/// finding's line and column are worked out). The result is in rule order, then finding order, as
/// one pass would give it.
struct FindingMerge: Sendable {
    /// Per enabled rule, in order: its id and the severity its level gives.
    var rules: [(id: String, severity: Diagnostic.Severity)]
    var settings: RuleSettings
    var permutations: [Permutation]

    /// One rule's diagnostics and the indices of the suppressions its findings used.
    struct Converted: Sendable {
        var diagnostics: [Diagnostic]
        var used: [Int]
    }

    /// The findings of the rule at `rule` (an index into `rules`) grouped and converted in one go,
    /// on the caller's core: for a whole rule, right after it ran.
    func converted(_ findings: Findings, rule: Int) -> Converted {
        convert(findings, Self.grouped(findings)[...], rule: rules[rule])
    }

    /// Every rule's diagnostics, in rule order, as lists to join; a rule's converted ones are
    /// moved out of `findings`.
    func diagnostics(_ findings: inout [Findings]) -> (lists: [[Diagnostic]], usedSuppressions: Set<Int>) {
        let snapshot = findings
        let grouped = Array(snapshot.indices).parallelMap { snapshot[$0].converted == nil ? Self.grouped(snapshot[$0]) : [] }
        var work: [(rule: Int, range: Range<Int>)] = []
        for rule in grouped.indices where findings[rule].converted == nil {
            work += IndexChunks.ranges(grouped[rule].count, minimumPerChunk: 4_000).map { (rule, $0) }
        }
        var parts = work.parallelMap { item in
            convert(snapshot[item.rule], grouped[item.rule][item.range], rule: rules[item.rule])
        }
        // The rules' own diagnostics below are moved out of `findings`, which must not share them.
        _ = consume snapshot
        var used = Set<Int>()
        var lists: [[Diagnostic]] = []
        // In rule order: a rule converted on its own core, or its parts here, in order.
        var next = 0
        for rule in findings.indices {
            if findings[rule].converted != nil {
                used.formUnion(findings[rule].converted!.used)
                var list: [Diagnostic] = []
                swap(&list, &findings[rule].converted!.diagnostics)
                lists.append(list)
                continue
            }
            while next < work.count, work[next].rule == rule {
                used.formUnion(parts[next].used)
                var list: [Diagnostic] = []
                swap(&list, &parts[next].diagnostics)
                lists.append(list)
                next += 1
            }
        }
        BackgroundRelease.release((grouped, consume parts))
        return (lists, used)
    }

    /// The diagnostics of `grouped` (indices into `findings.items`), read in place: a copy of
    /// each finding retained and released its strings and arrays (cold memory, 60,000 findings),
    /// and only the message and notes carry over.
    private func convert(
        _ findings: Findings, _ grouped: ArraySlice<(item: Int, found: [Int]?)>, rule: (id: String, severity: Diagnostic.Severity)
    ) -> Converted {
        var diagnostics: [Diagnostic] = []
        var used: [Int] = []
        var locator = SourceLocator()
        diagnostics.reserveCapacity(grouped.count)
        findings.items.withUnsafeBufferPointer { items in
            for entry in grouped {
                let finding = UnsafePointer(items.baseAddress! + entry.item)
                if let index = suppression(for: finding.pointee.finding, rule: rule.id) {
                    used.append(index)
                    continue
                }
                var message = finding.pointee.finding.message
                if let found = entry.found, found.count < permutations.count {
                    message += " (" + Checker.scope(found, of: permutations) + ")"
                }
                let position = finding.pointee.finding.position
                diagnostics.append(Diagnostic(
                    rule.severity, code: rule.id, message: message, location: position.map { locator.location(of: $0) },
                    notes: notes(finding.pointee.finding.notes, &locator)))
            }
        }
        return Converted(diagnostics: diagnostics, used: used)
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

    /// Identical findings merged, as the index in `findings.items` of the first of them and the
    /// permutations they occur in (`nil`: all of them). A finding made for every permutation at
    /// once (most of a large system's: a rule reports a token no permutation changes once) needs
    /// no merging, unless the same finding was also made for single permutations; only those are
    /// indexed. Identical findings for every permutation become identical diagnostics, which the
    /// final sort keeps once.
    static func grouped(_ findings: Findings) -> [(item: Int, found: [Int]?)] {
        var result: [(item: Int, found: [Int]?)] = []
        result.reserveCapacity(findings.items.count)
        var index: [FindingKey: Int] = [:]
        // Indices, not copies: a copy of each finding retained and released its strings and
        // arrays, and 60,000 of them took megabytes of new memory.
        findings.items.withUnsafeBufferPointer { items in
            for item in items.indices {
                guard let permutation = items[item].permutation else { continue }
                // One lookup per finding: a new one's slot is filled in place.
                let next = result.count
                let existing = index.value(for: FindingKey(finding: items[item].finding), insertingIfAbsent: next)
                if existing == next {
                    result.append((item, [permutation]))
                } else if var list = result[existing].found {
                    if !list.contains(permutation) { list.append(permutation) }
                    result[existing].found = list
                }
            }
            // The places of the findings indexed, so that a finding found everywhere is looked up
            // (its key a copy of it, hashed) only when one of them is at its place.
            let places = index.keys.compactMap { $0.finding.position.map(Self.place) }.sorted()
            for item in items.indices where items[item].permutation == nil {
                let position = items[item].finding.position
                let mayBeIndexed = position.map { places.containsSorted(Self.place($0)) } ?? !index.isEmpty
                if mayBeIndexed, let existing = index[FindingKey(finding: items[item].finding)] {
                    result[existing].found = nil
                } else {
                    result.append((item, nil))
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
