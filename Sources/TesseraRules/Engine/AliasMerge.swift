import TesseraCore

/// An alias holds the value of the token it names, so it breaks a prohibition exactly when that
/// token does: the break is reported once, at the token holding the value, and the aliases are
/// listed in a note (and can be named by a suppression) instead of repeating the same finding.
///
/// Worked out from the breaking tokens' places in the set alone, so a rule that can tell cheaply
/// whether a token breaks builds findings only for the tokens that keep theirs (a large system
/// breaks a grid in tens of thousands of places, a third of them through aliases).
struct AliasMerge {
    /// Per breaking token (in the order given): whether its break is reported at another one.
    private(set) var merged: [Bool]
    /// Per breaking token: the aliases whose breaks are reported at it, in the order given.
    private(set) var named: [[TokenPath]]

    /// `breaking`: the places in `set` of the tokens that break, ascending.
    init(_ breaking: [Int], in set: ResolvedTokenSet) {
        merged = [Bool](repeating: false, count: breaking.count)
        named = [[TokenPath]](repeating: [], count: breaking.count)
        // Most breaks are literal values; with no alias among them there is nothing to merge.
        guard breaking.contains(where: { set.aliasTarget(at: $0) != nil }) else { return }
        // Indexed by place, not hashed: following tens of thousands of aliases looks each up.
        var entry = [Int32](repeating: -1, count: set.tokens.count)
        for (index, offset) in breaking.enumerated() { entry[offset] = Int32(index) }
        for (index, offset) in breaking.enumerated() {
            var holder: Int?
            var cursor = offset
            var steps = 0
            while let target = set.aliasTarget(at: cursor), steps < 64 {
                if entry[target] >= 0 { holder = Int(entry[target]) }
                cursor = target
                steps += 1
            }
            guard let holder else { continue }
            named[holder].append(set.tokens[offset].path)
            merged[index] = true
        }
    }

    /// `finding`, of the breaking token at `index`, naming the aliases that break with it.
    func noting(_ index: Int, in finding: inout Finding) {
        guard !named[index].isEmpty else { return }
        let list = named[index].map(\.string).joined(separator: ", ")
        let count = named[index].count
        let note = Finding.Note("\(list) name\(count == 1 ? "s" : "") it by alias and break\(count == 1 ? "s" : "") with it")
        finding.notes.insert(note, at: max(0, finding.notes.count - 1))
        finding.tokens += named[index]
    }
}
