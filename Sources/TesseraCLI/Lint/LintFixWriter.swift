import Foundation
import TesseraCore

/// Writes a fixed Swift source in place of the original atomically: into a new file beside it
/// (same folder, so same file system), with the original's permissions, then renamed over it. A
/// symbolic link is never written through: the file it names is left as it is, with a warning.
enum LintFixWriter {
    /// Nil when written; otherwise the warning that says why not.
    static func replace(_ path: String, with bytes: [UInt8]) -> Diagnostic? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return failure(path, String(cString: strerror(errno))) }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            return Diagnostic(.warning, code: "lint-fix-not-written", message: "'\(path)' is a symbolic link or not a regular file; its fixes are not written")
        }
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let temporary = (folder.isEmpty ? "." : folder) + "/.\(name).tessera-fix-\(getpid())"
        unlink(temporary)
        let handle = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, status.st_mode & 0o7777)
        guard handle >= 0 else { return failure(path, String(cString: strerror(errno))) }
        let written = bytes.withUnsafeBytes { Foundation.write(handle, $0.baseAddress, $0.count) }
        let synced = fsync(handle) == 0
        close(handle)
        guard written == bytes.count, synced, rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            return failure(path, reason)
        }
        return nil
    }

    private static func failure(_ path: String, _ reason: String) -> Diagnostic {
        Diagnostic(.warning, code: "lint-fix-not-written", message: "cannot write the fixes of '\(path)': \(reason); the file is unchanged")
    }
}
