/// Swift identifiers from token and group names.
///
/// A name is split into words at anything that is not a letter or digit and at lower-to-upper case
/// steps (`sun-yellow`, `sun_yellow` and `sunYellow` are all `sunYellow`); members are
/// lowerCamelCase, types UpperCamelCase. Letters of other scripts are kept (Swift allows them);
/// everything else (emoji, punctuation, spaces) separates words. A name that starts with a digit
/// gets a leading `_` (`2xl` → `_2xl`); a name with no letters or digits left is `token` (`Token`
/// for types). Keywords are wrapped in backticks; the few words that backticks cannot rescue as
/// member or type names (`init`, `self`, `Type`, …) get a trailing `_`.
enum SwiftNaming {
    static func member(_ name: some StringProtocol) -> String {
        escaped(camel(words(name), upperFirst: false, fallback: "token"))
    }

    static func type(_ name: some StringProtocol) -> String {
        escaped(camel(words(name), upperFirst: true, fallback: "Token"))
    }

    /// `member` without keyword escaping: for composing names (`prefix` + name).
    static func bareMember(_ name: some StringProtocol) -> String { camel(words(name), upperFirst: false, fallback: "token") }

    /// Joins a prefix and a name the way Swift APIs do: `opta` + `background` → `optaBackground`.
    static func member(prefix: String, _ name: some StringProtocol, suffix: String = "") -> String {
        let all = words(prefix) + words(name) + words(suffix)
        return escaped(camel(all, upperFirst: false, fallback: "token"))
    }

    static func words(_ name: some StringProtocol) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in name {
            guard isIdentifierCharacter(character) else {
                if !current.isEmpty { words.append(current); current = "" }
                previous = nil
                continue
            }
            if let previous, previous.isLowercase || previous.isNumber, character.isUppercase, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    private static func camel(_ words: [String], upperFirst: Bool, fallback: String) -> String {
        guard !words.isEmpty else { return fallback }
        var result = ""
        for (offset, word) in words.enumerated() {
            if offset == 0 && !upperFirst {
                // Keep an all-caps first word lower (`URL` → `url`), otherwise lower its first letter.
                result += word.allSatisfy({ !$0.isLowercase }) ? word.lowercased() : lowerFirst(word)
            } else {
                result += upperFirstLetter(word)
            }
        }
        if let first = result.first, first.isNumber { result = "_" + result }
        return result
    }

    private static func lowerFirst(_ word: String) -> String { word.prefix(1).lowercased() + word.dropFirst() }
    private static func upperFirstLetter(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }

    /// ASCII letters and digits, and letters and digits of other scripts that Swift accepts in
    /// identifiers; combining marks and emoji are left out, so the result always lexes.
    static func isIdentifierCharacter(_ character: Character) -> Bool {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else { return false }
        if scalar.isASCII {
            return (scalar.value >= 0x30 && scalar.value <= 0x39) || (scalar.value | 0x20 >= 0x61 && scalar.value | 0x20 <= 0x7A)
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .otherLetter, .decimalNumber:
            // Swift's identifier grammar admits these from U+00C0 on (below are symbols like ª and º
            // that are letters in Unicode but not identifier characters in Swift 6).
            return scalar.value >= 0xC0 && scalar.value != 0xD7 && scalar.value != 0xF7
        default:
            return false
        }
    }

    private static func escaped(_ identifier: String) -> String {
        if unrescuable.contains(identifier) { return identifier + "_" }
        if keywords.contains(identifier) { return "`\(identifier)`" }
        return identifier
    }

    /// Names that even backticks do not make usable as a member or nested type.
    static let unrescuable: Set<String> = ["init", "deinit", "self", "Self", "Type", "Protocol", "subscript", "_"]

    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package", "precedencegroup",
        "private", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break",
        "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in",
        "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil",
        "self", "Self", "super", "throws", "true", "try", "_", "associativity", "convenience", "dynamic", "didSet",
        "final", "get", "infix", "indirect", "lazy", "left", "mutating", "none", "nonmutating", "optional",
        "override", "postfix", "precedence", "prefix", "required", "right", "set", "some", "Type", "unowned",
        "weak", "willSet", "any", "macro", "each", "discard", "then",
    ]
}

/// `SwiftNaming` results by name, for a tree where the same names (`t0`, `primary`) recur in every
/// group: the conversion walks grapheme clusters and Unicode properties, a lookup only hashes
/// bytes. Only ASCII names are cached: for others, equal bytes is not what `String` equality
/// means, and they are rare enough to convert each time.
struct SwiftNamingCache {
    private var members = Results()
    private var types = Results()

    mutating func member(_ name: Substring) -> String {
        guard Self.isASCII(name) else { return SwiftNaming.member(name) }
        return members.result(for: name) { SwiftNaming.member($0) }
    }

    mutating func type(_ name: Substring) -> String {
        guard Self.isASCII(name) else { return SwiftNaming.type(name) }
        return types.result(for: name) { SwiftNaming.type($0) }
    }

    static func isASCII(_ text: some StringProtocol) -> Bool { text.utf8.allSatisfy { $0 < 0x80 } }

    private struct Results {
        var names = ByteSliceTable(expectedCount: 256, averageLength: 8)
        var results: [String] = []

        mutating func result(for name: Substring, convert: (Substring) -> String) -> String {
            if let known = names.owner(of: name) { return results[known] }
            let result = convert(name)
            _ = names.insert(name.utf8, owner: results.count)
            results.append(result)
            return result
        }
    }
}
