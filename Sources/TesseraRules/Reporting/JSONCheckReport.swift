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
            object["findings"] = .init(.array(report.diagnostics.map(\.jsonNode)))
            return JSONNode(.object(object))
        }
        return String(decoding: JSONWriter.serialize(JSONNode(.array(systems)), style: .pretty), as: UTF8.self)
    }
}
