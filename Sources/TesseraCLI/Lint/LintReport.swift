import TesseraCore
import TesseraLint
import TesseraRules

/// What one `tessera lint` found, for the reporters: text (Xcode's `file:line:col: severity:
/// message [rule]` and a summary line), JSON and SARIF.
struct LintReport {
    var systemName: String
    var folder: String
    var files: Int
    var rules: [any LintRule.Type]
    /// Every finding, sorted; with `fileLines`, only those without a location.
    var diagnostics: [Diagnostic]
    /// For the text reporter: the lines of the located findings, file by file, already in report
    /// order after `diagnostics` (`LintTextPart`).
    var fileLines: [[UInt8]]
    var errorCount: Int
    var warningCount: Int

    init(
        systemName: String, folder: String, files: Int, rules: [any LintRule.Type], diagnostics: [Diagnostic],
        fileLines: [[UInt8]] = [], errors: Int = 0, warnings: Int = 0
    ) {
        self.systemName = systemName
        self.folder = folder
        self.files = files
        self.rules = rules
        self.diagnostics = diagnostics
        self.fileLines = fileLines
        errorCount = errors + diagnostics.count { $0.severity == .error }
        warningCount = warnings + diagnostics.count { $0.severity == .warning }
    }

    var summaryLine: String {
        "\(systemName): \(Self.count(errorCount, "error")), \(Self.count(warningCount, "warning")) in \(Self.count(files, "file")) from \(Self.count(rules.count, "rule"))"
    }

    private static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }

    /// The text report, handed to `write` in pieces of about a mebibyte: a write call per
    /// file's lines would be thousands of calls.
    func writeText(_ write: ([UInt8]) -> Void) {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(1 << 20)
        buffer.appendUTF8(Diagnostic.lines(diagnostics))
        for lines in fileLines {
            if buffer.count + lines.count > 1 << 20, !buffer.isEmpty {
                write(buffer)
                buffer.removeAll(keepingCapacity: true)
            }
            if lines.count >= 1 << 20 { write(lines) } else { buffer += lines }
        }
        buffer.appendUTF8(summaryLine + "\n")
        write(buffer)
    }

    /// `{system, folder, files, rules, errors, warnings, findings: [{severity, code, message, file, line, column, notes?}]}`.
    var json: String {
        var object = JSONObject()
        object["system"] = JSONNode(.string(systemName))
        object["folder"] = JSONNode(.string(folder))
        object["files"] = JSONNode(.number(Double(files)))
        object["rules"] = JSONNode(.array(rules.map { JSONNode(.string($0.id)) }))
        object["errors"] = JSONNode(.number(Double(errorCount)))
        object["warnings"] = JSONNode(.number(Double(warningCount)))
        object["findings"] = JSONNode(.array(diagnostics.map(\.jsonNode)))
        return String(decoding: JSONWriter.serialize(JSONNode(.object(object)), style: .pretty), as: UTF8.self)
    }

    var sarif: String {
        SARIFReport.render(diagnostics, rules: LintRuleRegistry.all.map { rule in
            SARIFReport.RuleDescriptor(id: rule.id, summary: rule.summary, level: rule.defaultSeverity.rawValue)
        })
    }
}
