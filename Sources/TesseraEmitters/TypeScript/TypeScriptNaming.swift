import TesseraCore

/// JavaScript identifiers from token, group and context names, so every token is reached with
/// plain dots (`tokens.color.sunYellow`), never with brackets.
///
/// A name is split into words at anything that is not an ASCII letter or digit and at
/// lower-to-upper case steps (`sun-yellow`, `sun_yellow` and `sunYellow` are all `sunYellow`), then
/// joined in lowerCamelCase. Letters and digits of other scripts are spelled as `u` and their
/// code point in hex (`café` → `cafu00E9`), because TypeScript's and engines' Unicode tables differ
/// by version and an ASCII identifier is valid in all of them; emoji and punctuation separate
/// words. A name that starts with a digit gets a leading `_` (`500` → `_500`); a name with nothing
/// left is `token`. Reserved words are valid property names, so only top-level bindings avoid them.
enum TypeScriptNaming {
    static func identifier(_ name: some StringProtocol) -> String {
        if isPlain(name) { return String(name) }
        if let identifier = name.utf8.withContiguousStorageIfAvailable(asciiIdentifier), let identifier { return identifier }
        let words = words(name)
        guard !words.isEmpty else { return "token" }
        var result = ""
        for (offset, word) in words.enumerated() {
            if offset == 0 {
                result += word.allSatisfy({ !$0.isLowercase }) ? word.lowercased() : lowerFirst(word)
            } else {
                result += upperFirst(word)
            }
        }
        if let first = result.unicodeScalars.first, ("0"..."9").contains(first) { result = "_" + result }
        return result
    }

    /// `[a-z][A-Za-z0-9]*`, which is its own identifier: its first word starts in lower case, each
    /// later word at an upper-case letter, so splitting and joining them changes nothing.
    private static func isPlain(_ name: some StringProtocol) -> Bool {
        var utf8 = name.utf8.makeIterator()
        guard let first = utf8.next(), first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return false }
        while let byte = utf8.next() {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                continue
            default:
                return false
            }
        }
        return true
    }

    /// A top-level binding (`export const …`): an identifier that is not a reserved word.
    static func binding(_ name: some StringProtocol) -> String {
        let plain = identifier(name)
        return reservedWords.contains(plain) ? plain + "_" : plain
    }

    private static func words(_ name: some StringProtocol) -> [String] {
        var words: [String] = []
        var current = ""
        var previousLowerOrDigit = false
        for scalar in name.unicodeScalars {
            if scalar.isASCII {
                let isUpper = ("A"..."Z").contains(scalar)
                let isLower = ("a"..."z").contains(scalar)
                let isDigit = ("0"..."9").contains(scalar)
                guard isUpper || isLower || isDigit else {
                    if !current.isEmpty { words.append(current); current = "" }
                    previousLowerOrDigit = false
                    continue
                }
                if isUpper, previousLowerOrDigit, !current.isEmpty { words.append(current); current = "" }
                current.unicodeScalars.append(scalar)
                previousLowerOrDigit = isLower || isDigit
            } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                current += "u" + hex(scalar.value)
                previousLowerOrDigit = true
            } else {
                if !current.isEmpty { words.append(current); current = "" }
                previousLowerOrDigit = false
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// At least four uppercase hex digits.
    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private static func lowerFirst(_ word: String) -> String { word.prefix(1).lowercased() + word.dropFirst() }
    private static func upperFirst(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }

    /// ECMAScript reserved words, strict-mode and module ones, and TypeScript's type keywords.
    static let reservedWords: Set<String> = [
        "await", "break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do",
        "else", "enum", "export", "extends", "false", "finally", "for", "function", "if", "implements", "import",
        "in", "instanceof", "interface", "let", "new", "null", "package", "private", "protected", "public",
        "return", "static", "super", "switch", "this", "throw", "true", "try", "typeof", "var", "void", "while",
        "with", "yield", "arguments", "eval", "undefined", "NaN", "Infinity", "any", "boolean", "never", "number",
        "object", "string", "symbol", "unknown", "bigint", "type", "declare", "namespace", "module", "as",
    ]
}

/// Hands out unique identifiers within one object: the first claimant keeps the plain name, later
/// ones get `2`, `3`, …, each renaming a warning `ts-name-collision` naming both owners. An owner
/// is described only for that warning, so a member is claimed by number and named on demand.
struct TypeScriptNameScope {
    enum Owner {
        case text(String)
        /// A member of the object, described by the `describe` given to `claim`.
        case member(Int)
    }

    private var owners: [String: Owner] = [:]
    let scopeName: String

    /// `capacity`: how many names will be claimed, so the table is sized once.
    init(_ scopeName: String, reserved: [String: String] = [:], capacity: Int = 0) {
        self.scopeName = scopeName
        owners.reserveCapacity(reserved.count + capacity)
        for (name, owner) in reserved { owners[name] = .text(owner) }
    }

    mutating func claim(
        _ identifier: String, owner: Owner, describe: (Int) -> String = { _ in "" },
        at position: @autoclosure () -> SourcePosition?, log: inout DiagnosticLog
    ) -> String {
        guard let existing = owners.updateValue(owner, forKey: identifier) else { return identifier }
        owners[identifier] = existing
        var number = 2
        while owners["\(identifier)\(number)"] != nil { number += 1 }
        let renamed = "\(identifier)\(number)"
        owners[renamed] = owner
        func text(_ owner: Owner) -> String {
            switch owner {
            case .text(let text): text
            case .member(let member): describe(member)
            }
        }
        log.warning(
            "ts-name-collision",
            "\(text(owner)) and \(text(existing)) both become '\(identifier)' in \(scopeName) of the ts output; \(text(owner)) is named '\(renamed)' instead (rename one of them)",
            at: position())
        return renamed
    }
}
