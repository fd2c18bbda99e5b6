import Foundation
import TesseraCore

/// `.tessera-staging`, the hidden folder inside an output folder where a build writes its files
/// before it renames them into place. Before the first rename the build writes a journal there
/// that lists every rename; a build killed while renaming leaves it behind, and the next build into
/// the folder finishes those renames before anything else, so the folder ends up holding one
/// build's files, never a mix. A build killed earlier leaves only files here, which the next build
/// removes. The folder is locked while a build uses it: two builds into one folder take turns.
final class StagingFolder {
    static let name = ".tessera-staging"
    static let journalName = "renames"

    let output: String
    let path: String
    /// The open folder, which holds the lock.
    private var descriptor: Int32
    let device: UInt64

    struct Failure: Error { var reason: String }

    /// Opens (creating it) and locks the staging folder of `output`, which must exist; waits while
    /// another build holds it.
    init(output: String) throws(Failure) {
        self.output = output
        path = (output as NSString).appendingPathComponent(Self.name)
        for _ in 0..<100 {
            try Self.makeFolder(at: path)
            let opened = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard opened >= 0 else {
                if errno == ENOENT { continue }
                throw Failure(reason: String(cString: strerror(errno)))
            }
            flock(opened, LOCK_EX)
            // The build that held the folder may have removed it meanwhile: keep only a lock on
            // the folder that is at the path now.
            var held = stat(), current = stat()
            if fstat(opened, &held) == 0, lstat(path, &current) == 0,
                held.st_ino == current.st_ino, held.st_dev == current.st_dev
            {
                descriptor = opened
                device = UInt64(held.st_dev)
                return
            }
            close(opened)
        }
        throw Failure(reason: "'\(path)' keeps disappearing")
    }

    /// Creates the folder; anything else at its path (a planted link, a file) is ours by name and
    /// is removed, never followed.
    private static func makeFolder(at path: String) throws(Failure) {
        if mkdir(path, 0o755) == 0 { return }
        guard errno == EEXIST else { throw cannotMake(path) }
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT != S_IFDIR else { return }
        guard unlink(path) == 0, mkdir(path, 0o755) == 0 || errno == EEXIST else { throw cannotMake(path) }
    }

    private static func cannotMake(_ path: String) -> Failure {
        Failure(reason: "cannot make '\(path)': \(String(cString: strerror(errno)))")
    }

    func stagedPath(_ name: String) -> String { path + "/" + name }

    /// Writes the journal of `renames` (staged name, path in the output folder), whole or not at
    /// all: under another name first, then renamed.
    func writeJournal(_ renames: [(staged: String, final: String)]) throws(Failure) {
        var bytes: [UInt8] = []
        for rename in renames {
            bytes += Array(rename.staged.utf8) + [0] + Array(rename.final.utf8) + [0]
        }
        let partial = stagedPath(Self.journalName + ".partial")
        unlink(partial)
        let handle = open(partial, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard handle >= 0 else { throw Failure(reason: String(cString: strerror(errno))) }
        let written = bytes.withUnsafeBytes { Foundation.write(handle, $0.baseAddress, $0.count) }
        close(handle)
        guard written == bytes.count, rename(partial, stagedPath(Self.journalName)) == 0 else {
            throw Failure(reason: String(cString: strerror(errno)))
        }
    }

    /// The renames a killed build's journal lists, or nil when there is no journal.
    func interruptedRenames() -> [(staged: String, final: String)]? {
        guard let data = FileManager.default.contents(atPath: stagedPath(Self.journalName)) else { return nil }
        let fields = data.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        return stride(from: 0, to: fields.count - 1, by: 2).map { (fields[$0], fields[$0 + 1]) }
    }

    /// Removes everything in the folder: files staged by this build or left by a killed one.
    func empty() {
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
            try? FileManager.default.removeItem(atPath: stagedPath(entry))
        }
    }

    /// Empties and removes the folder, and releases the lock.
    func remove() {
        empty()
        rmdir(path)
        release()
    }

    /// Lets the next build have the folder, as it is.
    func release() {
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
    }

    deinit { if descriptor >= 0 { close(descriptor) } }
}
