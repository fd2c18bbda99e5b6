import TesseraCore

/// `duplicate-value`: two tokens written with the same literal value under different names drift
/// apart the first time one is edited; one should be an alias of the other.
struct DuplicateValueRule: Rule {
    static let id = "duplicate-value"
    static let summary = "Two tokens hold the same literal value under different names; one should refer to the other."
    static let defaultLevel = RuleSettings.Level.warning
    static let options = [
        RuleOption(key: "types", summary: "The token types compared (default color, gradient, shadow, typography, border: dimensions and durations coincide by design).", kind: .strings),
    ]
    static let defaultTypes: [TokenType] = [.color, .gradient, .shadow, .typography, .border]
    static let examples = [
        RuleExample(
            "two literal colours with one value", tokens: ##"{"brand": {"$type": "color", "$value": "#0a84ff"}, "link": {"$type": "color", "$value": "#0a84ff"}}"##,
            findings: 1),
        RuleExample(
            "an alias is not a duplicate", tokens: ##"{"brand": {"$type": "color", "$value": "#0a84ff"}, "link": {"$type": "color", "$value": "{brand}"}}"##,
            findings: 0),
        RuleExample(
            "equal spacings are not compared by default", tokens: ##"{"space": {"$type": "dimension", "md": {"$value": {"value": 16, "unit": "px"}}, "gutter": {"$value": {"value": 16, "unit": "px"}}}}"##,
            findings: 0),
    ]

    func check(_ input: CheckInput, into findings: inout Findings) {
        // A list: a handful of types are compared faster than hashed, once per token.
        let types = input.settings.tokenTypes(Self.id, default: Self.defaultTypes)
        func compared(_ token: Token) -> Bool { types.contains(token.type) && TokenReferences.refersToNothing(token) }
        guard let changes = input.changes, changes.isKnown, let first = input.permutations.first else {
            for (index, set) in input.permutations.enumerated() {
                report(set.tokens.indices.filter { compared(set.tokens[$0]) }, of: set, into: &findings) { _, _ in index }
            }
            return
        }
        // Later permutations share most tokens with the first. Only values that a changed token
        // holds (in the first permutation or a later one) can pair tokens differently there;
        // a duplicate of any other value is the same finding in every permutation.
        var touched = Set<ValueKey>()
        for index in input.permutations.indices.dropFirst() {
            for offset in changes.changedIndices(of: index) ?? [] {
                for token in [first.tokens[offset], input.permutations[index].tokens[offset]] where compared(token) {
                    touched.insert(ValueKey(token.value))
                }
            }
        }
        let candidates = first.tokens.indices.filter { compared(first.tokens[$0]) }
        var retried: [Int] = []
        report(candidates, of: first, into: &findings) { key, offset in
            guard touched.contains(key) else { return nil }
            retried.append(offset)
            return 0
        }
        for index in input.permutations.indices.dropFirst() {
            let set = input.permutations[index]
            let changed = changes.changedIndices(of: index) ?? []
            let changedSet = Set(changed)
            let kept = retried.filter { !changedSet.contains($0) }
            let replaced = changed.filter { compared(set.tokens[$0]) && touched.contains(ValueKey(set.tokens[$0].value)) }
            report((kept + replaced).sorted(), of: set, into: &findings) { _, _ in index }
        }
    }

    /// Each token at `offsets` (in order) whose value an earlier one holds. `permutation` gives,
    /// per value and offset, where a finding is reported (nil: in every permutation).
    private func report(
        _ offsets: [Int], of set: ResolvedTokenSet, into findings: inout Findings, permutation: (ValueKey, Int) -> Int?
    ) {
        var holders = FirstHolders(capacity: offsets.count)
        for offset in offsets {
            let token = set.tokens[offset]
            let key = ValueKey(token.value)
            let reportedIn = permutation(key, offset)
            let original = holders.holder(of: key, else: token)
            guard original !== token else { continue }
            findings.add(Finding(
                "\(token.path) has the same value as \(original.path); make it an alias ({\(original.path)}) or give it a value of its own",
                at: token.position, tokens: [token.path, original.path]), permutation: reportedIn)
        }
    }

    /// A value as a dictionary key, equal exactly when the values are. A colour with three
    /// components (nearly every one) is keyed by its fields: hashing its components array, and
    /// the copies a `TokenValue` key makes on every lookup and insert, cost most of this rule's time.
    /// The hash is worked out once, from the fields' bits: each key is looked up two or three times.
    private struct ValueKey: Hashable {
        enum Value: Hashable {
            case color(ColorSpace, Double, Double, Double, alpha: Double, hex: String?)
            case other(TokenValue)
        }

        let value: Value
        private let hash: Int

        init(_ value: TokenValue) {
            if case .color(let color) = value, color.components.count == 3,
               let x = color.components[0], let y = color.components[1], let z = color.components[2] {
                self.value = .color(color.space, x, y, z, alpha: color.alpha, hex: color.hex)
                // Equal doubles, 0 and -0 too, give equal bits here; the hex is left to `==`.
                var mixed = UInt64(truncatingIfNeeded: color.space.hashValue)
                for field in [x, y, z, color.alpha] {
                    mixed = (mixed ^ (field == 0 ? 0 : field.bitPattern)) &* 0x9E37_79B9_7F4A_7C15
                    mixed ^= mixed >> 29
                }
                hash = Int(truncatingIfNeeded: mixed)
            } else {
                self.value = .other(value)
                hash = value.hashValue
            }
        }

        static func == (lhs: ValueKey, rhs: ValueKey) -> Bool { lhs.hash == rhs.hash && lhs.value == rhs.value }
        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
        var mixedHash: Int { hash }
    }

    /// The first token met with each value. Open addressing over places, with each value's hash
    /// kept beside its place: a probe reads a few dense bytes, and a holder's value is compared
    /// only when the hashes agree. A dictionary of 60,000 keyed values compared a key (cold
    /// memory) at every probe.
    private struct FirstHolders {
        /// Place in `tokens` + 1 per slot; 0 is free. A power of two, sized to stay at most half
        /// full with `capacity` values (a report holds at most one per token it looks at).
        private var slots: [Int32]
        private var hashes: [Int]
        private var tokens: [Token] = []

        init(capacity: Int) {
            var size = 16
            while size < capacity * 2 { size <<= 1 }
            slots = [Int32](repeating: 0, count: size)
            hashes = [Int](repeating: 0, count: size)
            tokens.reserveCapacity(capacity)
        }

        /// The token first met with `key`'s value; `token`, stored as that, when there was none.
        mutating func holder(of key: ValueKey, else token: Token) -> Token {
            precondition(tokens.count * 2 < slots.count, "more values than the capacity")
            let mask = slots.count - 1
            var slot = key.mixedHash & mask
            while slots[slot] != 0 {
                if hashes[slot] == key.mixedHash {
                    let held = tokens[Int(slots[slot]) - 1]
                    if ValueKey(held.value) == key { return held }
                }
                slot = (slot + 1) & mask
            }
            tokens.append(token)
            slots[slot] = Int32(tokens.count)
            hashes[slot] = key.mixedHash
            return token
        }
    }
}
