import TesseraCore

/// Each token's neutral-layer value: a constant when every permutation agrees, otherwise the
/// values per combination of the modifiers it depends on.
struct SwiftTokenValues {
    enum Entry {
        /// The same in every permutation: its Swift type, and where its literal is among its
        /// part's literals (see `literal(of:_:)`).
        case constant(type: String, literal: Range<Int>)
        /// `modifiers`: indexes into the context's modifiers; `cases`: the contexts of those
        /// modifiers (in that order) and the value, for every permutation built. Indirect, so the
        /// common constant entries stay small.
        indirect case adaptive(type: String, modifiers: [Int], cases: [(contexts: [String], expression: String)], exhaustive: Bool, fallback: String)
    }

    /// The entries of a range of the union, with the literals they refer to.
    struct Part {
        var range: Range<Int>
        var entries: [Entry]
        var literals: [UInt8]
    }

    /// Consecutive ranges, kept apart rather than joined: joining would copy every entry and
    /// literal once more.
    private let parts: [Part]
    private let partSize: Int

    init(parts: [Part]) {
        self.parts = parts
        partSize = max(parts.first?.range.count ?? 1, 1)
    }

    subscript(entry: Int) -> Entry {
        let part = parts[self.part(of: entry)]
        return part.entries[entry - part.range.lowerBound]
    }

    /// The bytes of a constant entry's literal.
    func literal(of entry: Int, _ literal: Range<Int>) -> ArraySlice<UInt8> { parts[part(of: entry)].literals[literal] }

    /// Ranges from `IndexChunks` are all of one size but the last, so the division nearly always
    /// lands on the right part.
    private func part(of entry: Int) -> Int {
        var index = min(entry / partSize, parts.count - 1)
        while parts[index].range.lowerBound > entry { index -= 1 }
        while parts[index].range.upperBound <= entry { index += 1 }
        return index
    }

    /// A range of the union. Entries are independent, so ranges can be written on different
    /// threads, each with its own literal writer (and colour cache).
    static func part(
        _ range: Range<Int>, permutations: [ResolvedTokenSet], union: TokenUnion, context: SwiftContextWriter,
        literal: SwiftValueLiteral
    ) -> Part {
        var literal = literal
        literal.reserve(forTokens: range.count * permutations.count)
        guard permutations.count > 1 else {
            let entries = range.map { entry in
                let (type, literal) = literal.write(permutations[0].tokens[Int(union.tokenIndex[0][entry])])
                return Entry.constant(type: type, literal: literal)
            }
            return Part(range: range, entries: entries, literals: literal.text.bytes)
        }
        // Each permutation's context of every modifier, in the context's modifier order.
        let choices = permutations.map { set in
            context.modifiers.map { set.permutation.context(of: $0.info.name) ?? $0.defaultContext }
        }
        let entries = range.map { entry($0, permutations: permutations, choices: choices, union: union, context: context, literal: &literal) }
        return Part(range: range, entries: entries, literals: literal.text.bytes)
    }

    private static func entry(
        _ entry: Int, permutations: [ResolvedTokenSet], choices: [[String]], union: TokenUnion, context: SwiftContextWriter,
        literal: inout SwiftValueLiteral
    ) -> Entry {
        var values: [SwiftValue?] = []
        var cache: [ObjectIdentifier: SwiftValue] = [:]
        for (offset, set) in permutations.enumerated() {
            let index = union.tokenIndex[offset][entry]
            guard index >= 0 else { values.append(nil); continue }
            let token = set.tokens[Int(index)]
            if let known = cache[ObjectIdentifier(token)] { values.append(known); continue }
            let value = literal.value(of: token)
            cache[ObjectIdentifier(token)] = value
            values.append(value)
        }
        let base = values[Int(union.firstPermutation[entry])] ?? SwiftValue(type: "Double", expression: "0")
        let filled = values.map { $0 ?? base }
        if filled.allSatisfy({ $0 == base }) { return .constant(type: base.type, literal: literal.append(base.expression)) }
        let typed = unify(filled)
        let relevant = relevantModifiers(choices: choices, expressions: typed.expressions, count: context.modifiers.count)
        var cases: [(contexts: [String], expression: String)] = []
        var covered = Set<[String]>()
        for (offset, choice) in choices.enumerated() {
            let key = relevant.map { choice[$0] }
            guard covered.insert(key).inserted else { continue }
            cases.append((key, typed.expressions[offset]))
        }
        let combinations = relevant.reduce(1) { $0 * context.modifiers[$1].info.contexts.count }
        return .adaptive(type: typed.type, modifiers: relevant, cases: cases, exhaustive: cases.count == combinations, fallback: typed.expressions[0])
    }

    /// The modifiers a token depends on: those where two permutations that differ only in that
    /// modifier give different values. When the permutations built are too few to tell (not the
    /// full product) and that does not explain every difference, every modifier that varies counts.
    private static func relevantModifiers(choices: [[String]], expressions: [String], count: Int) -> [Int] {
        var relevant = Set<Int>()
        for a in choices.indices {
            for b in choices.indices where a < b && expressions[a] != expressions[b] {
                let differing = (0..<count).filter { choices[a][$0] != choices[b][$0] }
                if differing.count == 1 { relevant.insert(differing[0]) }
            }
        }
        var byKey: [[Int: String]: String] = [:]
        let isFunction = choices.indices.allSatisfy { offset in
            var key: [Int: String] = [:]
            for m in relevant { key[m] = choices[offset][m] }
            if let earlier = byKey[key] { return earlier == expressions[offset] }
            byKey[key] = expressions[offset]
            return true
        }
        if !isFunction {
            relevant = Set((0..<count).filter { m in Set(choices.map { $0[m] }).count > 1 })
        }
        return relevant.sorted()
    }

    /// One Swift type for all permutations: springs and plain durations meet in `MotionValue`;
    /// any other disagreement keeps the first permutation's type and value.
    private static func unify(_ values: [SwiftValue]) -> (type: String, expressions: [String]) {
        let types = Set(values.map(\.type))
        if types.count == 1 { return (values[0].type, values.map(\.expression)) }
        if types == ["SpringValue", "Double"] {
            return ("MotionValue", values.map { $0.type == "SpringValue" ? ".spring(\($0.expression))" : ".duration(\($0.expression))" })
        }
        return (values[0].type, values.map { $0.type == values[0].type ? $0.expression : values[0].expression })
    }
}
