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
    static func out(_ text: String) { write(text, to: STDOUT_FILENO) }

    static func err(_ text: String) { write(text, to: STDERR_FILENO) }

    /// The text's bytes as they are, with no copy: `Data(text.utf8)` went byte by byte, 50 ms
    /// for a 15 MB report. A short write continues; an interrupted one is retried; a closed
    /// pipe ends the writing (there is no one left to tell).
    private static func write(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0, errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
    }
}
