import Foundation
import TesseraCore
import TesseraEmitters

/// Writes a build's files all-or-nothing: every file goes to a temporary sibling first, and only
/// when all were written are they renamed into place (a rename is atomic on one file system). On
/// any failure the temporaries are removed, so no half-written output is ever left behind.
/// Then, in folders an output owns entirely (`OutputFile.ownedFolder`), files this build did not
/// write are removed (see `OutputWriter+Stale.swift`).
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
                try write(file, to: temporary)
                staged.append((temporary, final))
            } catch {
                rollBack()
                let why = obstacle(above: folder) ?? reason(error)
                log.emit(Diagnostic(.error, code: "output-not-writable", message: "cannot write '\(final)': \(why); nothing was written"))
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
        removeStaleFiles(besides: files, in: directory, log: &log)
        return true
    }

    /// "'x' is a file, not a folder" when a file stands where the output folder should be.
    private static func obstacle(above folder: String) -> String? {
        var path = folder
        while !path.isEmpty, path != "/" {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
                return isDirectory.boolValue ? nil : "'\(path)' is a file, not a folder"
            }
            path = (path as NSString).deletingLastPathComponent
        }
        return nil
    }

    static func reason(_ error: any Error) -> String {
        if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return nsError.localizedDescription
    }

    /// Writes the bytes as the output hands them over: straight from its buffer, or piece by
    /// piece as a streamed output produces them (no copy of a 20 MB document is ever made).
    private static func write(_ file: OutputFile, to path: String) throws {
        guard let handle = fopen(path, "wb") else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        var failure: Int32 = 0
        file.write { piece in
            guard failure == 0, let base = piece.baseAddress, piece.count > 0 else { return }
            if fwrite(base, 1, piece.count, handle) != piece.count { failure = errno == 0 ? EIO : errno }
        }
        if fclose(handle) != 0, failure == 0 { failure = errno == 0 ? EIO : errno }
        guard failure == 0 else { throw POSIXError(POSIXErrorCode(rawValue: failure) ?? .EIO) }
    }
}
