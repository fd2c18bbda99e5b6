import Foundation
import TesseraCore

/// Prints diagnostics sorted, in the chosen reporter's format.
enum Reporter: String, CaseIterable, Sendable {
    case text
    case json

    func render(_ diagnostics: [Diagnostic]) -> String {
        switch self {
        case .text:
            return diagnostics.map(\.description).joined(separator: "\n") + (diagnostics.isEmpty ? "" : "\n")
        case .json:
            let nodes = diagnostics.map(Self.jsonNode)
            return String(decoding: JSONWriter.serialize(JSONNode(.array(nodes)), style: .pretty), as: UTF8.self)
        }
    }

    private static func jsonNode(_ diagnostic: Diagnostic) -> JSONNode {
        var object = JSONObject()
        object["severity"] = JSONNode(.string(diagnostic.severity.rawValue))
        object["code"] = JSONNode(.string(diagnostic.code))
        object["message"] = JSONNode(.string(diagnostic.message))
        if let location = diagnostic.location {
            object["file"] = JSONNode(.string(location.file))
            object["line"] = JSONNode(.number(Double(location.line)))
            object["column"] = JSONNode(.number(Double(location.column)))
        }
        if !diagnostic.notes.isEmpty {
            object["notes"] = JSONNode(.array(diagnostic.notes.map { note in
                var entry = JSONObject()
                entry["message"] = JSONNode(.string(note.message))
                if let location = note.location {
                    entry["file"] = JSONNode(.string(location.file))
                    entry["line"] = JSONNode(.number(Double(location.line)))
                    entry["column"] = JSONNode(.number(Double(location.column)))
                }
                return JSONNode(.object(entry))
            }))
        }
        return JSONNode(.object(object))
    }
}

enum StandardStreams {
    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func err(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
