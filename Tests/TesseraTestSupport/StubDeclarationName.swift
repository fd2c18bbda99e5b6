import Foundation

/// The name Documentation/AppleAvailability.md gives a stub declaration the compiler's AST refers
/// to, e.g. `SwiftUI.(file).View extension.font@…/SwiftUI.swift:1432:29` → `SwiftUI.View.font(_:)`.
///
/// The AST prints a module, `(file)`, the enclosing types (`View extension` for a member added
/// by an extension) and the member, but drops the labels of a method whose only parameter is
/// unlabelled (`font`, not `font(_:)`). So when the reference carries the stub's source location,
/// the member's full name is read from the declaration there; and when the `///` comment above it
/// cites an Apple page with a disambiguating suffix (`…/system(size:weight:design:)-73a88`, for
/// overloads that share a name), the suffix is appended.
public enum StubDeclarationName {
    /// `printed` is the text of a `decl="…"` or `bind="…"` attribute, without the quotes.
    public static func key(forPrinted printed: String, source: (String) -> String?) -> String? {
        let (reference, location) = split(printed)
        guard let fileRange = reference.range(of: ".(file).") else { return nil }
        let module = reference[..<fileRange.lowerBound]
        var path = components(of: String(reference[fileRange.upperBound...]))
            .map { $0.hasSuffix(" extension") ? String($0.dropLast(" extension".count)) : $0 }
        guard !path.isEmpty else { return nil }
        var suffix = ""
        if let location, let text = source(location.file) {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            // A parameter list may run over several lines.
            let declaration = lines.dropFirst(location.line - 1).prefix(12).joined(separator: " ")
            if location.line - 1 < lines.count, let name = fullName(in: Substring(declaration), at: location.column) {
                path[path.count - 1] = name
                suffix = citedSuffix(above: location.line - 1, in: lines)
            }
        }
        return "\(module).\(path.joined(separator: "."))\(suffix)"
    }

    /// Splits `Module.(file).Path@/file.swift:12:5 [with …]` into the reference and its location.
    private static func split(_ printed: String) -> (String, (file: String, line: Int, column: Int)?) {
        guard let at = printed.firstIndex(of: "@") else { return (printed, nil) }
        let place = printed[printed.index(after: at)...].prefix { $0 != " " }.split(separator: ":")
        guard place.count >= 3, let line = Int(place[place.count - 2]), let column = Int(place[place.count - 1]) else {
            return (String(printed[..<at]), nil)
        }
        return (String(printed[..<at]), (place.dropLast(2).joined(separator: ":"), line, column))
    }

    /// `Font.Weight.bold` → [Font, Weight, bold]; dots inside a name's parentheses do not split.
    private static func components(of path: String) -> [String] {
        var parts: [String] = [], current = "", depth = 0
        for character in path {
            if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
            if character == ".", depth == 0, !current.isEmpty {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        return current.isEmpty ? parts : parts + [current]
    }

    /// The declared name at `column` (1-based) of `line`, with its argument labels when it is a
    /// function, initialiser or subscript: `system(size:weight:design:)`, `dark`, `Weight`.
    static func fullName(in line: Substring, at column: Int) -> String? {
        guard column - 1 < line.count else { return nil }
        var rest = line.dropFirst(column - 1)
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" }
        guard !name.isEmpty else { return nil }
        rest = rest.dropFirst(name.count)
        if name == "init", rest.first == "?" || rest.first == "!" { rest = rest.dropFirst() }
        if rest.first == "<" { rest = rest.dropFirst(balanced(rest, open: "<", close: ">")) }
        let plain = name.replacingOccurrences(of: "`", with: "")
        guard rest.first == "(" else { return plain }
        let parameters = rest.dropFirst().prefix(balanced(rest, open: "(", close: ")") - 2)
        let labels = topLevelParts(parameters).map { parameter -> String in
            let words = parameter.split(separator: ":", maxSplits: 1).first?.split(whereSeparator: \.isWhitespace) ?? []
            return String(words.first { !$0.hasPrefix("@") } ?? "_") + ":"
        }
        return plain + "(" + labels.joined() + ")"
    }

    /// The length of the bracketed group `text` starts with, brackets included.
    private static func balanced(_ text: Substring, open: Character, close: Character) -> Int {
        var depth = 0, previous: Character = " "
        for (offset, character) in text.enumerated() {
            if character == open { depth += 1 } else if character == close, previous != "-" { depth -= 1 }
            if depth == 0 { return offset + 1 }
            previous = character
        }
        return text.count
    }

    /// A parameter list split at its top-level commas (not those inside brackets or defaults).
    private static func topLevelParts(_ text: Substring) -> [Substring] {
        var parts: [Substring] = [], start = text.startIndex, depth = 0
        for index in text.indices {
            switch text[index] {
            case "(", "[", "<": depth += 1
            case ">" where index > text.startIndex && text[text.index(before: index)] == "-": break  // `->`
            case ")", "]", ">": depth -= 1
            case "," where depth == 0:
                parts.append(text[start..<index])
                start = text.index(after: index)
            default: break
            }
        }
        let last = text[start...]
        return last.allSatisfy(\.isWhitespace) ? parts : parts + [last]
    }

    /// `-73a88` when a `///` line right above the declaration cites a page whose last path
    /// component ends in such a suffix, else "".
    private static func citedSuffix(above index: Int, in lines: [Substring]) -> String {
        var index = index - 1
        while index >= 0, lines[index].drop(while: \.isWhitespace).hasPrefix("///") || lines[index].contains("@_") {
            if let match = lines[index].firstMatch(of: #/developer\.apple\.com/documentation/\S*\)(-[0-9a-z]{4,6})\b/#) {
                return String(match.output.1)
            }
            index -= 1
        }
        return ""
    }
}
