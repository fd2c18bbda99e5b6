import Foundation
import TesseraCore

/// Prints diagnostics sorted, in the chosen reporter's format.
enum Reporter: String, CaseIterable, Sendable {
    case text
    case json

    func render(_ diagnostics: [Diagnostic]) -> String {
        switch self {
        case .text:
            return Diagnostic.lines(diagnostics)
        case .json:
            let nodes = diagnostics.map(\.jsonNode)
            return String(decoding: JSONWriter.serialize(JSONNode(.array(nodes)), style: .pretty), as: UTF8.self)
        }
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
