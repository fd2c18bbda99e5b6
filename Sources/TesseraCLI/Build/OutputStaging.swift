import Foundation
import TesseraCore
import TesseraEmitters

/// A build's files written into the output folder's staging folder (`StagingFolder`), to be
/// renamed into place together (`commit`) or removed (`rollBack`). An output's files are staged as
/// soon as the output is emitted, while the other outputs are still running, on the output's own
/// thread instead of after all of them; a streamed document is produced straight into its file.
final class OutputStaging: @unchecked Sendable {
    let directory: String
    private let lock = NSLock()
    private var began = false
    private var folder: StagingFolder?
    private var nextName = 0
    /// Staged names by the file's path in the build.
    private var staged: [String: String] = [:]
    /// Folders staging created, so a roll-back leaves no empty output folder behind.
    private var createdFolders: [String] = []
    /// Folders known to exist, so the files of one folder (an asset catalog's thousands) do not
    /// each look the folder up again.
    private var readyFolders: Set<String> = []
    /// The first failure while staging in the background, reported by `OutputWriter`.
    private(set) var failure: Diagnostic?

    init(directory: String) { self.directory = directory }

    func finalPath(of file: OutputFile) -> String { finalPath(file.path) }

    private func finalPath(_ path: String) -> String { (directory as NSString).appendingPathComponent(path) }

    func isStaged(_ file: OutputFile) -> Bool { lock.withLock { staged[file.path] != nil } }

    /// Takes the output folder's staging folder (waiting for another build into the same folder
    /// to finish), after finishing the renames of a build that was killed while making them and
    /// removing the files of one killed before. Called before the build, so that even a build
    /// that fails leaves the folder whole; `stage` calls it otherwise.
    func begin() -> [Diagnostic] {
        lock.withLock {
            guard !began else { return [] }
            began = true
            do {
                let missing = Self.missingFolders(upTo: directory)
                if !missing.isEmpty { try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true) }
                createdFolders += missing
                let folder = try StagingFolder(output: directory)
                self.folder = folder
                let notes = folder.interruptedRenames().map { finish($0, from: folder) } ?? []
                folder.empty()
                return notes
            } catch {
                let why = (error as? StagingFolder.Failure)?.reason ?? OutputWriter.obstacle(above: directory) ?? OutputWriter.reason(error)
                let diagnostic = Diagnostic(.error, code: "output-not-writable", message: "cannot write to '\(directory)': \(why); nothing was written")
                if failure == nil { failure = diagnostic }
                return [diagnostic]
            }
        }
    }

    /// Makes the renames a killed build's journal lists (the ones it had not made yet).
    private func finish(_ renames: [(staged: String, final: String)], from folder: StagingFolder) -> [Diagnostic] {
        var moved = 0
        for (name, path) in renames where Self.isInside(path) {
            let source = folder.stagedPath(name), final = finalPath(path)
            var status = stat()
            guard lstat(source, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
            let parent = PathText.parent(of: final)
            guard Self.link(below: directory, upTo: parent) == nil,
                (try? FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)) != nil,
                rename(source, final) == 0
            else { continue }
            moved += 1
        }
        guard moved > 0 else { return [] }
        return [Diagnostic(
            .note, code: "output-interrupted-build",
            message: "moved \(moved) file\(moved == 1 ? "" : "s") of an earlier build into '\(directory)': it was stopped while it moved its files into place")]
    }

    /// Why `file` cannot be written at all (a folder stands at its path, or its path leaves the
    /// output folder), checked before any byte is written, since renames are the last step and
    /// cannot be undone.
    func obstruction(of file: OutputFile) -> Diagnostic? {
        let final = finalPath(of: file)
        guard Self.isInside(file.path) else {
            return Diagnostic(.error, code: "output-not-writable", message: "cannot write '\(final)': the path leaves the output folder; nothing was written")
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: final, isDirectory: &isDirectory), isDirectory.boolValue else { return nil }
        return Diagnostic(.error, code: "output-not-writable", message: "cannot write '\(final)': a folder is in the way; nothing was written")
    }

    /// Writes `file` into the staging folder; the diagnostic when that failed. `checked`: the
    /// caller already looked for an `obstruction`.
    @discardableResult
    func stage(_ file: OutputFile, checked: Bool = false) -> Diagnostic? {
        if !checked, let obstruction = obstruction(of: file) { return recordFailure(obstruction) }
        if let failure = begin().first(where: { $0.severity == .error }) ?? failure { return failure }
        guard let folder = lock.withLock({ folder }) else { return failure }
        let final = finalPath(of: file)
        let parent = PathText.parent(of: final)
        let name = lock.withLock {
            defer { nextName += 1 }
            return String(nextName)
        }
        let temporary = folder.stagedPath(name)
        do {
            try prepare(parent, sameDeviceAs: folder)
            try Self.write(file, to: temporary)
        } catch let error as PlantedLink {
            return recordFailure(Diagnostic(
                .error, code: "output-not-writable",
                message: "cannot write '\(final)': '\(error.path)' is a link, which the build did not make and does not follow out of the output folder; remove it; nothing was written"))
        } catch is OtherFileSystem {
            return recordFailure(Diagnostic(
                .error, code: "output-not-writable",
                message: "cannot write '\(final)': '\(parent)' is on another file system than '\(directory)', so the build cannot move its files into place at once; nothing was written"))
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            let why = OutputWriter.obstacle(above: parent) ?? OutputWriter.reason(error)
            return recordFailure(Diagnostic(.error, code: "output-not-writable", message: "cannot write '\(final)': \(why); nothing was written"))
        }
        lock.withLock { staged[file.path] = name }
        return nil
    }

    /// Writes the journal, then renames the files into place in order, then runs `beforeRelease`
    /// (still holding the folder's lock) and removes the staging folder; the diagnostic when a step
    /// failed.
    func commit(_ files: [OutputFile], beforeRelease: ((StagingFolder) -> Void)? = nil) -> Diagnostic? {
        let folder = lock.withLock { self.folder }
        let names = lock.withLock { staged }
        var renames: [(staged: String, final: String)] = []
        for file in files {
            if let name = names[file.path] { renames.append((staged: name, final: file.path)) }
        }
        guard let folder else { return nil }
        do throws(StagingFolder.Failure) {
            try folder.writeJournal(renames)
        } catch {
            rollBack()
            return Diagnostic(.error, code: "output-not-writable", message: "cannot write to '\(directory)': \(error.reason); nothing was written")
        }
        for (index, rename) in renames.enumerated() where Foundation.rename(folder.stagedPath(rename.staged), finalPath(rename.final)) != 0 {
            let message = String(cString: strerror(errno))
            rollBack()
            return Diagnostic(
                .error, code: "output-not-writable",
                message: "cannot move '\(finalPath(rename.final))' into place: \(message); \(index) of \(renames.count) files were moved before it")
        }
        lock.withLock {
            staged.removeAll()
            self.folder = nil
        }
        beforeRelease?(folder)
        folder.remove()
        return nil
    }

    /// Removes the staging folder with every file not yet renamed, then the folders staging
    /// created that are left empty (deepest first; `rmdir` keeps any folder that holds something).
    func rollBack() {
        let (folder, folders) = lock.withLock {
            defer {
                staged.removeAll()
                createdFolders.removeAll()
                readyFolders.removeAll()
                self.folder = nil
                began = false
            }
            return (self.folder, createdFolders)
        }
        folder?.remove()
        for folder in folders.sorted(by: { $0.count > $1.count }) { rmdir(folder) }
    }

    /// A path in the build that stays inside the output folder.
    static func isInside(_ path: String) -> Bool {
        !path.isEmpty && !path.hasPrefix("/") && !path.split(separator: "/").contains("..")
    }

    /// Creates `folder` (and its ancestors) unless it exists; a file in the way fails the write
    /// that follows, whose error names it.
    private func prepare(_ folder: String, sameDeviceAs staging: StagingFolder) throws {
        if lock.withLock({ readyFolders.contains(folder) }) { return }
        if let link = Self.link(below: directory, upTo: folder) { throw PlantedLink(path: link) }
        let missing = Self.missingFolders(upTo: folder)
        if !missing.isEmpty { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        // A rename cannot cross into a file system mounted inside the output folder.
        var status = stat()
        if stat(folder, &status) == 0, UInt64(status.st_dev) != staging.device { throw OtherFileSystem() }
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
    struct OtherFileSystem: Error {}

    /// `folder` and its ancestors that do not exist yet, innermost first.
    private static func missingFolders(upTo folder: String) -> [String] {
        var missing: [String] = []
        var path = folder
        while !path.isEmpty, path != "/", !FileManager.default.fileExists(atPath: path) {
            missing.append(path)
            path = PathText.parent(of: path)
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
        // Created afresh and exclusively, never through a link: one planted at the staging path
        // is removed, not followed, and one planted again in between makes the open fail.
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
