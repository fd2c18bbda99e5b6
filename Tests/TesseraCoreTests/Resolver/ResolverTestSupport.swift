import Foundation
import Testing
@testable import TesseraCore

/// Helpers for the resolver tests: parse snippets, load resolvers from memory, print trees compactly,
/// and locate `1️⃣` markers so tests can assert the exact line and column of a diagnostic.
enum ResolverTestSupport {
    static let marker = "1️⃣"

    static func object(_ text: String, path: String = "tokens.json", sourceLocation: SourceLocation = #_sourceLocation)
        -> JSONObject
    {
        do {
            guard let object = try JSONReader.read(SourceFile(path: path, text: text)).object else {
                Issue.record("not an object: \(text)", sourceLocation: sourceLocation)
                return JSONObject()
            }
            return object
        } catch {
            Issue.record("invalid test JSON: \(error.message)", sourceLocation: sourceLocation)
            return JSONObject()
        }
    }

    /// The resolver `text` (saved as `tokens.resolver.json`) with `files` beside it.
    static func load(_ text: String, files: [String: String] = [:]) -> (ResolverDocument?, DiagnosticLog) {
        var all = files
        all["tokens.resolver.json"] = text
        let loader = InMemorySourceLoader(all)
        var log = DiagnosticLog()
        guard let file = loader.file("tokens.resolver.json") else { return (nil, log) }
        let document = ResolverDocument.load(file, loader: loader, log: &log)
        return (document, log)
    }

    /// `text` without its `1️⃣` marker, and the marker's 1-based line and column.
    static func unmark(_ text: String) -> (text: String, line: Int, column: Int)? {
        guard let range = text.range(of: marker) else { return nil }
        let before = text[..<range.lowerBound]
        let line = before.count { $0 == "\n" } + 1
        let lineStart = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex
        let column = before[lineStart...].unicodeScalars.count + 1
        return (text.replacingCharacters(in: range, with: ""), line, column)
    }

    static func codes(_ log: DiagnosticLog) -> [String] { log.sorted.map(\.code) }

    /// One-line JSON with members in order, for comparing merged trees.
    static func compact(_ object: JSONObject) -> String {
        "{" + object.members.map { "\"\($0.key)\":\(compact($0.value))" }.joined(separator: ",") + "}"
    }

    static func compact(_ node: JSONNode) -> String {
        switch node.value {
        case .null: "null"
        case .bool(let bool): bool ? "true" : "false"
        case .number(let number):
            number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .string(let string): "\"\(string)\""
        case .array(let array): "[" + array.map(compact).joined(separator: ",") + "]"
        case .object(let object): compact(object)
        }
    }

    /// The node at a dotted path such as `color.primary.$value`.
    static func node(_ path: String, in object: JSONObject) -> JSONNode? {
        var current = JSONNode(.object(object))
        for segment in path.split(separator: ".") {
            guard let next = current.object?[String(segment)] else { return nil }
            current = next
        }
        return current
    }
}
