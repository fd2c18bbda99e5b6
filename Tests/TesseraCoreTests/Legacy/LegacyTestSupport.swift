@testable import TesseraCore

/// The outcome of normalising one `$value` snippet read from `legacy.json`.
struct NormalizedValue {
    var result: LegacyImport.Normalized
    var report: LegacyReport
    var log: DiagnosticLog

    /// The converted value as one-line JSON (numbers to 4 decimals), or "nil".
    var text: String { result.value?.compactText ?? "nil" }
    var errorCodes: [String] { log.all.filter { $0.severity == .error }.map(\.code) }
    var messages: [String] { log.all.map(\.message) }
    var extensionsText: String { JSONNode(.object(result.extensions)).compactText }

    /// The warnings the report turns into.
    var warnings: [Diagnostic] {
        var flushed = DiagnosticLog()
        report.flush(into: &flushed)
        return flushed.all
    }
}

func normalize(_ json: String, as type: TokenType, legacyName: String? = nil) throws -> NormalizedValue {
    let node = try JSONReader.read(SourceFile(path: "legacy.json", text: json))
    var report = LegacyReport()
    var log = DiagnosticLog()
    let result = LegacyImport.normalize(node, as: type, legacyName: legacyName, report: &report, log: &log)
    return NormalizedValue(result: result, report: report, log: log)
}
