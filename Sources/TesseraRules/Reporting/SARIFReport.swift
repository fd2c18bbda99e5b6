import TesseraCore

/// SARIF 2.1.0 (the OASIS static-analysis format code-scanning services read): one run of the
/// `tessera` driver, its rules with their summaries and default levels, and one result per
/// finding with its physical location and its notes as related locations.
public enum SARIFReport {
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    /// A rule as the driver lists it: its id, summary and default level (`error`, `warning`, `note`).
    public struct RuleDescriptor: Sendable {
        public var id: String
        public var summary: String
        public var level: String

        public init(id: String, summary: String, level: String) {
            self.id = id
            self.summary = summary
            self.level = level
        }
    }

    public static func render(_ reports: [CheckReport], rules: [any Rule.Type] = RuleRegistry.all) -> String {
        render(
            reports.flatMap(\.diagnostics),
            rules: rules.map { RuleDescriptor(id: $0.id, summary: $0.summary, level: level($0.defaultLevel)) })
    }

    /// Any tool's findings (`tessera lint`'s too) as one SARIF run of the `tessera` driver.
    public static func render(_ diagnostics: [Diagnostic], rules: [RuleDescriptor]) -> String {
        var driver = JSONObject()
        driver["name"] = string("tessera")
        driver["rules"] = JSONNode(.array(rules.map { rule in
            var descriptor = JSONObject()
            descriptor["id"] = string(rule.id)
            descriptor["shortDescription"] = message(rule.summary)
            var configuration = JSONObject()
            configuration["level"] = string(rule.level)
            descriptor["defaultConfiguration"] = JSONNode(.object(configuration))
            return JSONNode(.object(descriptor))
        }))
        var tool = JSONObject()
        tool["driver"] = JSONNode(.object(driver))
        var run = JSONObject()
        run["tool"] = JSONNode(.object(tool))
        run["results"] = JSONNode(.array(diagnostics.map(result)))
        var root = JSONObject()
        root["$schema"] = string(schema)
        root["version"] = string("2.1.0")
        root["runs"] = JSONNode(.array([JSONNode(.object(run))]))
        return String(decoding: JSONWriter.serialize(JSONNode(.object(root)), style: .pretty), as: UTF8.self)
    }

    private static func result(_ diagnostic: Diagnostic) -> JSONNode {
        var result = JSONObject()
        result["ruleId"] = string(diagnostic.code)
        result["level"] = string(diagnostic.severity.rawValue)
        var text = diagnostic.message
        // Notes without a place of their own (fix suggestions) belong to the message.
        for note in diagnostic.notes where note.location == nil { text += "\n" + note.message }
        result["message"] = message(text)
        if let location = diagnostic.location { result["locations"] = JSONNode(.array([physical(location)])) }
        let related = diagnostic.notes.enumerated().compactMap { index, note -> JSONNode? in
            guard let location = note.location else { return nil }
            guard case .object(var entry) = physical(location).value else { return nil }
            entry["id"] = JSONNode(.number(Double(index)))
            entry["message"] = message(note.message)
            return JSONNode(.object(entry))
        }
        if !related.isEmpty { result["relatedLocations"] = JSONNode(.array(related)) }
        return JSONNode(.object(result))
    }

    private static func physical(_ location: Diagnostic.Location) -> JSONNode {
        var artifact = JSONObject()
        artifact["uri"] = string(uri(location.file))
        var region = JSONObject()
        region["startLine"] = JSONNode(.number(Double(location.line)))
        region["startColumn"] = JSONNode(.number(Double(location.column)))
        var physical = JSONObject()
        physical["artifactLocation"] = JSONNode(.object(artifact))
        physical["region"] = JSONNode(.object(region))
        var wrapper = JSONObject()
        wrapper["physicalLocation"] = JSONNode(.object(physical))
        return JSONNode(.object(wrapper))
    }

    /// A relative URI reference: `./` dropped, each segment percent-encoded where URIs need it.
    static func uri(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/".utf8)
        var encoded = ""
        for byte in trimmed.utf8 {
            if allowed.contains(byte) {
                encoded.append(Character(Unicode.Scalar(byte)))
            } else {
                let hex = Array("0123456789ABCDEF")
                encoded += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 15)])
            }
        }
        return encoded
    }

    private static func level(_ level: RuleSettings.Level) -> String {
        switch level {
        case .error: "error"
        case .warning: "warning"
        case .note, .off: "note"
        }
    }

    private static func string(_ text: String) -> JSONNode { JSONNode(.string(text)) }

    private static func message(_ text: String) -> JSONNode {
        var object = JSONObject()
        object["text"] = JSONNode(.string(text))
        return JSONNode(.object(object))
    }
}
