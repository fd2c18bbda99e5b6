import TesseraCore
import TesseraLint
import TesseraRules

/// What one `tessera lint` found, for the reporters: JSON, SARIF, and the summary line (which
/// ends the text report and goes to standard error after the others).
struct LintReport {
    var systemName: String
    var folder: String
    var files: Int
    var rules: [any LintRule.Type]
    /// Every finding, sorted (none for the text reporter, which streams them: `LintCommand.streamText`).
    var diagnostics: [Diagnostic]
    var errorCount: Int
    var warningCount: Int

    init(
        systemName: String, folder: String, files: Int, rules: [any LintRule.Type], diagnostics: [Diagnostic],
        errors: Int = 0, warnings: Int = 0
    ) {
        self.systemName = systemName
        self.folder = folder
        self.files = files
        self.rules = rules
        self.diagnostics = diagnostics
        errorCount = errors + diagnostics.count { $0.severity == .error }
        warningCount = warnings + diagnostics.count { $0.severity == .warning }
    }

    var summaryLine: String {
        "\(systemName): \(Self.count(errorCount, "error")), \(Self.count(warningCount, "warning")) in \(Self.count(files, "file")) from \(Self.count(rules.count, "rule"))"
    }

    private static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }

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
