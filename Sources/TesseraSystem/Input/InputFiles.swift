import Foundation
import TesseraCore

/// Reads input files once each and turns unreadable ones into diagnostics.
package enum InputFiles {
    /// Refuses files past this size with a clear error rather than exhausting memory.
    package static let maximumBytes = 512 * 1024 * 1024

    package static func read(_ path: String, referencedAt position: SourcePosition? = nil, log: inout DiagnosticLog) -> SourceFile? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            emit(log: &log, "file-not-found", "cannot find '\(path)'", position)
            return nil
        }
        guard !isDirectory.boolValue else {
            emit(log: &log, "file-not-readable", "'\(path)' is a folder; name token files (or a glob such as \(path)/*.json)", position)
            return nil
        }
        if let kind = FileContents.specialKind(path) {
            emit(log: &log, "file-not-readable", "'\(path)' is \(kind), not a regular file; token files are read from regular files only", position)
            return nil
        }
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size > maximumBytes {
            emit(log: &log, "file-too-large", "'\(path)' is \(size / 1_048_576) MiB; token files over \(maximumBytes / 1_048_576) MiB are refused", position)
            return nil
        }
        guard let file = SourceFile.contents(ofFile: path) else {
            emit(log: &log, "file-not-readable", "cannot read '\(path)' (check its permissions)", position)
            return nil
        }
        return file
    }

    private static func emit(log: inout DiagnosticLog, _ code: String, _ message: String, _ position: SourcePosition?) {
        if let position {
            log.error(code, message, at: position)
        } else {
            log.emit(Diagnostic(.error, code: code, message: message))
        }
    }
}
