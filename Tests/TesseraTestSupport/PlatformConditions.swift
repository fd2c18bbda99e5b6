import Foundation

/// Makes `#if` conditions that name an Apple OS answer as they would on a given platform.
///
/// On Linux `os(iOS)` and `targetEnvironment(macCatalyst)` are always false, and no flag can make
/// them true. `canImport(...)` needs no help: it follows which stub modules are on the include
/// path. So, before type-checking for a platform, each `os(X)` of an Apple OS (`iOS`, `macOS`,
/// `OSX`, `tvOS`, `watchOS`, `visionOS`) and each `targetEnvironment(macCatalyst)` on an `#if` or
/// `#elseif` line becomes `true` or `false` for that platform (Mac Catalyst: `os(iOS)` and
/// `targetEnvironment(macCatalyst)` are true; visionOS: `os(iOS)` is false). Everything else is
/// left as written: other conditions (`os(Linux)`, `arch(…)`, `swift(…)`, `canImport(…)`,
/// `targetEnvironment(simulator)`), other lines, and a line's `//` comment. Lines keep their
/// count and order, so diagnostics point at the right line. (A `#if` line inside a multi-line
/// string literal would be rewritten too; generated code has none.)
public enum PlatformConditions {
    public static func rewrite(_ source: String, for platform: ApplePlatform) -> String {
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for index in lines.indices where isConditionLine(lines[index]) {
            let line = lines[index]
            let commentStart = line.range(of: "//")?.lowerBound ?? line.endIndex
            lines[index] = rewriteCondition(String(line[..<commentStart]), for: platform) + line[commentStart...]
        }
        return lines.joined(separator: "\n")
    }

    /// `#if` or `#elseif` first on the line (after indentation), followed by a condition.
    static func isConditionLine(_ line: String) -> Bool {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        for directive in ["#if", "#elseif"] where trimmed.hasPrefix(directive) {
            let next = trimmed.dropFirst(directive.count).first
            if next == " " || next == "\t" || next == "(" || next == "!" { return true }
        }
        return false
    }

    // A computed property: `Regex` is not `Sendable`, so it cannot be a stored static.
    private static var condition: Regex<(Substring, name: Substring, argument: Substring)> {
        #/(?<name>os|targetEnvironment)\s*\(\s*(?<argument>\w+)\s*\)/#
    }

    private static func rewriteCondition(_ text: String, for platform: ApplePlatform) -> String {
        text.replacing(condition) { match in
            let argument = String(match.output.argument)
            let value: Bool? =
                match.output.name == "os"
                ? platform.os(argument)
                : argument == "macCatalyst" ? platform == .macCatalyst : nil
            guard let value, !isPartOfLongerName(match.range.lowerBound, in: text) else {
                return String(text[match.range])
            }
            return value ? "true" : "false"
        }
    }

    /// Whether the match continues an identifier (`myos(iOS)` is not `os(iOS)`).
    private static func isPartOfLongerName(_ start: String.Index, in text: String) -> Bool {
        guard start > text.startIndex else { return false }
        let previous = text[text.index(before: start)]
        return previous.isLetter || previous.isNumber || previous == "_"
    }
}
