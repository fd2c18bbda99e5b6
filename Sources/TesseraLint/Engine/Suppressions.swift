import Foundation
import SwiftSyntax
import TesseraCore

/// The suppression comments of one file: `// tessera:disable-next-line rule-id — reason` silences
/// the rules named for the line below the comment; `// tessera:disable rule-id — reason` silences
/// them for the whole file. Several ids are separated by commas. Comments only: the same text in
/// a string literal does nothing.
struct Suppressions {
    private var wholeFile = Set<String>()
    /// Line → rule ids silenced on it.
    private var lines: [Int: Set<String>] = [:]
    /// Problems with the comments themselves (an unknown rule id).
    private(set) var diagnostics: [Diagnostic] = []

    static let prefix = "tessera:"

    init() {}

    init(tree: SourceFileSyntax, file: SourceFile, knownRules: Set<String>) {
        // Most files have none: a byte search is cheaper than visiting every token's trivia.
        guard Self.mentionsPrefix(file.bytes) else { return }
        for token in tree.tokens(viewMode: .sourceAccurate) {
            var offset = token.position.utf8Offset
            for piece in token.leadingTrivia {
                read(piece, at: offset, file: file, knownRules: knownRules)
                offset += piece.sourceLength.utf8Length
            }
            offset = token.endPositionBeforeTrailingTrivia.utf8Offset
            for piece in token.trailingTrivia {
                read(piece, at: offset, file: file, knownRules: knownRules)
                offset += piece.sourceLength.utf8Length
            }
        }
    }

    /// Whether no finding is silenced.
    var isEmpty: Bool { wholeFile.isEmpty && lines.isEmpty }

    func silences(_ diagnostic: Diagnostic) -> Bool {
        if wholeFile.contains(diagnostic.code) { return true }
        guard let line = diagnostic.location?.line else { return false }
        return lines[line]?.contains(diagnostic.code) ?? false
    }

    private mutating func read(_ piece: TriviaPiece, at offset: Int, file: SourceFile, knownRules: Set<String>) {
        let text: String
        switch piece {
        case .lineComment(let comment): text = String(comment.dropFirst(2))
        case .blockComment(let comment): text = String(comment.dropFirst(2).dropLast(2))
        default: return
        }
        let trimmed = text.drop { $0 == " " || $0 == "\t" }
        guard trimmed.hasPrefix(Self.prefix) else { return }
        guard let directive = Directive(trimmed.dropFirst(Self.prefix.count)) else {
            diagnostics.append(Diagnostic(
                .warning, code: "lint-invalid-suppression",
                message: "'\(trimmed.prefix(60))' is no suppression; write '// tessera:disable-next-line rule-id — reason' or '// tessera:disable rule-id — reason'",
                location: file.location(ofOffset: offset)))
            return
        }
        let location = file.location(ofOffset: offset)
        for id in directive.rules where !knownRules.contains(id) {
            diagnostics.append(Diagnostic(
                .warning, code: "lint-unknown-rule",
                message: "the suppression names '\(id)', which is no lint rule; see Documentation/Lint.md",
                location: location))
        }
        if directive.nextLine {
            lines[location.line + 1, default: []].formUnion(directive.rules)
        } else {
            wholeFile.formUnion(directive.rules)
        }
    }

    static func mentionsPrefix(_ bytes: [UInt8]) -> Bool {
        let needle = Array(prefix.utf8)
        guard let last = needle.last, bytes.count >= needle.count else { return false }
        // Looks for the prefix's colon, rarer in Swift than its first letter, and compares back from it.
        return bytes.withUnsafeBufferPointer { buffer in
            var index = needle.count - 1
            while index < buffer.count {
                if buffer[index] == last, buffer[(index + 1 - needle.count)...index].elementsEqual(needle) { return true }
                index += 1
            }
            return false
        }
    }

    /// `disable-next-line a, b — reason` or `disable a`.
    private struct Directive {
        var nextLine: Bool
        var rules: [String]

        init?(_ text: Substring) {
            var rest: Substring
            if text.hasPrefix("disable-next-line") {
                nextLine = true
                rest = text.dropFirst("disable-next-line".count)
            } else if text.hasPrefix("disable") {
                nextLine = false
                rest = text.dropFirst("disable".count)
            } else {
                return nil
            }
            guard rest.first == " " || rest.first == "\t" else { return nil }
            // The reason follows an em dash, `--` or ` - `.
            for separator in ["—", "--", " - "] {
                if let range = rest.range(of: separator) { rest = rest[..<range.lowerBound] }
            }
            rules = rest.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" }).map(String.init)
            guard !rules.isEmpty else { return nil }
        }
    }
}
