import TesseraCore

/// The outcome of parsing one `$value` snippet, with the diagnostics it produced.
struct ParsedValue {
    var value: TokenValue?
    var log: DiagnosticLog

    var errors: [Diagnostic] { log.all.filter { $0.severity == .error } }
    var warnings: [Diagnostic] { log.all.filter { $0.severity == .warning } }
    var codes: [String] { log.all.map(\.code) }
    var messages: [String] { log.all.map(\.message) }
    /// `line:column` of every diagnostic, for position checks.
    var lineColumns: [String] { log.all.map { $0.location.map { "\($0.line):\($0.column)" } ?? "-" } }
}

/// Reads `json` as the value of a token in `value.json` and validates it as `type`.
func parseValue(_ json: String, as type: TokenType) throws -> ParsedValue {
    let node = try JSONReader.read(SourceFile(path: "value.json", text: json))
    var log = DiagnosticLog()
    let value = ValueParser.parse(node, as: type, log: &log)
    return ParsedValue(value: value, log: log)
}

/// A valid value of each composite's parts, to build larger snippets from.
enum Snippet {
    static let red = #"{"colorSpace": "srgb", "components": [1, 0, 0]}"#
    static let black = #"{"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.5}"#
    static func px(_ value: Double) -> String { #"{"value": \#(value), "unit": "px"}"# }
    static func ms(_ value: Double) -> String { #"{"value": \#(value), "unit": "ms"}"# }
    static func shadow(x: String = px(0), spread: String = px(0), extra: String = "") -> String {
        #"{"color": \#(black), "offsetX": \#(x), "offsetY": \#(px(2)), "blur": \#(px(4)), "spread": \#(spread)\#(extra)}"#
    }
}
