import TesseraCore

/// `[{system, folder, tokens, permutations, usagePairs, errors, warnings, findings: [...]}]`, one
/// entry per system; each finding as the build's JSON reporter writes diagnostics.
public enum JSONCheckReport {
    public static func render(_ reports: [CheckReport]) -> String {
        let systems = reports.map { report -> JSONNode in
            var object = JSONObject()
            object["system"] = .init(.string(report.systemName))
            object["folder"] = .init(.string(report.folder))
            object["checked"] = .init(.bool(!report.failedToLoad))
            object["tokens"] = .init(.number(Double(report.tokenCount)))
            object["permutations"] = .init(.array(report.permutations.map { .init(.string($0)) }))
            object["usagePairs"] = .init(.number(Double(report.usageCount)))
            object["rules"] = .init(.array(report.rules.map { .init(.string($0)) }))
            object["errors"] = .init(.number(Double(report.errorCount)))
            object["warnings"] = .init(.number(Double(report.warningCount)))
            object["findings"] = .init(.array(report.diagnostics.map(DiagnosticJSON.node)))
            return JSONNode(.object(object))
        }
        return String(decoding: JSONWriter.serialize(JSONNode(.array(systems)), style: .pretty), as: UTF8.self)
    }
}

/// A diagnostic as JSON: severity, code, message, file/line/column, notes.
public enum DiagnosticJSON {
    public static func node(_ diagnostic: Diagnostic) -> JSONNode {
        var object = JSONObject()
        object["severity"] = .init(.string(diagnostic.severity.rawValue))
        object["code"] = .init(.string(diagnostic.code))
        object["message"] = .init(.string(diagnostic.message))
        add(diagnostic.location, to: &object)
        if !diagnostic.notes.isEmpty {
            object["notes"] = .init(.array(diagnostic.notes.map { note in
                var entry = JSONObject()
                entry["message"] = .init(.string(note.message))
                add(note.location, to: &entry)
                return JSONNode(.object(entry))
            }))
        }
        return JSONNode(.object(object))
    }

    private static func add(_ location: Diagnostic.Location?, to object: inout JSONObject) {
        guard let location else { return }
        object["file"] = .init(.string(location.file))
        object["line"] = .init(.number(Double(location.line)))
        object["column"] = .init(.number(Double(location.column)))
    }
}
