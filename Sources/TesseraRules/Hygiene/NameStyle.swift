/// The case styles of token names, and how to tell and convert them.
enum NameStyle: String, CaseIterable, Sendable {
    case camelCase, kebabCase = "kebab-case", snakeCase = "snake_case", pascalCase = "PascalCase"

    /// The style a name shows, or nil when it fits several (one lowercase word or a number).
    static func of(_ name: Substring) -> NameStyle? {
        let hasUpper = name.contains { $0.isUppercase }
        let hasDash = name.contains("-")
        let hasUnderscore = name.contains("_")
        switch (hasUpper, hasDash, hasUnderscore) {
        case (false, false, false): return nil
        case (false, true, false): return .kebabCase
        case (false, false, true): return .snakeCase
        case (true, false, false): return name.first?.isUppercase == true ? .pascalCase : .camelCase
        default: return nil
        }
    }

    /// The style most multi-word names use; ties go to the earlier case in `allCases`.
    static func majority(_ names: [Substring]) -> NameStyle? {
        var counts: [NameStyle: Int] = [:]
        var styles: [Substring: NameStyle?] = [:]
        for name in names {
            let style = styles[name] ?? of(name)
            styles[name] = style
            if let style { counts[style, default: 0] += 1 }
        }
        return allCases.filter { counts[$0] != nil }.max { counts[$0]! < counts[$1]! || (counts[$0]! == counts[$1]! && allCases.firstIndex(of: $0)! > allCases.firstIndex(of: $1)!) }
    }

    func accepts(_ name: Substring) -> Bool {
        let words = Self.words(name)
        return spell(words) == name
    }

    func spell(_ name: Substring) -> String { spell(Self.words(name)) }

    private func spell(_ words: [String]) -> String {
        switch self {
        case .camelCase: return words.enumerated().map { $0.offset == 0 ? $0.element : Self.capitalized($0.element) }.joined()
        case .pascalCase: return words.map(Self.capitalized).joined()
        case .kebabCase: return words.joined(separator: "-")
        case .snakeCase: return words.joined(separator: "_")
        }
    }

    /// Lowercase words, split at `-`, `_`, spaces and lower-to-upper steps; digits stay with the
    /// word before them (`gray500`, `h1`).
    static func words(_ name: Substring) -> [String] {
        var words: [String] = []
        var current = ""
        var previousWasLower = false
        for character in name {
            if character == "-" || character == "_" || character == " " {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousWasLower = false
                continue
            }
            if character.isUppercase, previousWasLower, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current += character.lowercased()
            previousWasLower = character.isLowercase || character.isNumber
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    private static func capitalized(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }
}
