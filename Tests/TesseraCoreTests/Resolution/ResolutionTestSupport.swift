@testable import TesseraCore

/// Resolves one in-memory token file and returns the set with its sorted diagnostics.
func resolve(_ json: String, mode: ImportMode = .strict, file: String = "tokens.json") -> (set: ResolvedTokenSet, diagnostics: [Diagnostic]) {
    var log = DiagnosticLog()
    let source = SourceFile(path: file, text: json)
    guard let root = try? JSONReader.read(source), let object = root.object else {
        return (ResolvedTokenSet(tokens: []), [Diagnostic(.error, code: "unreadable", message: "fixture is not a JSON object")])
    }
    let set = TokenResolution.resolve(object, mode: mode, log: &log)
    return (set, log.sorted)
}

extension Array where Element == Diagnostic {
    var codes: [String] { map(\.code) }
    var errors: [Diagnostic] { filter { $0.severity == .error } }
}

func px(_ value: Double) -> String { "{\"value\": \(value), \"unit\": \"px\"}" }
