import TesseraCore

/// `naming-convention`: every group and token name follows one case style. By default the style
/// most multi-word names already use (so a system is held to its own habit); `case` sets it.
struct NamingConventionRule: Rule {
    static let id = "naming-convention"
    static let summary = "Every token and group name follows one case style: camelCase, kebab-case, snake_case or PascalCase (by default the one most names use)."
    static let defaultLevel = RuleSettings.Level.warning
    static let options = [
        RuleOption(key: "case", summary: "The required style; default: the style most multi-word names use.", kind: .string,
                   choices: NameStyle.allCases.map(\.rawValue)),
    ]
    static let examples = [
        RuleExample(
            "one kebab-case name among camelCase ones", tokens: ##"{"c": {"$type": "color", "textPrimary": {"$value": "#111111"}, "textSecondary": {"$value": "#222222"}, "text-muted": {"$value": "#333333"}}}"##,
            findings: 1),
        RuleExample(
            "single words fit every style", tokens: ##"{"color": {"$type": "color", "ink": {"$value": "#111111"}, "brandBlue": {"$value": "#0000ff"}, "500": {"$value": "#555555"}}}"##,
            findings: 0),
        RuleExample(
            "a required style", tokens: ##"{"c": {"$type": "color", "textPrimary": {"$value": "#111111"}}}"##,
            config: ##"{"rules": {"naming-convention": {"case": "kebab-case"}}}"##, findings: 1),
    ]

    func check(_ input: CheckInput, into findings: inout Findings) {
        // Names repeat across a large system (`g3`, `t12`, `primary`): styles are judged per
        // distinct name, and only a name that breaks the style costs a lookup per path.
        // Later permutations with the first's paths in the same order add no name.
        let permutations = input.changes.map { changes in
            Array(input.permutations.prefix(1)) + zip(input.permutations.dropFirst(), changes.changed).filter { $0.1 == nil }.map(\.0)
        } ?? input.permutations
        var names = DistinctNames()
        for set in permutations {
            Self.collectNames(in: set, into: &names)
        }
        let distinct = names.all
        let required = input.settings.option(Self.id, "case")?.string.flatMap(NameStyle.init(rawValue:))
        guard let style = required ?? NameStyle.majority(Array(distinct)) else { return }
        let breaking = Set(distinct.filter { !style.accepts($0) })
        guard !breaking.isEmpty else { return }
        let reason = required == nil ? "like most names in this system" : "as tessera.yml requires"
        var reported = Set<Substring>()
        for set in permutations {
            Self.forEachNewName(in: set) { name, path, token in
                guard breaking.contains(name), reported.insert(path).inserted else { return }
                let isGroup = path != token.path.string && path + ".$root" != token.path.string
                findings.add(Finding(
                    "\(isGroup ? "group" : "token") name '\(name)' (in \(path)) is not \(style.rawValue) \(reason); rename it '\(style.spell(name))'",
                    at: token.position, tokens: [TokenPath(String(path))]))
            }
        }
    }

    /// `forEachName` over every token of `set`, leaving out the groups a token shares with the
    /// token before it (already visited with that one, and group paths are what findings name).
    private static func forEachNewName(in set: ResolvedTokenSet, _ body: (Substring, Substring, Token) -> Void) {
        var previous = ""[...]
        for token in set.tokens {
            let path = token.path.string[...]
            let shared = sharedGroups(path, previous)
            forEachName(in: path, from: shared) { name, prefix in body(name, prefix, token) }
            previous = path
        }
    }

    /// `forEachNewName`'s names, read as bytes: a Substring is made only for a name not met before.
    private static func collectNames(in set: ResolvedTokenSet, into names: inout DistinctNames) {
        var previous = ""
        for token in set.tokens {
            let text = token.path.string
            var path = text
            path.withUTF8 { bytes in
                var start = previous.withUTF8 { sharedLength(bytes, $0) }
                while start < bytes.count {
                    var end = start
                    while end < bytes.count, bytes[end] != UInt8(ascii: ".") { end += 1 }
                    let name = UnsafeBufferPointer(rebasing: bytes[start..<end])
                    if !isRoot(name) {
                        names.insert(name) {
                            let utf8 = text.utf8
                            return text[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)]
                        }
                    }
                    start = end + 1
                }
            }
            previous = text
        }
    }

    private static func isRoot(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        name.count == 5 && name.elementsEqual("$root".utf8)
    }

    /// Where the first segment of `path` starts that is not a group `previous` also starts with.
    /// Compared as bytes: this runs for every token of a system.
    private static func sharedGroups(_ path: Substring, _ previous: Substring) -> String.Index {
        var path = path
        var previous = previous
        let offset = path.withUTF8 { a in previous.withUTF8 { b in sharedLength(a, b) } }
        return path.utf8.index(path.startIndex, offsetBy: offset)
    }

    /// The length of the groups (up to and including a dot) that two paths' bytes begin with.
    private static func sharedLength(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        var start = 0
        var index = 0
        let limit = min(a.count, b.count)
        while index < limit, a[index] == b[index] {
            // A segment ending in a dot that both share is a shared group.
            if a[index] == UInt8(ascii: ".") { start = index + 1 }
            index += 1
        }
        return start
    }

    /// Each segment of `path` from `first` on but `$root`, with the path up to and including it.
    private static func forEachName(in path: Substring, from first: String.Index, _ body: (Substring, Substring) -> Void) {
        let utf8 = path.utf8
        var start = first
        while start < path.endIndex {
            let end = utf8[start...].firstIndex(of: UInt8(ascii: ".")) ?? path.endIndex
            let name = path[start..<end]
            if !(name.utf8.count == 5 && name == "$root") { body(name, path[..<end]) }
            start = end < path.endIndex ? utf8.index(after: end) : end
        }
    }
}
