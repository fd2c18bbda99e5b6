import Foundation
import TesseraCore

extension BuildManifest {
    /// Removes the files of `stale` from `folder`, then the folders they leave empty. Only paths
    /// inside the folder, never through a link on the way, and only files and links (a link is
    /// removed, not followed): a folder the user put at such a path is theirs.
    static func remove(_ stale: [Entry], in folder: String, log: inout DiagnosticLog) {
        var removed: [String] = []
        var parents: Set<String> = []
        for entry in stale {
            let path = entry.path
            guard OutputStaging.isInside(path), path != fileName, !path.hasPrefix(StagingFolder.name + "/") else { continue }
            let full = (folder as NSString).appendingPathComponent(path)
            let parent = PathText.parent(of: full)
            guard OutputStaging.link(below: folder, upTo: parent) == nil else { continue }
            var status = stat()
            guard lstat(full, &status) == 0 else { continue }
            let kind = status.st_mode & S_IFMT
            guard kind == S_IFREG || kind == S_IFLNK else { continue }
            if unlink(full) == 0 {
                removed.append(path)
                if parent != folder { parents.insert(parent) }
            } else {
                log.emit(Diagnostic(
                    .warning, code: "output-stale-file",
                    message: "cannot remove '\(full)', which this build no longer writes: \(String(cString: strerror(errno))); delete it by hand"))
            }
        }
        removeEmptyFolders(parents, below: folder)
        guard let first = removed.first else { return }
        let others = removed.count > 1 ? " and \(removed.count - 1) other\(removed.count == 2 ? "" : "s")" : ""
        log.emit(Diagnostic(
            .note, code: "output-stale-removed",
            message: "removed '\(first)'\(others) from '\(folder)': an earlier build wrote them and this one no longer does"))
    }

    /// Each folder and its ancestors below `folder`, deepest first, while empty (`rmdir` keeps a
    /// folder that holds anything).
    private static func removeEmptyFolders(_ folders: Set<String>, below folder: String) {
        var pending = folders
        while let deepest = pending.max(by: { $0.count < $1.count }) {
            pending.remove(deepest)
            guard deepest.hasPrefix(folder + "/"), rmdir(deepest) == 0 else { continue }
            let parent = PathText.parent(of: deepest)
            if parent != folder { pending.insert(parent) }
        }
    }
}

extension BuildManifest {
    /// Writes `manifest` into the staging folder and renames it into place, never through a link.
    static func replace(_ manifest: BuildManifest, in folder: String, using staging: StagingFolder, log: inout DiagnosticLog) {
        let temporary = staging.stagedPath(fileName)
        unlink(temporary)
        let handle = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        let bytes = manifest.bytes
        let written = handle >= 0 ? bytes.withUnsafeBytes { Foundation.write(handle, $0.baseAddress, $0.count) } : -1
        if handle >= 0 { close(handle) }
        guard written == bytes.count, rename(temporary, (folder as NSString).appendingPathComponent(fileName)) == 0 else {
            log.emit(Diagnostic(
                .warning, code: "output-stale-file",
                message: "cannot update '\(fileName)' in '\(folder)': \(String(cString: strerror(errno))); the next build removes the stale files again"))
            return
        }
    }
}
