extension Diagnostic {
    /// `{severity, code, message, file?, line?, column?, notes?}`: the diagnostic as every JSON
    /// reporter writes it (`tessera build --reporter json`, `tessera check --reporter json`).
    public var jsonNode: JSONNode {
        var object = JSONObject()
        object["severity"] = JSONNode(.string(severity.rawValue))
        object["code"] = JSONNode(.string(code))
        object["message"] = JSONNode(.string(message))
        Self.add(location, to: &object)
        if !notes.isEmpty {
            object["notes"] = JSONNode(.array(notes.map { note in
                var entry = JSONObject()
                entry["message"] = JSONNode(.string(note.message))
                Self.add(note.location, to: &entry)
                return JSONNode(.object(entry))
            }))
        }
        return JSONNode(.object(object))
    }

    private static func add(_ location: Location?, to object: inout JSONObject) {
        guard let location else { return }
        object["file"] = JSONNode(.string(location.file))
        object["line"] = JSONNode(.number(Double(location.line)))
        object["column"] = JSONNode(.number(Double(location.column)))
    }
}
