import TesseraCore

/// What `platform-sync` compares, read from its options: the modifier and its contexts (the
/// platforms), the permutations that differ only in that modifier (one per context, in the
/// contexts' order), and the sync table's rows. Mistakes in the options are findings at their
/// place in tessera.yml; nil when there is nothing to compare.
struct SyncPlan {
    struct Row {
        var text: String
        var patterns: [TokenPattern]
        var depth: Int
        var relation: SyncRelation
        var position: SourcePosition?
    }

    var modifier: String
    var contexts: [String]
    /// Permutation indices, one per context.
    var pairs: [[Int]]
    var rows: [Row]

    init?(_ input: CheckInput, rule: String, into findings: inout Findings) {
        guard let groups = input.settings.option(rule, "groups")?.object else { return nil }
        let modifierNode = input.settings.option(rule, "modifier")
        let wanted = modifierNode?.string ?? "platform"
        let at = modifierNode?.position ?? input.settings.option(rule, "groups")?.position
        var present: [String] = []
        var modifiers: [String] = []
        var declared: String?
        for set in input.permutations {
            for choice in set.permutation.choices where !modifiers.contains(choice.modifier) { modifiers.append(choice.modifier) }
            guard let choice = set.permutation.choices.first(where: { $0.modifier.lowercased() == wanted.lowercased() }) else { continue }
            declared = declared ?? choice.modifier
            if !present.contains(choice.context) { present.append(choice.context) }
        }
        guard let declared else {
            let known = modifiers.isEmpty ? "the system has no resolver modifiers" : "the permutations' modifiers are " + modifiers.joined(separator: ", ")
            findings.add(Finding(
                "no permutation chooses a context of the modifier '\(wanted)', so there are no platforms to compare\(NearestName.hint(for: wanted, among: modifiers)); \(known)",
                at: at, tokens: []))
            return nil
        }
        modifier = declared
        contexts = present
        if let node = input.settings.option(rule, "contexts") {
            let names = node.string.map { [$0] } ?? (node.array ?? []).compactMap(\.string)
            contexts = []
            for name in names {
                guard let context = present.first(where: { $0.lowercased() == name.lowercased() }) else {
                    findings.add(Finding(
                        "no permutation chooses the context '\(name)' of '\(declared)'\(NearestName.hint(for: name, among: present)); the contexts checked are \(present.joined(separator: ", "))",
                        at: node.position, tokens: []))
                    continue
                }
                if !contexts.contains(context) { contexts.append(context) }
            }
        }
        guard contexts.count >= 2 else {
            findings.add(Finding(
                "the sync check compares two or more contexts of '\(declared)', and only \(contexts.isEmpty ? "none" : contexts.joined(separator: ", ")) can be compared",
                at: at, tokens: []))
            return nil
        }
        // Permutations alike in every other choice, one per context; a permutation whose partners
        // were not built (a `permutations:` list) is left out.
        var byRest: [String: [String: Int]] = [:]
        var order: [String] = []
        for (index, set) in input.permutations.enumerated() {
            guard let context = set.permutation.context(of: declared), contexts.contains(context) else { continue }
            let rest = set.permutation.choices.filter { $0.modifier != declared }.map { "\($0.modifier)=\($0.context)" }.joined(separator: ",")
            if byRest[rest] == nil { order.append(rest) }
            byRest[rest, default: [:]][context] = index
        }
        let contexts = contexts
        pairs = order.compactMap { rest in
            let found = contexts.compactMap { byRest[rest]?[$0] }
            return found.count == contexts.count ? found : nil
        }
        rows = groups.members.compactMap { member in
            guard let relation = member.value.string.flatMap(SyncRelation.init(rawValue:)) else { return nil }
            let text = member.key
            let patterns = text.hasSuffix(".**") ? [TokenPattern(text)] : [TokenPattern(text), TokenPattern(text + ".**")]
            return Row(text: text, patterns: patterns, depth: text.split(separator: ".").count, relation: relation,
                       position: member.keyPosition ?? member.value.position)
        }
    }

    /// The row that names `path`: the deepest group, the first written among equals.
    func row(for path: TokenPath) -> Int? {
        var best: Int?
        for (index, row) in rows.enumerated() where row.patterns.contains(where: { $0.matches(path) }) {
            if best == nil || row.depth > rows[best!].depth { best = index }
        }
        return best
    }
}
