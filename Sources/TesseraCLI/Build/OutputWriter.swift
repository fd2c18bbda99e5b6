import Foundation
import TesseraCore
import TesseraEmitters

/// Writes a build's files all-or-nothing: every file goes to a temporary sibling first, and only
/// when all were written are they renamed into place (a rename is atomic on one file system). On
/// any failure the temporaries are removed, so no half-written output is ever left behind.
enum OutputWriter {
    static func write(_ files: [OutputFile], to directory: String, log: inout DiagnosticLog) -> Bool {
        let manager = FileManager.default
        var staged: [(temporary: String, final: String)] = []
        func rollBack() {
            for entry in staged { try? manager.removeItem(atPath: entry.temporary) }
        }
        // Renames are the last step and cannot be undone, so anything that would make one fail is
        // found before the first byte is written.
        for file in files {
            let final = (directory as NSString).appendingPathComponent(file.path)
            var isDirectory: ObjCBool = false
            if manager.fileExists(atPath: final, isDirectory: &isDirectory), isDirectory.boolValue {
                log.emit(Diagnostic(.error, code: "output-not-writable", message: "cannot write '\(final)': a folder is in the way; nothing was written"))
                return false
            }
        }
        for file in files {
            let final = (directory as NSString).appendingPathComponent(file.path)
            let folder = (final as NSString).deletingLastPathComponent
            let temporary = (folder as NSString).appendingPathComponent(".\((final as NSString).lastPathComponent).tessera-tmp")
            do {
                try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
                try Data(file.contents).write(to: URL(fileURLWithPath: temporary))
                staged.append((temporary, final))
            } catch {
                rollBack()
                log.emit(Diagnostic(.error, code: "output-not-writable", message: "cannot write '\(final)': \(reason(error)); nothing was written"))
                return false
            }
        }
        for (index, entry) in staged.enumerated() {
            if rename(entry.temporary, entry.final) != 0 {
                let message = String(cString: strerror(errno))
                for pending in staged[index...] { try? manager.removeItem(atPath: pending.temporary) }
                log.emit(Diagnostic(.error, code: "output-not-writable", message: "cannot move '\(entry.final)' into place: \(message)"))
                return false
            }
        }
        return true
    }

    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return nsError.localizedDescription
    }
}
