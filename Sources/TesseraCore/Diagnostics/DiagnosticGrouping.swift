extension Diagnostic {
    /// What the text report prints for sorted `diagnostics`: each run of the same problem once.
    /// Diagnostics of one severity and code whose messages have one shape (`MessageShape`: the
    /// message with its quoted parts and numbers taken out) form a group; when a group has at least
    /// `minimumGroup` members, its first (in sorted order) is printed with one note giving how many
    /// more there are and where the first `locationsShown` of them are, and the others are left
    /// out. Groups print in the order of their first member, so output stays sorted. Not grouped:
    /// a diagnostic without a location (the note could not say where the others are), one with
    /// notes (they are about it alone, such as the tokens an invalid token takes down with it),
    /// and codes in `ungroupedCodes`. JSON and SARIF reports keep every diagnostic.
    public static func grouped(
        _ diagnostics: [Diagnostic], minimumGroup: Int = 3, locationsShown: Int = 3
    ) -> [Diagnostic] {
        let keys = groupKeys(diagnostics)
        // Each diagnostic's group, named by its first member's index; -1 for none.
        var firstOf = [Int](repeating: -1, count: diagnostics.count)
        var firstByKey: [GroupKey: Int] = [:]
        firstByKey.reserveCapacity(diagnostics.count)
        for index in diagnostics.indices {
            guard let key = keys[index] else { continue }
            firstOf[index] = firstByKey[key] ?? index
            if firstOf[index] == index { firstByKey[key] = index }
        }
        let matches = shapeMatches(diagnostics, firstOf: firstOf)
        // Counted at the first member's index (arrays: most groups are one diagnostic).
        var counts = [Int32](repeating: 0, count: diagnostics.count)
        var identical = [Bool](repeating: true, count: diagnostics.count)
        for index in diagnostics.indices where matches[index] != .none {
            counts[firstOf[index]] += 1
            if matches[index] == .sameShape { identical[firstOf[index]] = false }
        }
        func isShownInGroup(_ index: Int) -> Bool { matches[index] != .none && counts[firstOf[index]] >= minimumGroup }
        guard diagnostics.indices.contains(where: isShownInGroup) else { return diagnostics }
        var nextLocations: [Int: [Location]] = [:]
        for index in diagnostics.indices where isShownInGroup(index) && firstOf[index] != index {
            if nextLocations[firstOf[index], default: []].count < locationsShown, let location = diagnostics[index].location {
                nextLocations[firstOf[index], default: []].append(location)
            }
        }
        var shown: [Diagnostic] = []
        shown.reserveCapacity(diagnostics.count)
        for index in diagnostics.indices {
            guard isShownInGroup(index) else {
                shown.append(diagnostics[index])
                continue
            }
            guard firstOf[index] == index else { continue }
            var first = diagnostics[index]
            first.notes.append(Note(groupSummary(
                of: first, count: Int(counts[index]), nextLocations: nextLocations[index] ?? [], identical: identical[index])))
            shown.append(first)
        }
        return shown
    }

    private enum ShapeMatch: Sendable { case none, sameShape, identical }

    /// Whether each diagnostic's message has its group's first member's shape, checked in
    /// parallel: keys hold a hash of the shape, and a member whose shape only shares its hash is
    /// printed on its own rather than hidden in a group it does not belong to.
    private static func shapeMatches(_ diagnostics: [Diagnostic], firstOf: [Int]) -> [ShapeMatch] {
        IndexChunks.ranges(diagnostics.count).parallelMap { range in
            range.map { index -> ShapeMatch in
                let first = firstOf[index]
                guard first >= 0 else { return .none }
                let message = diagnostics[index].message
                if message == diagnostics[first].message { return .identical }
                return MessageShape.same(message, diagnostics[first].message) ? .sameShape : .none
            }
        }.flatMap { $0 }
    }

    /// Each cycle is its own loop to break, named in full by its message.
    public static let ungroupedCodes: Set<String> = ["reference-cycle", "extends-cycle", "resolver-reference-cycle"]

    struct GroupKey: Hashable, Sendable {
        var severity: Severity
        var code: String
        var shapeHash: UInt64

        /// The shape's hash alone: hashing the code of every diagnostic again cost more than
        /// comparing it where the shapes' hashes meet.
        func hash(into hasher: inout Hasher) { hasher.combine(shapeHash) }
    }

    /// Every diagnostic's key (nil when it is never grouped), worked out in parallel chunks.
    static func groupKeys(_ diagnostics: [Diagnostic]) -> [GroupKey?] {
        let parts = IndexChunks.ranges(diagnostics.count).parallelMap { range in
            range.map { index -> GroupKey? in
                let diagnostic = diagnostics[index]
                guard diagnostic.location != nil, diagnostic.notes.isEmpty,
                      !ungroupedCodes.contains(diagnostic.code) else { return nil }
                return GroupKey(severity: diagnostic.severity, code: diagnostic.code, shapeHash: MessageShape.hash(diagnostic.message))
            }
        }
        return parts.count == 1 ? parts[0] : parts.flatMap { $0 }
    }

    /// "199 more errors like this one (unresolved-reference), first at a.json:4:9, …".
    private static func groupSummary(of first: Diagnostic, count: Int, nextLocations: [Location], identical: Bool) -> String {
        let more = count - 1
        let noun = first.severity.rawValue + (more == 1 ? "" : "s")
        let variation = identical ? "" : " with other names or numbers"
        let places = nextLocations.map { "\($0.file):\($0.line):\($0.column)" }.joined(separator: ", ")
        let lead = more > nextLocations.count ? "first at" : "at"
        let all = identical ? "" : "; --reporter json lists each"
        return "\(more) more \(noun) like this one\(variation) (\(first.code)), \(lead) \(places)\(all)"
    }
}
