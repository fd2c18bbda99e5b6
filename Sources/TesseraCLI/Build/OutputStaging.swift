import Foundation
import TesseraCore
import TesseraEmitters

/// A build's files written to temporary siblings of their final paths, to be renamed into place
/// together (`commit`) or removed (`rollBack`). An output's files are staged as soon as the output
/// is emitted, while the other outputs are still running, on the output's own thread instead of
/// after all of them; a streamed document is produced straight into its temporary file.
final class OutputStaging: @unchecked Sendable {
    let directory: String
    private let lock = NSLock()
    /// Temporary paths by the file's path in the build.
    private var staged: [String: String] = [:]
    /// Folders staging created, so a roll-back leaves no empty output folder behind.
    private var createdFolders: [String] = []
    /// Folders known to exist, so the files of one folder (an asset catalog's thousands) do not
    /// each look the folder up again.
    private var readyFolders: Set<String> = []
    /// The first failure while staging in the background, reported by `OutputWriter`.
    private(set) var failure: Diagnostic?

    init(directory: String) { self.directory = directory }

    func finalPath(of file: OutputFile) -> String { (directory as NSString).appendingPathComponent(file.path) }

    func isStaged(_ file: OutputFile) -> Bool { lock.withLock { staged[file.path] != nil } }

    /// Why `file` cannot be written at all (a folder stands at its path), checked before any byte
    /// is written, since renames are the last step and cannot be undone.
    func obstruction(of file: OutputFile) -> Diagnostic? {
        let final = finalPath(of: file)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: final, isDirectory: &isDirectory), isDirectory.boolValue else { return nil }
        return Diagnostic(.error, code: "output-not-writable", message: "cannot write '\(final)': a folder is in the way; nothing was written")
    }

    /// Writes `file` to its temporary sibling; the diagnostic when that failed. `checked`: the
    /// caller already looked for an `obstruction`.
    @discardableResult
    func stage(_ file: OutputFile, checked: Bool = false) -> Diagnostic? {
        if !checked, let obstruction = obstruction(of: file) { return recordFailure(obstruction) }
        let final = finalPath(of: file)
        let folder = (final as NSString).deletingLastPathComponent
        let temporary = (folder as NSString).appendingPathComponent(".\((final as NSString).lastPathComponent).tessera-tmp")
        do {
            try prepare(folder)
            try Self.write(file, to: temporary)
        } catch let error as PlantedLink {
            return recordFailure(Diagnostic(
                .error, code: "output-not-writable",
                message: "cannot write '\(final)': '\(error.path)' is a link, which the build did not make and does not follow out of the output folder; remove it; nothing was written"))
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            let why = OutputWriter.obstacle(above: folder) ?? OutputWriter.reason(error)
            return recordFailure(Diagnostic(.error, code: "output-not-writable", message: "cannot write '\(final)': \(why); nothing was written"))
        }
        lock.withLock { staged[file.path] = temporary }
        return nil
    }

    /// Renames the files into place in order; the diagnostic when a rename failed (the files not
    /// yet renamed are removed).
    func commit(_ files: [OutputFile]) -> Diagnostic? {
        for file in files {
            guard let temporary = lock.withLock({ staged.removeValue(forKey: file.path) }) else { continue }
            if rename(temporary, finalPath(of: file)) != 0 {
                let message = String(cString: strerror(errno))
                try? FileManager.default.removeItem(atPath: temporary)
                rollBack()
                return Diagnostic(.error, code: "output-not-writable", message: "cannot move '\(finalPath(of: file))' into place: \(message)")
            }
        }
        return nil
    }

    /// Removes every temporary file not yet renamed, then the folders staging created that are
    /// left empty (deepest first; `rmdir` keeps any folder that holds something).
    func rollBack() {
        let (temporaries, folders) = lock.withLock {
            defer {
                staged.removeAll()
                createdFolders.removeAll()
                readyFolders.removeAll()
            }
            return (Array(staged.values), createdFolders)
        }
        for temporary in temporaries { try? FileManager.default.removeItem(atPath: temporary) }
        for folder in folders.sorted(by: { $0.count > $1.count }) { rmdir(folder) }
    }

    /// Creates `folder` (and its ancestors) unless it exists; a file in the way fails the write
    /// that follows, whose error names it.
    private func prepare(_ folder: String) throws {
        if lock.withLock({ readyFolders.contains(folder) }) { return }
        if let link = Self.link(below: directory, upTo: folder) { throw PlantedLink(path: link) }
        let missing = Self.missingFolders(upTo: folder)
        if !missing.isEmpty { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        lock.withLock {
            createdFolders += missing
            readyFolders.insert(folder)
        }
    }

    /// The first symbolic link on the way from the output folder (which may itself be one the user
    /// made) down to `folder`: a link planted inside the output would take writes elsewhere.
    static func link(below directory: String, upTo folder: String) -> String? {
        // Compared as written (both come from `directory`): standardising would resolve the links.
        let base = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        let target = folder
        guard target.hasPrefix(base + "/") else { return nil }
        var path = base
        for component in target.dropFirst(base.count + 1).split(separator: "/") {
            path += "/" + component
            var status = stat()
            guard lstat(path, &status) == 0 else { return nil }  // missing: created below, as a folder
            if status.st_mode & S_IFMT == S_IFLNK { return path }
        }
        return nil
    }

    struct PlantedLink: Error { var path: String }

    /// `folder` and its ancestors that do not exist yet, innermost first.
    private static func missingFolders(upTo folder: String) -> [String] {
        var missing: [String] = []
        var path = folder
        while !path.isEmpty, path != "/", !FileManager.default.fileExists(atPath: path) {
            missing.append(path)
            path = (path as NSString).deletingLastPathComponent
        }
        return missing
    }

    private func recordFailure(_ diagnostic: Diagnostic) -> Diagnostic {
        lock.withLock { if failure == nil { failure = diagnostic } }
        return diagnostic
    }

    /// Writes the bytes as the output hands them over: straight from its buffer, or piece by
    /// piece as a streamed output produces them (no copy of a 20 MB document is ever made).
    private static func write(_ file: OutputFile, to path: String) throws {
        // Created afresh and exclusively, never through a link: a link planted at the staging path
        // (or one a killed build left) is removed, not followed, and one planted again in between
        // makes the open fail instead of writing through it.
        if unlink(path) != 0, errno != ENOENT { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        guard let handle = fdopen(descriptor, "wb") else {
            close(descriptor)
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        var failure: Int32 = 0
        file.write { piece in
            guard failure == 0, let base = piece.baseAddress, piece.count > 0 else { return }
            if fwrite(base, 1, piece.count, handle) != piece.count { failure = errno == 0 ? EIO : errno }
        }
        if fclose(handle) != 0, failure == 0 { failure = errno == 0 ? EIO : errno }
        guard failure == 0 else { throw POSIXError(POSIXErrorCode(rawValue: failure) ?? .EIO) }
    }
}
